import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sum } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTO_STORAGE, photoStorageFullMessage } from "@stockroom/shared";
import { uploads } from "../../db/schema";
import { type Account, createAccount } from "../../test/fixtures";
import { useTestContext } from "../../test/suite";
import { insertUpload } from "./repo";
import { PNG, photoForm } from "./testing";

/**
 * Each account's photo storage (issue 34): the bytes of its photos, its owner's and managers' together, up to
 * its plan's quota; an upload past it is refused with 413 and stores nothing, also when uploads race.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-storage-"));
const { ctx } = useTestContext({ seed: false, env: { DATA_DIR: dataDir } });
const db = () => ctx.database.db;

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(cookie: string) {
  const { contentType, payload } = await photoForm(PNG, "shelf.png", "image/png");
  return ctx.app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: { "content-type": contentType, cookie },
    payload,
  });
}

/** Photos of the account taking `bytes` in all (rows only: their size is what counts). */
async function fill(account: Account, bytes: number) {
  await insertUpload(db(), { name: `${crypto.randomUUID()}.png`, ownerId: account.id, uploadedBy: account.id, bytes });
}

async function storage(ownerId: string) {
  const [row] = await db()
    .select({ photos: count(), bytes: sum(uploads.bytes).mapWith(Number) })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return row;
}

const files = () =>
  fs.existsSync(path.join(dataDir, "uploads")) ? fs.readdirSync(path.join(dataDir, "uploads")).length : 0;

describe("photo storage per account", () => {
  it("refuses an upload past the account's quota with 413, storing nothing; managers' uploads count for their owner", async () => {
    const owner = await createAccount(ctx.app, db(), { tier: "growth" });
    const manager = await createAccount(ctx.app, db(), { role: "manager", createdBy: owner.id });
    await fill(owner, PHOTO_STORAGE.bytesPerAccount - 2 * PNG.length);
    expect((await upload(manager.cookie)).statusCode).toBe(201);
    expect((await upload(owner.cookie)).statusCode).toBe(201);
    const before = { rows: await storage(owner.id), files: files() };
    expect(before.rows.bytes).toBe(PHOTO_STORAGE.bytesPerAccount);

    for (const cookie of [manager.cookie, owner.cookie]) {
      const refused = await upload(cookie);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        message: photoStorageFullMessage(PHOTO_STORAGE.bytesPerAccount),
        error: "PAYLOAD_TOO_LARGE",
        currentUsage: PHOTO_STORAGE.bytesPerAccount,
        maxAllowed: PHOTO_STORAGE.bytesPerAccount,
      });
    }
    expect({ rows: await storage(owner.id), files: files() }).toEqual(before);
    // Another account is not held back.
    expect((await upload((await createAccount(ctx.app, db())).cookie)).statusCode).toBe(201);
  });

  it("gives a demo account its smaller quota", async () => {
    const demo = await createAccount(ctx.app, db(), { role: "demo", tier: "demo" });
    await fill(demo, PHOTO_STORAGE.bytesPerDemoAccount - PNG.length + 1);
    const refused = await upload(demo.cookie);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(photoStorageFullMessage(PHOTO_STORAGE.bytesPerDemoAccount));
    expect(refused.json().message).toContain("50 MB");
  });

  it("lets exactly one of five parallel uploads into room for one photo", async () => {
    const owner = await createAccount(ctx.app, db(), { tier: "growth" });
    await fill(owner, PHOTO_STORAGE.bytesPerAccount - PNG.length);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => upload(owner.cookie)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 413, 413, 413, 413]);
    expect((await storage(owner.id)).bytes).toBe(PHOTO_STORAGE.bytesPerAccount);
  });

  it("takes the row back when the photo cannot be stored, so it does not count", async () => {
    const owner = await createAccount(ctx.app, db(), { tier: "growth" });
    const dir = path.join(dataDir, "uploads");
    const moved = `${dir}-aside`;
    if (fs.existsSync(dir)) fs.renameSync(dir, moved);
    // A file where the photo directory should be: every write into it fails.
    fs.writeFileSync(dir, "");
    try {
      expect((await upload(owner.cookie)).statusCode).toBe(500);
      expect(await storage(owner.id)).toEqual({ photos: 0, bytes: null });
    } finally {
      fs.rmSync(dir);
      if (fs.existsSync(moved)) fs.renameSync(moved, dir);
    }
  });
});
