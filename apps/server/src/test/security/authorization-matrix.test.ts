import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYWALL_OPEN_ROUTES } from "@stockroom/shared";
import { PRIVATE_NO_STORE } from "../../plugins/cache-policy";
import { tableChecksums } from "../db-checksum";
import { ROUTE_TABLE, type RouteCase } from "./route-table";
import { ACTORS, type ActorName, MARKER, type SignedInActor, type World, buildWorld } from "./world";

/**
 * Every registered route, called by every kind of user (ROUTE_TABLE): the status must be the expected
 * one, a refusal must be in the error format and change nothing in the database, nobody but the owner and
 * the assigned manager may ever receive the owner's data, and every answer keeps the caching rules. The app
 * has a read replica (a second handle on the same database), so writes answer with its cookie too.
 */

const registered = new Set<string>();
let world: World;

beforeAll(async () => {
  world = await buildWorld(
    (route) => {
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD route beside each GET; it runs the same handler.
        if (method !== "HEAD") registered.add(`${method} ${route.url}`);
      }
    },
    { readReplica: true },
  );
}, 120_000);
afterAll(() => world.ctx.close());

let addresses = 0;
/** Each cell comes from its own address, so the per-address rate limits never decide a cell. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

function mayReceiveOwnersData(actor: ActorName, row: RouteCase): boolean {
  return actor === "owner" || actor === "managerAssigned" || (actor === "admin" && row.adminSeesAll === true);
}

/**
 * Issue 34: one Set-Cookie at most; an answer marked public (a shared cache may hand it to anyone) sets
 * none; every other JSON answer, and any answer that sets a cookie, is `private, no-store`.
 */
function expectCachingRules(response: LightMyRequestResponse) {
  const cookies = [response.headers["set-cookie"] ?? []].flat();
  const cacheControl = String(response.headers["cache-control"] ?? "");
  expect(cookies.length, `Set-Cookie: ${cookies.join(" | ")}`).toBeLessThanOrEqual(1);
  if (/\bpublic\b/.test(cacheControl)) {
    expect(cookies, cacheControl).toEqual([]);
  } else if (cookies.length > 0 || String(response.headers["content-type"]).startsWith("application/json")) {
    expect(cacheControl, cookies.join(" | ")).toBe(PRIVATE_NO_STORE);
  }
}

describe("authorization matrix", () => {
  it("has a row for every registered route, and a route for every row", () => {
    expect([...registered].filter((route) => !(route in ROUTE_TABLE)).sort()).toEqual([]);
    expect(Object.keys(ROUTE_TABLE).filter((route) => !registered.has(route))).toEqual([]);
  });

  it("keeps open behind the paywall only routes that exist", () => {
    expect([...PAYWALL_OPEN_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
  });

  describe.each(Object.entries(ROUTE_TABLE))("%s", (route, row) => {
    const [method, path] = route.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];

    it.each(ACTORS)(`${path} as %s`, async (actor) => {
      const { app, database } = world.ctx;
      const request = await row.request(world, actor);
      const expected = row.expect[actor];
      const before = expected >= 400 ? await tableChecksums(database.db) : undefined;
      const cookie = world.cookie(actor);
      const response = await app.inject({
        method,
        url: request.url,
        headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
        remoteAddress: nextAddress(),
        ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      });

      expect(response.statusCode, response.body).toBe(expected);
      if (expected >= 400) {
        expect(response.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
        expect(await tableChecksums(database.db)).toEqual(before);
      }
      if (!mayReceiveOwnersData(actor, row)) expect(response.body).not.toContain(MARKER);

      // Like a browser: a cell that signed the actor in again or out leaves it with a new session.
      if (actor !== "anonymous" && response.cookies.some((c) => c.name === "sid")) await world.signInAgain(actor);
      expectCachingRules(response);
    });
  });

  // The table calls the lists with the target property as a filter; unfiltered, they must still
  // leave out everything of the owner's for anyone else.
  const lists = Object.keys(ROUTE_TABLE)
    .filter((route) => route.startsWith("GET /api/") && !route.includes(":"))
    .map((route) => route.slice("GET ".length));
  it.each(ACTORS.filter((actor) => actor !== "owner" && actor !== "managerAssigned"))(
    "no unfiltered list shows the owner's data to %s",
    async (actor) => {
      await world.pendingRequest();
      for (const url of lists) {
        if (actor === "admin" && ROUTE_TABLE[`GET ${url}`].adminSeesAll) continue;
        const cookie = world.cookie(actor);
        const response = await world.ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
        expect(response.body, url).not.toContain(MARKER);
        if (url === "/api/logout" && cookie) await world.signInAgain(actor as SignedInActor);
      }
    },
  );
});
