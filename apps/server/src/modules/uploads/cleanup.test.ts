import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema";
import { createAccount } from "../../test/fixtures";
import { checkPhotoCleanup } from "../../test/photo-cleanup";
import { useTestContext } from "../../test/suite";
import { DiskPhotoStore } from "./photo-store";
import { insertUpload } from "./repo";
import { PNG } from "./testing";

/** The photos.cleanup job (issue 34) on the disk store, DATA_DIR/uploads; object-storage.test.ts runs it on a bucket. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-cleanup-"));
const { ctx } = useTestContext({ seed: false, env: { DATA_DIR: dataDir } });
const photos = new DiskPhotoStore(path.join(dataDir, "uploads"));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("photo clean-up on disk", () => {
  it("deletes the photos nobody shows and the files without a row, a day on, and keeps the rest", async () => {
    await checkPhotoCleanup(ctx, photos);
  });

  it("runs as the recurring photos.cleanup job: a photo stored before sizes were kept is measured", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const name = `${crypto.randomUUID()}.png`;
    await photos.put(name, PNG);
    await insertUpload(ctx.database.db, { name, ownerId: owner.id, uploadedBy: owner.id, bytes: 0 });
    await ctx.database.db.update(uploads).set({ bytes: null }).where(eq(uploads.name, name));
    await ctx.jobs.send(ctx.database.db, { name: "photos.cleanup", data: {} });
    expect(await ctx.jobs.drain({ queues: ["photos.cleanup"] })).toBe(1);
    const [row] = await ctx.database.db.select({ bytes: uploads.bytes }).from(uploads).where(eq(uploads.name, name));
    expect(row.bytes).toBe(PNG.length);
  });
});
