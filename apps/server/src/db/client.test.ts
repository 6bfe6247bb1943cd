import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { users } from "./schema";
import { seedDemoData } from "./seed";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-db-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("embedded database", () => {
  // Two PGlite starts, the first creating its directory: slow on a busy machine.
  it("creates its data directory on first start and keeps the data across restarts", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir });
    expect(await seedDemoData(first.db)).toBe(true);
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    const [{ value }] = await second.db.select({ value: count() }).from(users);
    expect(value).toBe(3);
    expect(await seedDemoData(second.db)).toBe(false);
    await second.close();
    // Closed means the worker thread let go of the directory: the lock file is gone.
    expect(fs.existsSync(path.join(dataDir, "stockroom.lock"))).toBe(false);
  }, 90_000);

  it("refuses a data directory another live process holds", async () => {
    fs.writeFileSync(path.join(dataDir, "stockroom.lock"), String(process.ppid));
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(/in use by process/);
    fs.rmSync(path.join(dataDir, "stockroom.lock"));
  });
});
