/**
 * The database's functions (the triggers' and what they call) are one file each in `db/functions`, named after
 * the function: its current definition, one `CREATE OR REPLACE FUNCTION`. The migrations that first created
 * them are history and stay as they are; every migration run ends by applying every file, so a new database
 * and one migrated long ago end with the same definitions, and a change to a function is a change to its file
 * (decision 177).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Every function file as one script, in file name order: each statement replaces its function whole. */
export function functionsScript(folder: string): string {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => fs.readFileSync(path.join(folder, name), "utf8"))
    .join("\n");
}

/**
 * Beside this module: `src/db/functions` from source (tsx, Vitest), `dist/functions` in the bundle, where the
 * build copies the files.
 */
export function findFunctionsDir(): string {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "functions");
  if (!fs.existsSync(folder)) throw new Error(`Database functions folder not found: ${folder}`);
  return folder;
}
