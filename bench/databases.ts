/** The databases the benchmarks run on: PGlite under bench/.data/<size>, or one PostgreSQL database per size. */
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client";
import { type Size, seedBenchData } from "../apps/server/src/db/bench-data";

export const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type PostgresTarget = { kind: "postgres"; databaseUrl: string; database: string };
export type Target = { kind: "pglite"; dataDir: string } | PostgresTarget;

/** Seeds the size's data set unless it is there, then vacuums and analyzes (apps/server/src/db/bench-data.ts). */
export async function seed(target: Target, size: Size) {
  const database = await openDatabase(
    target.kind === "pglite"
      ? { kind: "pglite", dataDir: target.dataDir }
      : { kind: "postgres", url: target.databaseUrl },
  );
  try {
    await seedBenchData(database.db, size);
  } finally {
    await database.close();
  }
}

/** A database per size on the PostgreSQL server, made on first use; null when the server does not answer. */
export async function postgresTarget(size: Size): Promise<PostgresTarget | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    const name = `stockroom_bench_${size}`;
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return { kind: "postgres", databaseUrl: url.toString(), database: name };
  } finally {
    await admin.end();
  }
}

/** A PostgreSQL database of its own for one run, `stockroom_bench_<label>_<random>`, dropped afterwards. */
export async function withPgDatabase<T>(label: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `stockroom_bench_${label}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
