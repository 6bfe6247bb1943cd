import { STATUS_CODES } from "node:http";
import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { RouteOptions } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { NEXT_CURSOR_HEADER, SESSIONLESS_ROUTES } from "@stockroom/shared";
import { SESSION_COOKIE } from "../../plugins/session";
import { errorAnswersOf } from "./error-answers";
import { INTRODUCTION } from "./introduction";

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

declare module "fastify" {
  interface FastifySchema {
    /** For the API document only: the route's success answer is a file, not JSON. */
    fileAnswer?: DocumentedFile;
    /** For the API document only: the route takes one file as multipart/form-data, in the field `file`. */
    fileUpload?: DocumentedFile;
    /** For the API document only: the route answers a browser navigation with a redirect here. */
    redirectTo?: string;
  }
}

const toJsonSchemas = createJsonSchemaTransform({ skipList: [] });
type RouteTransform = NonNullable<FastifyDynamicSwaggerOptions["transform"]>;
type Transformed = { schema: Record<string, unknown> | undefined; url: string };
type JsonObject = Record<string, unknown>;

/** Where describeRoute leaves an operation's error answers for withErrorAnswers; never in the published document. */
const ERROR_ANSWERS = "x-error-answers";
const BINARY = { type: "string", format: "binary" } as const;
/** Where describeRoute marks a body the route also takes absent; never in the published document. */
const OPTIONAL_BODY = "x-optional-body";

/**
 * One route of the document: its zod schemas as JSON Schema 2020-12 (the same zod schemas the
 * validator and the response serializer compile), its section, its status texts, its error answers,
 * the files it takes or answers, and no session requirement where it answers without one.
 */
const describeRoute: RouteTransform = (input) => {
  const { schema, url } = toJsonSchemas(input) as Transformed;
  if (schema?.hide) return { schema, url };
  const { route } = input;
  // The document-only keys (FastifySchema above) pass through to @fastify/swagger, which ignores them.
  const { querystring, body, fileAnswer, fileUpload, redirectTo } = route.schema ?? {};
  const method = [route.method].flat().find((each) => each !== "HEAD") ?? "GET";
  const section = sections.get(route);
  let response = schema?.response as Record<string, JsonObject> | undefined;
  if (response && isPaged(querystring)) response = withNextCursor(response);
  if (fileAnswer) response = { 200: fileContent(fileAnswer) };
  if (redirectTo) response = { 302: redirect(redirectTo) };
  return {
    url,
    schema: {
      ...schema,
      ...(section ? { tags: [section] } : {}),
      ...(SESSIONLESS_ROUTES.has(`${method} ${url}`) ? { security: [] } : {}),
      ...(response ? { response: withStatusTexts(response) } : {}),
      ...(fileUpload ? multipartBody(fileUpload) : {}),
      [ERROR_ANSWERS]: errorAnswersOf(route, method),
      ...(takesNoBody(body) ? { [OPTIONAL_BODY]: true } : {}),
    },
  };
};

/** A body schema that accepts no body at all: the document must not call the body required. */
function takesNoBody(body: unknown): boolean {
  return body instanceof z.ZodType && body.safeParse(undefined).success;
}

function withStatusTexts(response: Record<string, JsonObject>) {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      { ...schema, "x-response-description": schema.description ?? STATUS_CODES[status] ?? "Success" },
    ]),
  );
}

/** A list answers one page (lib/pagination.ts): its query takes the cursor its answer's header gives. */
function isPaged(querystring: unknown): boolean {
  return querystring instanceof z.ZodObject && "cursor" in querystring.shape;
}

function withNextCursor(response: Record<string, JsonObject>): Record<string, JsonObject> {
  const header = {
    type: "string",
    description: "The cursor of the next page, to send as ?cursor=; absent on the last page",
  };
  return { ...response, 200: { ...response[200], headers: { [NEXT_CURSOR_HEADER]: header } } };
}

/** A file a route takes or answers, for the document: its media type and what it is. */
interface DocumentedFile {
  mediaType: string;
  description: string;
  /** Text fields an upload takes beside the file, by name, with what each holds. */
  fields?: Record<string, string>;
}

function fileContent({ mediaType, description }: DocumentedFile): JsonObject {
  return { description, content: { [mediaType]: { schema: BINARY } } };
}

function redirect(location: string): JsonObject {
  return {
    type: "null",
    description: `Redirects the browser to ${location}`,
    headers: { Location: { type: "string", const: location } },
  };
}

function multipartBody({ mediaType, description, fields = {} }: DocumentedFile): JsonObject {
  const texts = Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [name, { type: "string", description: text }]),
  );
  return {
    consumes: ["multipart/form-data"],
    body: {
      type: "object",
      required: ["file"],
      properties: { file: { ...BINARY, contentMediaType: mediaType, description }, ...texts },
    },
  };
}

const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } };

/**
 * Every operation lists its error answers (error-answers.ts), each in the one error format
 * (plugins/errors.ts); `default` stands for the rest, such as a 500.
 */
const withErrorAnswers: NonNullable<FastifyDynamicSwaggerOptions["transformObject"]> = (input) => {
  const document = "openapiObject" in input ? input.openapiObject : input.swaggerObject;
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path as Record<string, JsonObject>)) {
      const answers = (operation[ERROR_ANSWERS] ?? {}) as Record<string, string>;
      delete operation[ERROR_ANSWERS];
      if (operation[OPTIONAL_BODY]) {
        delete operation[OPTIONAL_BODY];
        operation.requestBody = { ...(operation.requestBody as JsonObject), required: false };
      }
      const errors = Object.entries(answers).map(([status, description]) => [
        status,
        { description, content: errorContent },
      ]);
      operation.responses = {
        ...(operation.responses as JsonObject),
        ...Object.fromEntries(errors),
        default: { description: "Any other error, such as a 500", content: errorContent },
      };
    }
  }
  return exactRecords(document) as typeof document;
};

/**
 * zod writes a record keyed by an enum (every key present) as `propertyNames` + `required`, which names
 * properties the schema never defines; the same object as `properties` says exactly which keys come.
 */
export function exactRecords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(exactRecords);
  if (value === null || typeof value !== "object") return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, exactRecords(child)]));
  const keys = (node.propertyNames as { enum?: unknown } | undefined)?.enum;
  if (!Array.isArray(keys) || node.properties !== undefined || typeof node.additionalProperties !== "object")
    return node;
  const { propertyNames: _names, additionalProperties: each, ...rest } = node;
  return {
    ...rest,
    properties: Object.fromEntries(keys.map((key) => [String(key), each])),
    additionalProperties: false,
  };
}

export const documentOptions: FastifyDynamicSwaggerOptions = {
  mode: "dynamic",
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "Stockroom API",
      version: "1.0.0",
      description: INTRODUCTION,
    },
    // The app's own origin: the document is served by the server it describes.
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
      schemas: { ApiError: ERROR_SCHEMA },
    },
    security: [{ session: [] }],
  },
  transform: describeRoute,
  transformObject: withErrorAnswers,
};
