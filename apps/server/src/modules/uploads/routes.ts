import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PHOTO_UPLOAD } from "@stockroom/shared";
import { AppError } from "../../lib/errors";
import type { Database } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/auth";
import type { PhotoStore } from "./photo-store";
import { IMAGE_TOO_LARGE, readPhoto, storePhoto } from "./service";

const NO_IMAGE = "Please choose an image to upload";
export const UNREADABLE_UPLOAD = "The upload could not be read. Please choose the image again.";
const uploadedSchema = z.object({ url: z.string() });

/**
 * Maps a failure while reading the multipart body to a 4xx. Busboy reports a missing or malformed
 * boundary and a truncated body as plain Errors without a status, which the error handler would
 * answer as 500; only the request's own bytes are read here, so every such failure is the client's.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE).withCause(error);
  }
  // @fastify/multipart's own errors (too many parts, not multipart at all) already carry a 4xx.
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return error;
  return new AppError("BAD_REQUEST", UNREADABLE_UPLOAD).withCause(error);
}

/** Item photos: uploaded by signed-in users, kept in `photos` (disk or bucket), served back within their account. */
export async function uploadsRoutes(app: FastifyInstance, { db, photos }: { db: Database; photos: PhotoStore }) {
  await app.register(multipart, { limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: 0 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Stores one image (multipart field "file"); answers its URL. */
  r.post(
    "/api/uploads",
    {
      preHandler: authenticated,
      schema: {
        operationId: "uploadPhoto",
        summary: "Upload an item photo",
        fileUpload: { mediaType: "image/*", description: "A JPEG, PNG, WebP or GIF image" },
        response: { 201: uploadedSchema },
        errorAnswers: {
          400: "No file, or not an image of a kind the app takes",
          413: "The image is larger than the upload limit",
        },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new AppError("BAD_REQUEST", NO_IMAGE);
        bytes = await file.toBuffer();
      } catch (error) {
        throw uploadError(error);
      }
      return reply.status(201).send({ url: await storePhoto(db, currentUser(request), { photos, bytes }) });
    },
  );

  /** Serves a stored image with headers that keep browsers from treating it as anything else. */
  r.get(
    "/uploads/:name",
    {
      preHandler: authenticated,
      schema: {
        operationId: "getPhoto",
        summary: "Get a stored item photo",
        params: z.object({ name: z.string().max(64) }),
        fileAnswer: { mediaType: "image/*", description: "The image, in the type it was stored as" },
      },
    },
    async (request, reply) => {
      const { bytes, mime } = await readPhoto(db, currentUser(request), { photos, name: request.params.name });
      return reply
        .header("Content-Type", mime)
        .header("Content-Disposition", "inline")
        .header("Content-Security-Policy", "default-src 'none'; sandbox")
        .header("Cache-Control", "private, max-age=31536000, immutable")
        .send(bytes);
    },
  );
}
