import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { uploads } from "../db/schema";
import { cleanUpPhotos } from "../modules/uploads/cleanup";
import type { PhotoStore } from "../modules/uploads/photo-store";
import { insertUpload } from "../modules/uploads/repo";
import { PNG, photoForm } from "../modules/uploads/testing";
import type { TestContext } from "./context";
import { client, createAccount } from "./fixtures";

const HOUR = 60 * 60 * 1000;

/**
 * The photo clean-up (issue 34) on the store the context's app uses (disk or bucket), one run a day after the
 * uploads: photos of deleted or changed items and photos never used go, with their files; photos an item or a
 * request of their own account shows stay, as does anything younger than a day; a stored photo without a row
 * goes, a file of another name stays; a photo of unknown size is measured.
 */
export async function checkPhotoCleanup(ctx: TestContext, photos: PhotoStore): Promise<void> {
  // What the file's earlier tests left goes first, so the counts below are this scenario's own.
  await cleanUpPhotos(ctx.database.db, photos, new Date(Date.now() + 25 * HOUR));
  const api = client(ctx.app);
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  const other = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  const upload = async (cookie: string) => {
    const { contentType, payload } = await photoForm(PNG, "shelf.png", "image/png");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { "content-type": contentType, cookie },
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  };
  const property = (await api("POST", "/api/properties", owner.cookie, { name: "Photo Hotel" })).body.id as number;
  const otherProperty = (await api("POST", "/api/properties", other.cookie, { name: "Other Hotel" })).body.id as number;
  const item = async (cookie: string, propertyId: number, photoUrl: string) => {
    const created = await api("POST", "/api/inventory", cookie, {
      propertyId,
      name: `Item ${crypto.randomUUID()}`,
      category: "housekeeping",
      photoUrl,
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };

  const shown = await upload(owner.cookie);
  const shownItem = await item(owner.cookie, property, shown);
  const onRequest = await upload(owner.cookie);
  expect(
    (await api("POST", "/api/requests", owner.cookie, { itemId: shownItem, quantity: 1, photoUrl: onRequest })).status,
  ).toBe(201);
  const replaced = await upload(owner.cookie);
  const changed = await item(owner.cookie, property, replaced);
  const replacement = await upload(owner.cookie);
  expect((await api("PUT", `/api/inventory/${changed}`, owner.cookie, { photoUrl: replacement })).status).toBe(200);
  const ofDeletedItem = await upload(owner.cookie);
  const deleted = await item(owner.cookie, property, ofDeletedItem);
  expect((await api("DELETE", `/api/inventory/${deleted}`, owner.cookie)).status).toBeLessThan(300);
  const neverUsed = await upload(owner.cookie);
  // Another account's item naming this photo does not keep it: only its own account sees it.
  await item(other.cookie, otherProperty, neverUsed);

  const name = (url: string) => url.slice("/uploads/".length);
  const stray = `${crypto.randomUUID()}.png`;
  await photos.put(stray, PNG, "image/png");
  await photos.put("notes.txt", Buffer.from("not a photo"), "text/plain");
  const unmeasured = `${crypto.randomUUID()}.png`;
  await photos.put(unmeasured, PNG, "image/png");
  await insertUpload(ctx.database.db, { name: unmeasured, ownerId: owner.id, uploadedBy: owner.id, bytes: 0 });
  await ctx.database.db.update(uploads).set({ bytes: null }).where(eq(uploads.name, unmeasured));
  await item(owner.cookie, property, `/uploads/${unmeasured}`);

  const halfADay = await cleanUpPhotos(ctx.database.db, photos, new Date(Date.now() + 12 * HOUR));
  expect(halfADay).toEqual({ measured: 1, orphans: 0, strays: 0 });
  const [measured] = await ctx.database.db
    .select({ bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.name, unmeasured));
  expect(measured.bytes).toBe(PNG.length);

  const nextDay = await cleanUpPhotos(ctx.database.db, photos, new Date(Date.now() + 25 * HOUR));
  expect(nextDay).toEqual({ measured: 0, orphans: 3, strays: 1 });
  const kept = [shown, onRequest, replacement, `/uploads/${unmeasured}`].map(name);
  const gone = [replaced, ofDeletedItem, neverUsed].map(name);
  const rows = new Set((await ctx.database.db.select({ name: uploads.name }).from(uploads)).map((row) => row.name));
  for (const photo of kept) {
    expect(rows.has(photo)).toBe(true);
    expect(await photos.size(photo)).toBe(PNG.length);
  }
  for (const photo of [...gone, stray]) {
    expect(rows.has(photo)).toBe(false);
    expect(await photos.size(photo)).toBeNull();
  }
  expect(await photos.size("notes.txt")).not.toBeNull();
  const served = await ctx.app.inject({ method: "GET", url: shown, headers: { cookie: owner.cookie } });
  expect(served.statusCode).toBe(200);

  // Nothing is left to do: a second run changes nothing.
  expect(await cleanUpPhotos(ctx.database.db, photos, new Date(Date.now() + 25 * HOUR))).toEqual({
    measured: 0,
    orphans: 0,
    strays: 0,
  });
}
