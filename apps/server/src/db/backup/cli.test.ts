import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../test/cli";
import { openDatabase } from "../client";
import { syncPlanCatalogue } from "../plans";
import { seedDemoData } from "../seed";
import { readHeader } from "./format";
import { tableContents } from "./testing";

/**
 * The commands as an operator runs them: separate processes started the way the npm scripts start
 * them (node with tsx, from the repository root), on embedded data directories.
 */

const CLI = "apps/server/src/db/backup/cli.ts";
// Each run starts Node, tsx and PGlite; a busy machine makes that slow.
const TIMEOUT_MS = 120_000;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-backup-cli-"));
const sourceDir = path.join(workDir, "source");
const file = path.join(workDir, "nightly.ndjson.gz");
let sourceContents: Awaited<ReturnType<typeof tableContents>>;

beforeAll(async () => {
  const source = await openDatabase({ kind: "pglite", dataDir: sourceDir });
  try {
    await syncPlanCatalogue(source.db);
    await seedDemoData(source.db);
    sourceContents = await tableContents(source.db);
  } finally {
    await source.close();
  }
}, TIMEOUT_MS);
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

function run(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return runWith({ DATA_DIR: dataDir }, ...args);
}

const runWith = (env: Record<string, string>, ...args: string[]) => runCli(CLI, env, ...args);

describe("npm run db:backup / db:restore on the embedded database", () => {
  it("backs up one data directory and restores it into another", { timeout: TIMEOUT_MS }, async () => {
    const backup = await run(sourceDir, "backup", file);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backed up the embedded database in ${sourceDir} to ${file}`);
    const uploads = path.join(sourceDir, "uploads");
    expect(backup.output).toContain(`Photos are not in the file: copy ${uploads} alongside it.`);
    expect((await readHeader(file)).photos).toEqual({ storage: "disk", directory: uploads });

    const targetDir = path.join(workDir, "target");
    const restore = await run(targetDir, "restore", file);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`into the embedded database in ${targetDir}`);
    const target = await openDatabase({ kind: "pglite", dataDir: targetDir });
    try {
      expect(await tableContents(target.db)).toEqual(sourceContents);
    } finally {
      await target.close();
    }

    const again = await run(targetDir, "restore", file);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds data .*--force/);
  });

  it(
    "records that the photos stay in the bucket when the servers keep them there",
    { timeout: TIMEOUT_MS },
    async () => {
      const bucketFile = path.join(workDir, "with-bucket.ndjson.gz");
      const s3 = { S3_BUCKET: "stockroom-photos", S3_ENDPOINT: "http://minio:9000", S3_PREFIX: "photos/" };
      const backup = await runWith({ DATA_DIR: sourceDir, ...s3 }, "backup", bucketFile);
      expect(backup.code, backup.output).toBe(0);
      const bucket = "bucket stockroom-photos under photos/ (http://minio:9000)";
      expect(backup.output).toContain(
        `Photos are not in the file: they stay in ${bucket}, which is backed up on its own`,
      );
      expect((await readHeader(bucketFile)).photos).toEqual({
        storage: "object-storage",
        bucket: "stockroom-photos",
        prefix: "photos/",
        endpoint: "http://minio:9000",
      });

      // Restored where the servers keep photos on disk, the rows' photo URLs would answer 404: the output says so.
      const targetDir = path.join(workDir, "target-of-bucket-backup");
      const restore = await run(targetDir, "restore", bucketFile);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(`Its photos were in ${bucket}.`);
      expect(restore.output).toContain(
        `The servers of these settings read photos from ${path.join(targetDir, "uploads")}.`,
      );
    },
  );

  it("refuses a data directory a running server holds", { timeout: TIMEOUT_MS }, async () => {
    const lock = path.join(sourceDir, "stockroom.lock");
    fs.writeFileSync(lock, String(process.pid));
    try {
      const locked = path.join(workDir, "locked.ndjson.gz");
      const result = await run(sourceDir, "backup", locked);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`in use by process ${process.pid}. Stop it first.`);
      expect(fs.existsSync(locked)).toBe(false);
    } finally {
      fs.rmSync(lock);
    }
  });
});
