import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PgBoss, fromPglite } from "pg-boss";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an in-memory PGlite with every migration applied, or "" on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the server tests: migrates one in-memory PGlite and dumps it, once per run, so each
 * test file's database starts from the dump (createTestContext) instead of running initdb and the
 * migrations itself, which took most of a file's start-up (decision 151). The dump is made from the
 * migrations of this checkout, so it cannot be stale; each database still applies any migration it lacks.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: path.resolve(import.meta.dirname, "../../drizzle") });
    // The job engine's schema too, so each file's start only checks it (createTestContext installs it anyway).
    const boss = new PgBoss({
      db: fromPglite(client),
      backend: "pglite",
      schema: "pgboss",
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.stop();
    const dump = await client.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
