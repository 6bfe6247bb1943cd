import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createAccount } from "../../test/fixtures";
import { checkPhotoCleanup } from "../../test/photo-cleanup";
import { type TestS3Server, startS3Server } from "../../test/s3";
import { useAccount, useTestContext } from "../../test/suite";
import { ObjectPhotoStore } from "./photo-store";
import { UNSUPPORTED_IMAGE } from "./service";
import { PNG, uploadPhoto } from "./testing";

/** The same routes as uploads.test.ts, with S3_* set: photos go to a bucket of a local S3-compatible server. */

const s3 = {} as TestS3Server;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-photos-"));
const PREFIX = "photos/";

beforeAll(async () => {
  Object.assign(s3, await startS3Server());
});
afterAll(async () => {
  await s3.close?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// A function, so the options are read once the S3 server above has started.
const { ctx } = useTestContext(() =>
  Promise.resolve({ seed: false, env: { ...s3.env, S3_PREFIX: PREFIX, DATA_DIR: dataDir } }),
);
const account = useAccount(ctx);

const upload = (bytes: Buffer, filename: string, type: string) =>
  uploadPhoto(ctx.app, { bytes, filename, type, cookie: account.cookie });

const get = (url: string, cookie: string) => ctx.app.inject({ method: "GET", url, headers: { cookie } });

describe("item photos in object storage", () => {
  it("stores an upload in the bucket, not on the local disk, and serves it back with the same headers", async () => {
    const response = await upload(PNG, "towel.png", "image/png");
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const name = url.slice("/uploads/".length);

    expect(await s3.keys()).toContain(`${PREFIX}${name}`);
    const object = await s3.object(`${PREFIX}${name}`);
    expect(object.bytes.equals(PNG)).toBe(true);
    expect(object.contentType).toBe("image/png");
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);

    const served = await get(url, account.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": "inline",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("keeps the content checks: nothing reaches the bucket for a refused file", async () => {
    const before = await s3.keys();
    const response = await upload(Buffer.from("<svg><script>alert(1)</script></svg>"), "logo.png", "image/png");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNSUPPORTED_IMAGE);
    expect(await s3.keys()).toEqual(before);
  });

  it("serves a photo only within its account; other accounts, bad names and missing objects get 404", async () => {
    const { url } = (await upload(PNG, "towel.png", "image/png")).json();
    const manager = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: account.id });
    const stranger = await createAccount(ctx.app, ctx.database.db);
    expect((await get(url, manager.cookie)).statusCode).toBe(200);
    const refused = await get(url, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Image not found");

    for (const crafted of ["/uploads/..%2F..%2Fetc%2Fpasswd", "/uploads/00000000-0000-0000-0000-000000000000.png"]) {
      expect((await get(crafted, account.cookie)).statusCode).toBe(404);
    }
  });

  it("answers 404 for a photo of the account whose object is gone from the bucket", async () => {
    const { url } = (await upload(PNG, "towel.png", "image/png")).json();
    expect((await get(url, account.cookie)).statusCode).toBe(200);
    // The row stays, the object goes: as after a lifecycle rule or a bucket restored from an older copy.
    await s3.remove(`${PREFIX}${url.slice("/uploads/".length)}`);
    const missing = await get(url, account.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Image not found");
  });

  it("cleans up a day on: photos nobody shows and objects without a row go, the rest and others' keys stay", async () => {
    const store = new ObjectPhotoStore(loadConfig({ ...s3.env, S3_PREFIX: PREFIX }).objectStorage!);
    try {
      await checkPhotoCleanup(ctx, store);
    } finally {
      store.close();
    }
  });

  it("reports a failing bucket as an error, never as a missing photo", async () => {
    const store = new ObjectPhotoStore({ ...loadConfig({ ...s3.env, S3_BUCKET: "no-such-bucket" }).objectStorage! });
    try {
      await expect(store.get("00000000-0000-0000-0000-000000000000.png")).rejects.toMatchObject({
        name: "NoSuchBucket",
      });
      await expect(store.put("00000000-0000-0000-0000-000000000000.png", PNG, "image/png")).rejects.toMatchObject({
        name: "NoSuchBucket",
      });
    } finally {
      store.close();
    }
  });
});
