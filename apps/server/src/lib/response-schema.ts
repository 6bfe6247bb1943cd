import type { FastifyInstance, FastifySerializerCompiler } from "fastify";
import fastJson, { type Schema } from "fast-json-stringify";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema fast-json-stringify compiles for a route's zod response schema. Zod describes what
 * the handler returns (io "output"); a Date becomes an ISO date-time string, and `X | null` becomes
 * `X` with `nullable`, which fast-json-stringify writes with one null check instead of trying each
 * branch of an anyOf against a validator. A zod type JSON cannot carry (bigint, map, a transform) is
 * refused when the route is registered rather than written as something else.
 */
export function responseJsonSchema(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-07",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const type = zodSchema._zod.def.type;
      if (type === "date") Object.assign(jsonSchema, { type: "string", format: "date-time" });
      else if (Object.keys(jsonSchema).length === 0 && type !== "any" && type !== "unknown")
        throw new Error(`a response schema cannot describe zod type ${type} in JSON`);
    },
  }) as JsonSchema;
  delete json.$schema;
  return forSerializer(json) as Schema;
}

/**
 * At any depth: `anyOf: [X, { type: "null" }]` (either order) becomes X with `nullable: true`, and a
 * discriminated union's `oneOf` becomes `anyOf`, so the first matching branch writes the value.
 */
function forSerializer(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forSerializer);
  if (value === null || typeof value !== "object") return value;
  const node = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key === "oneOf" ? "anyOf" : key, forSerializer(child)]),
  );
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullIndex = branches.findIndex((branch: JsonSchema) => branch.type === "null");
  const other = branches[1 - nullIndex] as JsonSchema | undefined;
  if (nullIndex === -1 || !other || other.anyOf !== undefined || other.type === undefined) return node;
  const { anyOf: _anyOf, ...rest } = node;
  return { ...rest, ...other, nullable: true };
}

/** A response that does not match its route's declared schema (thrown only where answers are checked). */
export class ResponseContractError extends Error {
  constructor(route: string, status: string | number, issues: string) {
    super(`${route} answered ${status} outside its response schema:\n${issues}`);
    this.name = "ResponseContractError";
  }
}

export interface ResponseSerializerOptions {
  /**
   * Also parse every answer with its zod schema and throw on a mismatch. fast-json-stringify trusts
   * its input (a null string becomes "", a fraction is truncated for an integer, a const is written
   * whatever the value), so the API tests turn this on and every answer they get is a checked contract.
   */
  checkContract: boolean;
}

/**
 * Fastify's serializer compiler for routes that declare `schema.response` with zod schemas: each
 * status's schema is compiled once by fast-json-stringify, which writes only the declared fields.
 * The zod type provider still types the handler's return value from the same schema.
 */
export function createResponseSerializerCompiler({
  checkContract,
}: ResponseSerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    const stringify = fastJson(responseJsonSchema(schema));
    if (!checkContract) return stringify;
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        const error = new ResponseContractError(
          `${method} ${url}`,
          httpStatus ?? "default",
          z.prettifyError(result.error),
        );
        // The error handler answers a bare 500 and the test logger is silent: say here what broke the contract.
        console.error(error.message);
        throw error;
      }
      return stringify(data);
    };
  };
}

/**
 * Where answers are checked: a route that declares response schemas must declare one for every
 * success status it answers. Fastify writes a status without a schema with JSON.stringify, so a
 * handler answering 201 under a schema declared for 200 would otherwise skip the contract silently.
 */
export function requireSchemaForEverySuccess(app: FastifyInstance): void {
  app.addHook("preSerialization", async (request, reply, payload) => {
    const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const status = String(reply.statusCode);
    if (!declared || !status.startsWith("2")) return payload;
    if (status in declared || `2xx` in declared || "default" in declared) return payload;
    const error = new ResponseContractError(`${request.method} ${request.routeOptions.url}`, status, "no schema");
    console.error(error.message);
    throw error;
  });
}
