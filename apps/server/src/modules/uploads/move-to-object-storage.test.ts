import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { syncPlanCatalogue } from "../../db/plans";
import { users } from "../../db/schema";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { seedDemoData } from "../../db/seed";
import { runCli } from "../../test/cli";
import { type TestS3Server, startS3Server } from "../../test/s3";
import { useAccount, useTestContext } from "../../test/suite";
import { movePhotosToObjectStorage } from "./move-to-object-storage";
import { ObjectPhotoStore } from "./photo-store";
import { insertUpload } from "./repo";
import { PNG } from "./testing";

const CLI = "apps/server/src/modules/uploads/move-to-object-storage-cli.ts";
// The command starts Node, tsx and PGlite; a busy machine makes that slow.
const CLI_TIMEOUT_MS = 120_000;

const s3 = {} as TestS3Server;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-move-photos-"));

beforeAll(async () => {
  Object.assign(s3, await startS3Server());
});
afterAll(async () => {
  await s3.close?.();
  fs.rmSync(workDir, { recursive: true, force: true });
});

// The servers already read the bucket; the photos stored before are still in the directory given to the move.
const { ctx } = useTestContext(() => Promise.resolve({ seed: false, env: s3.env }));
const account = useAccount(ctx);

const photoName = () => `${crypto.randomUUID()}.png`;

/** A directory of photos as DATA_DIR/uploads holds them, each with its row, plus files that are no photo. */
async function photoDirectory(dir: string, count: number): Promise<{ photos: string[]; strays: string[] }> {
  fs.mkdirSync(dir, { recursive: true });
  const photos = Array.from({ length: count }, photoName);
  for (const name of photos) {
    fs.writeFileSync(path.join(dir, name), PNG);
    await insertUpload(ctx.database.db, { name, ownerId: account.id, uploadedBy: account.id, bytes: PNG.length });
  }
  // A photo-like name without a row (a failed upload's leftover) and another file entirely.
  const strays = [photoName(), "notes.txt"];
  for (const name of strays) fs.writeFileSync(path.join(dir, name), "not a stored photo");
  return { photos, strays };
}

describe("moving photos from the disk to object storage", () => {
  it("uploads every stored photo once, leaves the rest, and is safe to run again", async () => {
    const dir = path.join(workDir, "uploads");
    const { photos, strays } = await photoDirectory(dir, 12);
    const bucket = new ObjectPhotoStore(loadConfig(s3.env).objectStorage!);
    try {
      const first = await movePhotosToObjectStorage({ db: ctx.database.db, dir, bucket });
      expect(first).toEqual({ moved: 12, alreadyThere: 0, removed: 0, ignored: [...strays].sort() });
      expect(await s3.keys()).toEqual([...photos].sort());
      const object = await s3.object(photos[0]);
      expect(object.bytes.equals(PNG)).toBe(true);
      expect(object.contentType).toBe("image/png");
      // The URLs the database holds now answer from the bucket.
      const served = await ctx.app.inject({
        method: "GET",
        url: `/uploads/${photos[0]}`,
        headers: { cookie: account.cookie },
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);

      const again = await movePhotosToObjectStorage({ db: ctx.database.db, dir, bucket, removeLocal: true });
      expect(again).toEqual({ moved: 0, alreadyThere: 12, removed: 12, ignored: [...strays].sort() });
      expect(fs.readdirSync(dir).sort()).toEqual([...strays].sort());
      expect(await s3.keys()).toEqual([...photos].sort());
    } finally {
      bucket.close();
    }
  });

  it("does nothing when the server never stored a photo", async () => {
    const bucket = new ObjectPhotoStore(loadConfig(s3.env).objectStorage!);
    try {
      const report = await movePhotosToObjectStorage({
        db: ctx.database.db,
        dir: path.join(workDir, "missing"),
        bucket,
      });
      expect(report).toEqual({ moved: 0, alreadyThere: 0, removed: 0, ignored: [] });
    } finally {
      bucket.close();
    }
  });
});

const run = (env: Record<string, string>, ...args: string[]) => runCli(CLI, env, ...args);

describe("npm run photos:to-object-storage", () => {
  it("moves an embedded server's photos with --remove-local", { timeout: CLI_TIMEOUT_MS }, async () => {
    const dataDir = path.join(workDir, "server-data");
    const name = photoName();
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      await syncPlanCatalogue(database.db);
      await seedDemoData(database.db);
      const [owner] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_CREDENTIALS.owner.email));
      await insertUpload(database.db, { name, ownerId: owner.id, uploadedBy: owner.id, bytes: PNG.length });
    } finally {
      await database.close();
    }
    fs.mkdirSync(path.join(dataDir, "uploads"));
    fs.writeFileSync(path.join(dataDir, "uploads", name), PNG);

    const refused = await run({ DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("S3_BUCKET is not set");

    const env = { ...s3.env, S3_PREFIX: "moved/", DATA_DIR: dataDir };
    const moved = await run(env, "--remove-local");
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toContain(
      `Photos of ${path.join(dataDir, "uploads")} in bucket ${s3.bucket} under moved/: 1 uploaded, 0 already there, 1 local files removed`,
    );
    expect((await s3.object(`moved/${name}`)).bytes.equals(PNG)).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, "uploads"))).toEqual([]);
  });
});
