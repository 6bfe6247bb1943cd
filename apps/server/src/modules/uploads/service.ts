import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { PHOTO_UPLOAD, can, effectiveTier, photoStorageFullMessage, photoStorageQuota } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { tenantOf } from "../access/scope";
import type { PublicUser } from "../users/repo";
import type { PhotoStore } from "./photo-store";
import { deleteUpload, hasUpload, insertUpload, lockPhotoStorage } from "./repo";

const EXTENSION_BY_MIME: Record<(typeof PHOTO_UPLOAD.mimeTypes)[number], string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};
const MIME_BY_EXTENSION = Object.fromEntries(Object.entries(EXTENSION_BY_MIME).map(([mime, ext]) => [ext, mime]));

/** The content type of a stored photo, by the extension storePhoto gave its name. */
export function photoMime(name: string): string {
  return MIME_BY_EXTENSION[name.split(".")[1]];
}

/** Stored names: a random id and an extension we chose, so a name never comes from the client. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

export const UNSUPPORTED_IMAGE = "Only JPEG, PNG, WebP or GIF images are allowed";
export const IMAGE_TOO_LARGE = `Image must be ${PHOTO_UPLOAD.maxBytes / (1024 * 1024)} MB or smaller`;

/**
 * Stores an uploaded photo in `photos` after checking what it is by its bytes, never by the name or the
 * declared type (so an SVG or HTML file renamed .png is refused). It belongs to the uploader's account and
 * counts against its photo storage (issue 34): the row is written first, under the account's lock, so two
 * uploads that together pass the quota cannot both be let in; a store that then fails takes the row back.
 * Returns the URL to serve it from.
 */
export async function storePhoto(
  db: Database,
  user: PublicUser,
  { photos, bytes }: { photos: PhotoStore; bytes: Buffer },
): Promise<string> {
  if (bytes.length > PHOTO_UPLOAD.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE);
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected && EXTENSION_BY_MIME[detected.mime as keyof typeof EXTENSION_BY_MIME];
  if (!ext) throw new AppError("BAD_REQUEST", UNSUPPORTED_IMAGE);
  const name = `${crypto.randomUUID()}.${ext}`;
  const ownerId = tenantOf(user);
  await db.transaction(async (tx) => {
    const storage = await lockPhotoStorage(tx, ownerId);
    if (!storage) throw notFound("Account");
    const quota = photoStorageQuota(effectiveTier(storage));
    if (!can(user.role, "planLimits.bypass") && storage.usedBytes + bytes.length > quota) {
      throw new AppError("PAYLOAD_TOO_LARGE", photoStorageFullMessage(quota), {
        currentUsage: storage.usedBytes,
        maxAllowed: quota,
      });
    }
    await insertUpload(tx, { name, ownerId, uploadedBy: user.id, bytes: bytes.length });
  });
  try {
    await photos.put(name, bytes, detected.mime);
  } catch (error) {
    await deleteUpload(db, { ownerId, name });
    throw error;
  }
  return `/uploads/${name}`;
}

/**
 * The bytes and content type of a stored photo of the user's account, or 404: another account's photo
 * is indistinguishable from a missing one. A store that fails (object storage unreachable) is a 500, not a 404.
 */
export async function readPhoto(
  db: Database,
  user: PublicUser,
  { photos, name }: { photos: PhotoStore; name: string },
): Promise<{ bytes: Buffer; mime: string }> {
  if (!STORED_NAME.test(name) || !(await hasUpload(db, { ownerId: tenantOf(user), name }))) {
    throw notFound("Image");
  }
  const bytes = await photos.get(name);
  if (!bytes) throw notFound("Image");
  return { bytes, mime: photoMime(name) };
}
