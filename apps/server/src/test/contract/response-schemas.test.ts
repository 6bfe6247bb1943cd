import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, createTestContext } from "../context";
import { ROUTES_WITHOUT_RESPONSE_SCHEMA } from "./routes-without-response-schema";

/**
 * Every API route declares the shape of its success answers (issue 18.3): the compiled serializer
 * writes only declared fields, and in tests every answer is checked against its schema.
 */

const declared = new Map<string, string[]>();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    // Every route the server can register, the test hooks and the developer mailbox included.
    env: { TEST_HOOKS: "true", WEB_DIST_DIR: "/nonexistent" },
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route beside each GET, with the same schemas.
        if (method === "HEAD" || !route.url.startsWith("/api/")) continue;
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        declared.set(`${method} ${route.url}`, Object.keys(response));
      }
    },
  });
}, 60_000);
afterAll(() => ctx.close());

describe("response schemas", () => {
  it("are declared for a success status by every route under /api/, except the listed ones", () => {
    const missing = [...declared]
      .filter(
        ([route, statuses]) => !statuses.some((s) => s.startsWith("2")) && !(route in ROUTES_WITHOUT_RESPONSE_SCHEMA),
      )
      .map(([route]) => route);
    expect(missing).toEqual([]);
  });

  it("lists as exceptions only routes that exist and still declare none", () => {
    const stale = Object.keys(ROUTES_WITHOUT_RESPONSE_SCHEMA).filter(
      (route) => !declared.has(route) || declared.get(route)!.length > 0,
    );
    expect(stale).toEqual([]);
  });
});
