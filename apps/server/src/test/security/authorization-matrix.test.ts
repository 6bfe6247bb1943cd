import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYWALL_OPEN_ROUTES } from "@stockroom/shared";
import { tableChecksums } from "../db-checksum";
import { ROUTE_TABLE, type RouteCase } from "./route-table";
import { ACTORS, type ActorName, MARKER, type SignedInActor, type World, buildWorld } from "./world";

/**
 * Every registered route, called by every kind of user (ROUTE_TABLE): the status must be the expected
 * one, a refusal must be in the error format and change nothing in the database, and nobody but the
 * owner and the assigned manager may ever receive the owner's data.
 */

const registered = new Set<string>();
let world: World;

beforeAll(async () => {
  world = await buildWorld((route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside each GET; it runs the same handler.
      if (method !== "HEAD") registered.add(`${method} ${route.url}`);
    }
  });
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
