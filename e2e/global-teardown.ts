import fs from "node:fs";

/** Removes the temporary data directory the browser journeys' server used. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
