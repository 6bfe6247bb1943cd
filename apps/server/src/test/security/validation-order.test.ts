import type { FastifySchema } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { MESSAGES } from "@stockroom/shared";
import { tableChecksums } from "../db-checksum";
import { type CellRequest, ROUTE_TABLE } from "./route-table";
import { type ActorName, useWorldWithSchemas } from "./world";

/**
 * Issue 34: a body or query is validated only after authentication and authorization. On every guarded
 * route with a body or query schema, one request its schema refuses gets a 400 with field messages from a
 * caller the route admits, and from the signed-out caller and every refused role the matrix's own 401 or
 * 403 with no field in it: a caller without the rights learns nothing about the route's fields.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const { world, schemas } = useWorldWithSchemas();
afterAll(() => world.ctx.close());

/** Callers whose 401 or 403 a guard gives; the past-due ones meet the paywall's 402 before any guard. */
const REFUSED_CANDIDATES: ActorName[] = ["anonymous", "owner", "managerAssigned", "managerUnassigned", "demo", "admin"];
/** Who gets the field messages: the first of these the route admits. */
const ADMITTED_CANDIDATES: ActorName[] = ["owner", "admin", "demo", "managerAssigned"];
const REFUSALS = new Set([401, 402, 403]);

/**
 * 403s of the matrix that depend on what the request asks, so the service gives them once the request is
 * read; the role alone admits the caller to the route.
 */
const REFUSED_BY_CONTENT: Record<string, ActorName[]> = {
  // Managers mark deliveries received through this route; only approving and declining are the owner's.
  "PUT /api/requests/:id/status": ["managerAssigned", "managerUnassigned"],
  // A demo account adds its properties free, never through this payment.
  "POST /api/additional-property/confirm-payment": ["demo"],
};

let addresses = 0;
/** Each request from its own address, so no rate limit decides an answer. */
function nextAddress(): string {
  addresses += 1;
  return `10.34.${(addresses >> 8) & 255}.${addresses & 255}`;
}

function send(method: Method, request: CellRequest, actor: ActorName) {
  const cookie = world.cookie(actor);
  return world.ctx.app.inject({
    method,
    url: request.url,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
}

const refuses = (schema: ZodType, value: unknown) => !schema.safeParse(value).success;

/** The valid body with one field made an object, or an array where an object belongs. */
function invalidBody(valid: unknown, schema: ZodType): unknown {
  const fields = valid && typeof valid === "object" ? Object.keys(valid) : [];
  const candidates = [...fields.map((key) => ({ ...(valid as object), [key]: { not: "this" } })), []];
  const found = candidates.find((body) => refuses(schema, body));
  if (found === undefined) throw new Error("no invalid body found");
  return found;
}

const BAD_QUERY_VALUES = ["not-a-value", "-1", "1e3"];

/** The valid URL with one query parameter given a value the schema refuses. */
function invalidQuery(url: string, schema: ZodType): string {
  const [path, search = ""] = url.split("?");
  const valid = Object.fromEntries(new URLSearchParams(search));
  const shape = "shape" in schema ? Object.keys(schema.shape as object) : [];
  for (const key of [...shape, ...Object.keys(valid), "propertyId", "limit"]) {
    const value = BAD_QUERY_VALUES.find((bad) => refuses(schema, { ...valid, [key]: bad }));
    if (value !== undefined) return `${path}?${new URLSearchParams({ ...valid, [key]: value }).toString()}`;
  }
  throw new Error(`no invalid query found for ${url}`);
}

function invalidRequest(valid: CellRequest, schema: FastifySchema): CellRequest {
  if (schema.body) return { url: valid.url, payload: invalidBody(valid.payload, schema.body as ZodType) };
  return { url: invalidQuery(valid.url, schema.querystring as ZodType) };
}

const guarded = Object.entries(ROUTE_TABLE).filter(([, row]) => row.expect.anonymous === 401);

describe("validation after authentication and authorization", () => {
  it("covers the guarded routes", () => {
    expect(guarded.length).toBeGreaterThan(60);
  });

  it("keeps the order of refusals, on the demo aliases and on HEAD routes too", async () => {
    const invalid: CellRequest = { url: "/api/demo/properties", payload: { name: 5 } };
    const foreign = await send("POST", { ...invalid, headers: { origin: "https://evil.example" } }, "anonymous");
    expect(foreign.json()).toEqual({ message: MESSAGES.crossOrigin, error: "CROSS_ORIGIN" });
    expect((await send("POST", invalid, "anonymous")).json()).toEqual({
      message: MESSAGES.unauthorized,
      error: "UNAUTHORIZED",
    });
    // The paywall comes before the role, as before.
    expect((await send("POST", invalid, "dueManager")).statusCode).toBe(402);
    expect((await send("POST", invalid, "managerAssigned")).json()).toEqual({
      message: MESSAGES.forbidden,
      error: "FORBIDDEN",
    });
    const owner = await send("POST", invalid, "owner");
    expect(owner.statusCode).toBe(400);
    expect(owner.json().fields).toHaveProperty("name");
    const head = await world.ctx.app.inject({ method: "HEAD", url: "/api/demo/inventory?limit=0" });
    expect(head.statusCode).toBe(401);
  });

  describe.each(guarded.map(([route]) => route))("%s", (route) => {
    it("answers callers without a session or the role before reading their fields", async ({ skip }) => {
      const [method] = route.split(" ") as [Method];
      const schema = schemas.get(route);
      if (!schema?.body && !schema?.querystring) skip("no body or query schema");
      const row = ROUTE_TABLE[route];
      const admitted = ADMITTED_CANDIDATES.find((actor) => !REFUSALS.has(row.expect[actor]))!;
      const request = invalidRequest(await row.request(world, admitted), schema!);
      const before = await tableChecksums(world.ctx.database.db);

      const checked = await send(method, request, admitted);
      expect(checked.statusCode, `${admitted}: ${checked.body}`).toBe(400);
      expect(checked.json().fields, admitted).toBeDefined();

      const refused = REFUSED_CANDIDATES.filter(
        (actor) => [401, 403].includes(row.expect[actor]) && !REFUSED_BY_CONTENT[route]?.includes(actor),
      );
      for (const actor of refused) {
        const response = await send(method, request, actor);
        expect(response.statusCode, `${actor}: ${response.body}`).toBe(row.expect[actor]);
        expect(Object.keys(response.json()).sort(), actor).toEqual(["error", "message"]);
      }
      expect(await tableChecksums(world.ctx.database.db)).toEqual(before);
    });
  });
});
