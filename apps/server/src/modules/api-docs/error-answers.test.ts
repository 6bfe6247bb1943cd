import Fastify, { type RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allow, authenticated } from "../../plugins/auth";
import { rateLimitBy } from "../../plugins/security";
import { errorAnswersOf } from "./error-answers";

const handler: RouteOptions["handler"] = () => ({});
const route = (options: Omit<RouteOptions, "handler">): RouteOptions => ({ ...options, handler });
const statuses = (options: Omit<RouteOptions, "handler">) =>
  Object.keys(errorAnswersOf(route(options), [options.method].flat()[0])).map(Number);

describe("the error answers the document derives for a route", () => {
  it("an owner's change of a named row: invalid input, no session, the paywall, the role, the Origin check, not found", () => {
    const answers = errorAnswersOf(
      route({
        method: "PUT",
        url: "/api/properties/:id",
        onRequest: [allow("properties.manage")],
        schema: { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }) },
      }),
      "PUT",
    );
    expect(Object.keys(answers).map(Number)).toEqual([400, 401, 402, 403, 404]);
    // One 403 for two reasons: both are said.
    expect(answers[403]).toBe("The user's role may not do this. A write sent from another site (the Origin check).");
  });

  it("a public write with a rate limit: no session, paywall or role answers, and a 429", () => {
    const limit = rateLimitBy(Fastify(), { max: 1, windowMs: 1000, message: "Too many", keys: [() => "k"] });
    expect(
      statuses({ method: "POST", url: "/api/auth/login", preHandler: limit, schema: { body: z.object({}) } }),
    ).toEqual([400, 403, 429]);
  });

  it("a read every role may make, open behind the paywall, without input: only the 401", () => {
    expect(statuses({ method: "GET", url: "/api/payment/status", preHandler: authenticated })).toEqual([401]);
  });

  it("a guard every role passes answers no 403; a property named in the query may be another's: 404", () => {
    const query = z.object({ propertyId: z.string() });
    const onRequest = [allow("requests.submit")];
    expect(
      statuses({ method: "GET", url: "/api/reorder-suggestions", onRequest, schema: { querystring: query } }),
    ).toEqual([400, 401, 402, 404]);
  });

  it("adds what the route declares, beside what it derives for the same status", () => {
    const answers = errorAnswersOf(
      route({
        method: "POST",
        url: "/api/suppliers",
        preHandler: allow("suppliers.manage"),
        schema: { body: z.object({}), errorAnswers: { 409: "The name is taken", 400: "Not that one" } },
      }),
      "POST",
    );
    expect(answers[409]).toBe("The name is taken.");
    expect(answers[400]).toBe("A parameter or field is invalid; `fields` gives the message of each. Not that one.");
  });
});
