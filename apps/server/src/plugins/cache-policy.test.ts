import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRIVATE_NO_STORE, cachePolicyPlugin } from "./cache-policy";

/** Routes answering with each kind of Cache-Control and cookie, behind the cache policy. */
async function appWith(strict: boolean, logged: string[] = []) {
  const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => logged.push(line) } } });
  await app.register(cachePolicyPlugin, { strict });
  const answer = (headers: Record<string, string>) => (_request: unknown, reply: { headers(h: object): unknown }) => {
    reply.headers(headers);
    return { ok: true };
  };
  app.get("/none", answer({}));
  app.get("/revalidated", answer({ "cache-control": "no-cache" }));
  app.get("/public", answer({ "cache-control": "public, max-age=60" }));
  app.get("/private-with-cookie", answer({ "cache-control": "private, max-age=60", "set-cookie": "a=b" }));
  app.get("/public-with-cookie", answer({ "cache-control": "public, max-age=60", "set-cookie": "a=b" }));
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the cache policy", () => {
  it("makes an answer without a policy of its own private, no-store, and keeps the others' own", async () => {
    const app = await appWith(true);
    expect((await app.inject({ url: "/none" })).headers["cache-control"]).toBe(PRIVATE_NO_STORE);
    expect((await app.inject({ url: "/revalidated" })).headers["cache-control"]).toBe("no-cache");
    expect((await app.inject({ url: "/public" })).headers["cache-control"]).toBe("public, max-age=60");
  });

  it("makes an answer that sets a cookie private, no-store", async () => {
    const app = await appWith(true);
    const response = await app.inject({ url: "/private-with-cookie" });
    expect(response.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
    expect(response.headers["set-cookie"]).toBe("a=b");
  });

  it("fails a public answer that sets a cookie in tests, without the cookie", async () => {
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    const app = await appWith(true);
    const response = await app.inject({ url: "/public-with-cookie" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(reported).toHaveBeenCalledWith("GET /public-with-cookie is marked public and sets a cookie");
  });

  it("drops the cookie of a public answer in production, and logs the route", async () => {
    const logged: string[] = [];
    const app = await appWith(false, logged);
    const response = await app.inject({ url: "/public-with-cookie" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(logged.join("")).toContain("GET /public-with-cookie is marked public and sets a cookie");
  });
});
