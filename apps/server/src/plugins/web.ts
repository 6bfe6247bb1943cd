import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Serves the built SPA: hashed assets cached for a year, index.html revalidated every time. */
export const webPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/", (_request, reply) => sendIndex(reply));
});

/** True when a request should get the SPA's index.html rather than a JSON 404. */
export function wantsSpa(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.url.startsWith("/api/") &&
    request.url !== "/api" &&
    (request.headers.accept ?? "").includes("text/html")
  );
}

export function sendIndex(reply: FastifyReply) {
  reply.header("Cache-Control", "no-cache");
  return reply.sendFile("index.html");
}

export function hasBuiltWeb(root: string): boolean {
  return fs.existsSync(path.join(root, "index.html"));
}
