import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ResponseContractError, createResponseSerializerCompiler, responseJsonSchema } from "./response-schema";

const answer = z.object({
  id: z.number().int(),
  at: z.date(),
  createdAt: z.iso.datetime(),
  note: z.string().nullable(),
  person: z.object({ firstName: z.string().nullable() }).nullable(),
  status: z.enum(["pending", "approved"]),
  counts: z.record(z.enum(["pending", "approved"]), z.number().int()),
  byProperty: z.record(z.string(), z.object({ current: z.number().int() })),
  items: z.array(z.object({ id: z.number().int() })).optional(),
  view: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("overview"), total: z.number() }),
    z.object({ kind: z.literal("detail"), name: z.string() }),
  ]),
});
type Answer = z.output<typeof answer>;

const valid: Answer = {
  id: 7,
  at: new Date("2026-01-02T03:04:05.678Z"),
  createdAt: "2026-01-02T03:04:05.678Z",
  note: null,
  person: null,
  status: "pending",
  counts: { pending: 1, approved: 2 },
  byProperty: { "3": { current: 1 } },
  view: { kind: "detail", name: "Harbor View" },
};

function compile(checkContract: boolean) {
  const route = { schema: answer, method: "GET", url: "/api/example", httpStatus: "200" };
  return createResponseSerializerCompiler({ checkContract })(route);
}

describe("response serializer", () => {
  it("writes dates as ISO strings, nulls, records and union branches, and leaves out undeclared fields", () => {
    const written = compile(true)({ ...valid, passwordHash: "secret", person: { firstName: "Ann", email: "a@b.c" } });
    expect(JSON.parse(written)).toEqual({
      ...valid,
      at: "2026-01-02T03:04:05.678Z",
      person: { firstName: "Ann" },
    });
  });

  it("describes nullable fields with one nullable schema rather than an anyOf", () => {
    const properties = (responseJsonSchema(answer) as { properties: Record<string, Record<string, unknown>> })
      .properties;
    expect(properties.person).toMatchObject({ type: "object", nullable: true });
    expect(properties.person.anyOf).toBeUndefined();
    expect(properties.view.anyOf).toHaveLength(2);
  });

  it.each([
    ["a null where a string is declared", { note: undefined }],
    ["a fraction where a whole number is declared", { id: 1.5 }],
    ["a value outside an enum", { status: "lost" }],
    ["a missing record key", { counts: { pending: 1 } }],
    ["a timestamp that is not ISO", { createdAt: "2026-01-02 03:04:05+00" }],
    ["the wrong union branch", { view: { kind: "overview", name: "x" } }],
  ])("refuses %s when answers are checked", (_label, change) => {
    expect(() => compile(true)({ ...valid, ...change })).toThrow(ResponseContractError);
  });

  it("trusts its input when answers are not checked, which is why the tests check them", () => {
    expect(JSON.parse(compile(false)({ ...valid, id: 1.5, status: "lost" }))).toMatchObject({ id: 1, status: "lost" });
  });

  it("refuses, when the route is registered, a schema JSON cannot carry", () => {
    const route = { schema: z.object({ big: z.bigint() }), method: "GET", url: "/api/x", httpStatus: "200" };
    expect(() =>
      createResponseSerializerCompiler({ checkContract: false })(route as FastifyRouteSchemaDef<z.ZodType>),
    ).toThrow(/bigint/);
  });
});
