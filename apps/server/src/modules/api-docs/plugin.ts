import crypto from "node:crypto";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DOCUMENT_URL, REFERENCE_PREFIX, documentOptions, recordSection } from "./document";

export interface ApiDocsOptions {
  /** Also serve the readable reference at /api/docs (config.apiDocs). */
  reference: boolean;
}

/** Clients may reuse the document for this long; after a deploy the ETag tells them it changed. */
const DOCUMENT_MAX_AGE_S = 300;

/**
 * The published API. Registered before the modules, so @fastify/swagger sees every route they add; it
 * builds the document from their zod schemas once, on the first request for it, not at every start.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance, opts: ApiDocsOptions) => {
  app.addHook("onRoute", function (route) {
    recordSection(route, this.pluginName);
    // The same for every caller, so shared caches may keep it: never about a session (cache-policy.ts).
    if (route.url === DOCUMENT_URL || route.url.startsWith(REFERENCE_PREFIX)) {
      route.config = { ...route.config, publicAnswer: true };
    }
  });
  await app.register(swagger, documentOptions);

  let published: { body: string; etag: string } | undefined;
  app.get(DOCUMENT_URL, { schema: { hide: true } }, (request, reply) => {
    published ??= publish(app.swagger());
    reply.header("cache-control", `public, max-age=${DOCUMENT_MAX_AGE_S}`).header("etag", published.etag);
    if (request.headers["if-none-match"] === published.etag) return reply.status(304).send();
    // Sent as text already JSON: the serializer would write the whole document again on every request.
    return reply.type("application/json; charset=utf-8").send(published.body);
  });

  if (opts.reference) {
    await app.register(swaggerUi, {
      routePrefix: REFERENCE_PREFIX,
      theme: { title: "Stockroom API" },
      uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    });
  }
});

function publish(document: unknown): { body: string; etag: string } {
  const body = JSON.stringify(document);
  return { body, etag: `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}
