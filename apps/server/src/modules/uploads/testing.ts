import type { FastifyInstance } from "fastify";

/** A valid 1×1 PNG, for the photo tests. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The body and Content-Type of `POST /api/uploads` with one file, as a browser's FormData sends it. */
export async function photoForm(
  bytes: Buffer,
  filename: string,
  type: string,
): Promise<{ contentType: string; payload: Buffer }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request("http://localhost/api/uploads", { method: "POST", body: form });
  return { contentType: request.headers.get("content-type")!, payload: Buffer.from(await request.arrayBuffer()) };
}

/** `POST /api/uploads` with one file, as `cookie`'s user or, without one, signed out. */
export async function uploadPhoto(
  app: FastifyInstance,
  { bytes, filename, type, cookie }: { bytes: Buffer; filename: string; type: string; cookie?: string },
) {
  const { contentType, payload } = await photoForm(bytes, filename, type);
  return app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: { "content-type": contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
