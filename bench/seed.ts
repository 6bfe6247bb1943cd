/**
 * npm run bench:seed -- --size small|large
 * Seeds the benchmark data set into DATABASE_URL when set, else into embedded PGlite under DATA_DIR
 * (default bench/.data/<size>, kept apart from the app's own ./data).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../apps/server/src/db/client";
import { SIZES, type Size, seedBenchData } from "../apps/server/src/db/bench-data";

export function benchDataDir(size: Size): string {
  return path.resolve(import.meta.dirname, ".data", size);
}

async function main() {
  const { values } = parseArgs({ options: { size: { type: "string", default: "small" } } });
  const size = values.size as Size;
  if (!(size in SIZES)) throw new Error(`--size must be one of: ${Object.keys(SIZES).join(", ")}`);
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url ? { kind: "postgres", url } : { kind: "pglite", dataDir: process.env.DATA_DIR ?? benchDataDir(size) },
  );
  const started = performance.now();
  try {
    const seeded = await seedBenchData(database.db, size);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(seeded ? `Seeded the ${size} data set in ${seconds} s` : `The ${size} data set is already there`);
  } finally {
    await database.close();
  }
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
