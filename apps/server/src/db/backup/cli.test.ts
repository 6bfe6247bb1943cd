import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../client";
import { syncPlanCatalogue } from "../plans";
import { seedDemoData } from "../seed";
import { tableContents } from "./testing";

/**
 * The commands as an operator runs them: separate processes started the way the npm scripts start
 * them (node with tsx, from the repository root), on embedded data directories.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
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
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("npm run db:backup / db:restore on the embedded database", () => {
  it("backs up one data directory and restores it into another", { timeout: TIMEOUT_MS }, async () => {
    const backup = await run(sourceDir, "backup", file);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backed up the embedded database in ${sourceDir} to ${file}`);

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
