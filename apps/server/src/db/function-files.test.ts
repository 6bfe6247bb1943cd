import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase, selectRaw } from "./client";
import { findFunctionsDir } from "./function-files";
import { adminQuery } from "../test/admin-query";

/**
 * Each file's function: the name it defines and its body, the text between the dollar quotes, which PostgreSQL
 * keeps as it was written (pg_proc.prosrc), so the two compare without any normalising.
 */
function fileFunctions(): Map<string, { name: string | undefined; definitions: number; body: string | undefined }> {
  const folder = findFunctionsDir();
  const files = fs.readdirSync(folder).filter((file) => file.endsWith(".sql"));
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(folder, file), "utf8");
      const definitions = [...text.matchAll(/^CREATE OR REPLACE FUNCTION (\w+)\s*\(/gim)];
      const body = /\bAS\s+\$(\w*)\$([\s\S]*?)\$\1\$/i.exec(text)?.[2];
      return [path.basename(file, ".sql"), { name: definitions[0]?.[1], definitions: definitions.length, body }];
    }),
  );
}

/** How the database's functions (schema public) differ from the files: none when they are the files'. */
async function differences(db: Database): Promise<string[]> {
  const files = fileFunctions();
  const rows = await selectRaw<{ name: string; body: string }>(
    db,
    sql`select p.proname as name, p.prosrc as body from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
  );
  const found: string[] = [];
  for (const [file, { name, definitions }] of files) {
    if (definitions !== 1 || name !== file) found.push(`${file}.sql: not one definition of ${file}`);
    if (!rows.some((row) => row.name === file)) found.push(`${file}: not in the database`);
  }
  for (const { name, body } of rows) {
    const file = files.get(name);
    if (!file) found.push(`${name}: no file`);
    else if (file.body !== body) found.push(`${name}: the database's body is not the file's`);
  }
  if (new Set(rows.map((row) => row.name)).size !== rows.length) found.push("several functions of one name");
  return found.sort();
}

/** A database that outlives its handles: a PGlite data directory, or a new database on TEST_DATABASE_URL's server. */
async function createScratchDatabase(): Promise<{ open(): Promise<DatabaseHandle>; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-functions-"));
    return {
      open: () => openDatabase({ kind: "pglite", dataDir }),
      drop: () => fs.promises.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `stockroom_functions_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ kind: "postgres", url: url.toString() }),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

describe("the database's functions are the files of db/functions", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await scratch.open();
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it("a new database has each file's function, and no other", async () => {
    expect(fileFunctions().size).toBeGreaterThan(0);
    expect(await differences(database.db)).toEqual([]);
  });

  it("a database whose functions differ from the files has the files' again at its next start", async () => {
    // An install whose function is not the file's (an older definition, or one edited by hand), and a function
    // no file defines.
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION low_stock_episode_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END
$$`),
    );
    await database.db.execute(sql.raw("CREATE FUNCTION stray() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$"));
    expect(await differences(database.db)).toEqual([
      "low_stock_episode_sync: the database's body is not the file's",
      "stray: no file",
    ]);

    // The start-up applies the files; a function without one is a migration's to drop.
    await database.db.execute(sql.raw("DROP FUNCTION stray()"));
    await database.close();
    database = await scratch.open();
    expect(await differences(database.db)).toEqual([]);
  });
});
