import { STATUS_CODES } from "node:http";
import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { RouteOptions } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { NEXT_CURSOR_HEADER, SESSIONLESS_ROUTES } from "@stockroom/shared";
import { SESSION_COOKIE } from "../../plugins/session";

export const DOCUMENT_URL = "/api/openapi.json";
export const REFERENCE_PREFIX = "/api/docs";

/** The JSON Schema of ApiErrorBody (@stockroom/shared), the body of every answer of 400 and above. */
const ERROR_SCHEMA = {
  type: "object",
  required: ["message"] as string[],
  properties: {
    message: { type: "string", description: "Shown to the user as it is" },
    error: { type: "string", description: "Machine code, e.g. VALIDATION_ERROR, NOT_FOUND, PAYMENT_REQUIRED" },
    fields: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "Validation errors: the message of each invalid input, by its path",
    },
  },
  additionalProperties: true,
} as const;

const sections = new WeakMap<RouteOptions, string>();

/**
 * Files a route under the section of the route plugin that registered it ("dailyChecksRoutes" is
 * "Daily checks"), so a new module's routes get their section without a table to keep up to date.
 * Called from onRoute, where `pluginName` names the registering plugin first.
 */
export function recordSection(route: RouteOptions, pluginName: string): void {
  const plugin = /^([a-z][A-Za-z]*)Routes$/.exec(pluginName.split(" -> ")[0] ?? "")?.[1];
  if (!plugin) return;
  const words = plugin.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  sections.set(route, words.charAt(0).toUpperCase() + words.slice(1));
}

const toJsonSchemas = createJsonSchemaTransform({ skipList: [] });
type RouteTransform = NonNullable<FastifyDynamicSwaggerOptions["transform"]>;
type Transformed = { schema: Record<string, unknown> | undefined; url: string };

/**
 * One route of the document: its zod schemas as JSON Schema 2020-12 (the same zod schemas the
 * validator and the response serializer compile), its section, its status texts, and no session
 * requirement where it answers without one.
 */
const describeRoute: RouteTransform = (input) => {
  const { schema, url } = toJsonSchemas(input) as Transformed;
  if (schema?.hide) return { schema, url };
  const methods = [input.route.method].flat();
  const section = sections.get(input.route);
  const response = schema?.response as Record<string, Record<string, unknown>> | undefined;
  return {
    url,
    schema: {
      ...schema,
      ...(section ? { tags: [section] } : {}),
      ...(methods.some((method) => SESSIONLESS_ROUTES.has(`${method} ${url}`)) ? { security: [] } : {}),
      ...(response ? { response: withStatusTexts(response) } : {}),
    },
  };
};

function withStatusTexts(response: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      { ...schema, "x-response-description": STATUS_CODES[status] ?? "Success" },
    ]),
  );
}

/** Every operation may also answer an error in the one error format (plugins/errors.ts). */
const withErrorAnswers: NonNullable<FastifyDynamicSwaggerOptions["transformObject"]> = (input) => {
  const document = "openapiObject" in input ? input.openapiObject : input.swaggerObject;
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path as Record<string, { responses?: Record<string, unknown> }>)) {
      operation.responses = {
        ...operation.responses,
        default: {
          description: "Error",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
        },
      };
    }
  }
  return document;
};

export const documentOptions: FastifyDynamicSwaggerOptions = {
  mode: "dynamic",
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "Stockroom API",
      version: "1.0.0",
      description:
        "The API of the Stockroom web app. Sign in with POST /api/auth/login: the answer sets the session " +
        "cookie that every other operation needs unless it says otherwise. Errors answer " +
        `{ message, error, fields? }. A list answers one page; the cursor of the next one comes in the ` +
        `${NEXT_CURSOR_HEADER} header, to send back as ?cursor=.`,
    },
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
      schemas: { ApiError: ERROR_SCHEMA },
    },
    security: [{ session: [] }],
  },
  transform: describeRoute,
  transformObject: withErrorAnswers,
};
