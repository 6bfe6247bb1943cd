import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItemBodySchema, inventoryItemSchema } from "@stockroom/shared";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { sessions } from "../../db/schema";
import { SESSION_TOUCH_EVERY_MS } from "../../plugins/session";
import { type TestContext, createTestContext } from "../../test/context";
import { createAccount } from "../../test/fixtures";
import { ROUTE_TABLE } from "../../test/security/route-table";
import { SESSIONLESS_ROUTES } from "@stockroom/shared";
import { DOCUMENT_URL, REFERENCE_PREFIX } from "./document";

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  security: unknown[];
}

/**
 * Routes under /api/ the document leaves out, with the reason. The document and the reference are
 * the API's description, not part of it; everything else a module registers must be described.
 */
const UNDOCUMENTED: { reason: string; matches: (route: string) => boolean }[] = [
  { reason: "the document itself", matches: (route) => route === `GET ${DOCUMENT_URL}` },
  {
    reason: "the readable reference and its files",
    matches: (route) => route === `GET ${REFERENCE_PREFIX}` || route.startsWith(`GET ${REFERENCE_PREFIX}/`),
  },
];

/**
 * Public routes that answer no 4xx: nothing they read can be wrong. Every other operation lists at least one
 * (Redocly's operation-4xx-response, which redocly.yaml leaves to this test for these four).
 */
const CANNOT_FAIL = ["GET /api/health", "GET /api/stripe/config", "GET /api/login", "GET /api/logout"];
const ERROR_BODY = { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } };

/** Every route as registered ("METHOD /path"), HEAD aside: Fastify adds one beside each GET. */
const registered = new Set<string>();
const underApi = (route: string) => route.split(" ")[1].startsWith("/api/");
let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    // Every route the server can register, the test hooks and the developer mailbox included.
    env: { TEST_HOOKS: "true", WEB_DIST_DIR: "/nonexistent" },
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== "HEAD") registered.add(`${method} ${route.url}`);
    },
  });
  document = (await ctx.app.inject({ url: DOCUMENT_URL })).json();
}, 60_000);
afterAll(() => ctx.close());

/** Every operation of the document, by its route as registered ("GET /api/inventory/:id"). */
function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ":$1")}`,
      operation,
    ]),
  );
}

/** "GET /api/inventory/:id" -> the document's operation at "/api/inventory/{id}", get. */
function operationOf(route: string): Operation | undefined {
  const [method, url] = route.split(" ") as [string, string];
  return document.paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
}

describe("the OpenAPI document", () => {
  it("is public JSON that clients may cache and revalidate", async () => {
    const response = await ctx.app.inject({ url: DOCUMENT_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await ctx.app.inject({ url: DOCUMENT_URL, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("is the same for every caller: a session is neither read nor refreshed, so no cookie rides it (issue 34)", async () => {
    const account = await createAccount(ctx.app, ctx.database.db);
    const sid = decodeURIComponent(account.cookie.slice("sid=".length)).split(".")[0];
    // Due for a later expiry: any route reading this session would send its cookie again.
    const due = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 - 2 * SESSION_TOUCH_EVERY_MS);
    await ctx.database.db.update(sessions).set({ expire: due }).where(eq(sessions.sid, sid));
    for (const url of [DOCUMENT_URL, `${REFERENCE_PREFIX}/static/index.css`]) {
      const response = await ctx.app.inject({ url, headers: { cookie: account.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toMatch(/^public,/);
      expect(response.headers["set-cookie"], url).toBeUndefined();
    }
    const user = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: account.cookie } });
    expect(user.headers["set-cookie"]).toEqual(expect.stringMatching(/^sid=/));
  });

  it("is OpenAPI 3.1 with paths, components and the session cookie as the default security", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: "Stockroom API", version: expect.any(String) });
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(document.components.securitySchemes).toEqual({ session: { type: "apiKey", in: "cookie", name: "sid" } });
    expect(document.components.schemas.ApiError).toMatchObject({ required: ["message"] });
    expect(document.security).toEqual([{ session: [] }]);
  });

  it("describes every registered route under /api/ except the listed ones, and only registered routes", () => {
    const expected = [...registered].filter(
      (route) => underApi(route) && !UNDOCUMENTED.some((entry) => entry.matches(route)),
    );
    expect(expected.filter((route) => !operationOf(route)).sort()).toEqual([]);
    const described = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(described.filter((route) => !registered.has(route))).toEqual([]);
  });

  it("lists as exceptions only routes that exist", () => {
    for (const entry of UNDOCUMENTED) expect([...registered].some(entry.matches), entry.reason).toBe(true);
  });

  it("takes each route's request and answer from its zod schemas", () => {
    const create = operationOf("POST /api/inventory")!;
    const body = create.requestBody!.content["application/json"].schema;
    expect(Object.keys(body.properties!).sort()).toEqual(Object.keys(createItemBodySchema.shape).sort());
    const answer = create.responses["201"].content!["application/json"].schema;
    expect(Object.keys(answer.properties!).sort()).toEqual(Object.keys(inventoryItemSchema.shape).sort());
    expect(answer.required!.sort()).toEqual(Object.keys(inventoryItemSchema.shape).sort());
    expect(create.responses.default).toEqual({ description: "Any other error, such as a 500", content: ERROR_BODY });
    expect(operationOf("GET /api/inventory/:id/movements")).toMatchObject({
      parameters: expect.arrayContaining([expect.objectContaining({ in: "path", name: "id", required: true })]),
    });
  });

  it("files every operation under the section of the module that registered it", () => {
    expect(operationOf("POST /api/inventory")?.tags).toEqual(["Inventory"]);
    expect(operationOf("POST /api/daily-checks")?.tags).toEqual(["Daily checks"]);
    const untagged = [...registered].filter((route) => operationOf(route) && operationOf(route)!.tags?.length !== 1);
    expect(untagged).toEqual([]);
  });

  it("asks for the session exactly where an anonymous caller is refused with 401", () => {
    const mismatched = Object.entries(ROUTE_TABLE)
      .filter(([route]) => operationOf(route))
      .filter(([route, row]) => (row.expect.anonymous === 401) !== (operationOf(route)!.security === undefined))
      .map(([route]) => route);
    expect(mismatched).toEqual([]);
    expect([...SESSIONLESS_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
  });
});

describe("each operation of the document (issue 35)", () => {
  it("passes Redocly's recommended rules (redocly.yaml) with no error and no warning", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      fs.writeFileSync(file, JSON.stringify(document));
      const root = path.resolve(import.meta.dirname, "../../../../..");
      const redocly = path.join(root, "node_modules/.bin/redocly");
      const lint = spawnSync(redocly, ["lint", file, "--max-problems", "1000"], { cwd: root, encoding: "utf8" });
      // Redocly prints its findings on stderr; they are the failure message.
      expect(lint.status, `${lint.stdout}\n${lint.stderr}`).toBe(0);
      const output = lint.stderr + lint.stdout;
      expect(output).toMatch(/Woohoo! Your API description is valid/);
      expect(output).not.toMatch(/\d+ warnings?\b/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has a unique camelCase operationId, a summary and one section", () => {
    const unnamed = operations()
      .filter(([, operation]) => !/^[a-z][A-Za-z0-9]+$/.test(operation.operationId ?? "") || !operation.summary)
      .map(([route]) => route);
    expect(unnamed).toEqual([]);
    const ids = operations().map(([, operation]) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(operations().filter(([, operation]) => operation.tags?.length !== 1)).toEqual([]);
  });

  it("lists its 4xx answers with the error body, unless it is public and cannot fail", () => {
    const withoutErrors = operations()
      .filter(([, operation]) => !Object.keys(operation.responses).some((status) => status.startsWith("4")))
      .map(([route]) => route);
    expect(withoutErrors.sort()).toEqual([...CANNOT_FAIL].sort());
    for (const route of CANNOT_FAIL) expect(SESSIONLESS_ROUTES.has(route), route).toBe(true);
    for (const [route, operation] of operations()) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (status.startsWith("4")) expect(answer.content, `${route} ${status}`).toEqual(ERROR_BODY);
      }
    }
  });

  it("lists every error status the authorization matrix gets from it", () => {
    const missing = Object.entries(ROUTE_TABLE)
      .filter(([route]) => operationOf(route))
      .flatMap(([route, row]) =>
        [...new Set(Object.values(row.expect))]
          .filter((status) => status >= 400 && !(String(status) in operationOf(route)!.responses))
          .map((status) => `${route} ${status}`),
      );
    expect(missing).toEqual([]);
  });

  it("describes file answers and uploads as binary, and redirects with their Location", () => {
    const pdf = { "application/pdf": { schema: { type: "string", format: "binary" } } };
    expect(operationOf("GET /api/labels.pdf")!.responses["200"].content).toEqual(pdf);
    expect(operationOf("GET /api/purchase-orders/:id/pdf")!.responses["200"].content).toEqual(pdf);
    expect(operationOf("GET /api/items/import-template.csv")!.responses["200"].content).toEqual({
      "text/csv": { schema: { type: "string", format: "binary" } },
    });
    expect(operationOf("GET /uploads/:name")!.responses["200"].content).toHaveProperty(["image/*"]);
    const upload = operationOf("POST /api/uploads")!.requestBody!.content["multipart/form-data"].schema;
    expect(upload).toMatchObject({ required: ["file"], properties: { file: { format: "binary" } } });
    expect(operationOf("GET /api/login")!.responses).toMatchObject({
      302: { headers: { Location: { schema: { const: "/login" } } } },
    });
  });

  it("calls a body required only where the route refuses a request without one", () => {
    // The app reactivates without a body when no payment is to settle; a generated client must allow it.
    expect(operationOf("POST /api/subscription/reactivate")!.requestBody!.required).toBe(false);
    expect(operationOf("POST /api/subscription/cancel-update")!.requestBody!.required).toBe(false);
    expect(operationOf("POST /api/requests")!.requestBody!.required).toBe(true);
  });

  it("names only properties it defines as required", () => {
    const undefinedRequired: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (value === null || typeof value !== "object") return;
      const node = value as JsonSchema & Record<string, unknown>;
      if (Array.isArray(node.required) && node.type === "object")
        for (const name of node.required) if (!node.properties?.[name]) undefinedRequired.push(`${at} ${name}`);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    };
    walk(document.paths, "#/paths");
    expect(undefinedRequired).toEqual([]);
  });

  it("opens with how to authenticate: sign in for the session cookie, send it, same-origin writes", () => {
    const introduction = document.info.description;
    expect(introduction).toContain("`POST /api/auth/login`");
    expect(introduction).toContain("`sid`");
    expect(introduction).toContain("`Origin`");
    expect(introduction).toContain("`Retry-After`");
  });
});

/**
 * docs/api/openapi.json is the document as a default server publishes it (no test hooks): the web app's typed
 * client is generated from it (apps/web/scripts/api-types.mjs), and integrators may read it without running the
 * server. UPDATE_API_SNAPSHOT=1 writes it again after a change to the routes.
 */
describe("the published snapshot, docs/api/openapi.json", () => {
  it("is the document the server serves", async () => {
    const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "/nonexistent", LOG_LEVEL: "silent" });
    const app = await buildApp({
      config,
      db: ctx.database.db,
      sessionSecret: crypto.randomBytes(32).toString("hex"),
      jobs: ctx.jobs,
    });
    try {
      const served = `${JSON.stringify((await app.inject({ url: DOCUMENT_URL })).json(), null, 2)}\n`;
      const snapshot = path.resolve(import.meta.dirname, "../../../../../docs/api/openapi.json");
      if (process.env.UPDATE_API_SNAPSHOT) fs.writeFileSync(snapshot, served);
      const stale = "docs/api/openapi.json differs from the served document: run UPDATE_API_SNAPSHOT=1 on this test";
      expect(fs.readFileSync(snapshot, "utf8"), stale).toBe(served);
    } finally {
      await app.close();
    }
  });
});

describe("the API reference", () => {
  it("is served outside production, under the app's own content security policy", async () => {
    const page = await ctx.app.inject({ url: REFERENCE_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const health = await ctx.app.inject({ url: "/api/health" });
    expect(page.headers["content-security-policy"]).toBe(health.headers["content-security-policy"]);
    const script = await ctx.app.inject({ url: `${REFERENCE_PREFIX}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
  });

  describe("in production", () => {
    const apps: FastifyInstance[] = [];
    afterAll(() => Promise.all(apps.map((app) => app.close())));

    async function productionApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
      const config = loadConfig({
        NODE_ENV: "production",
        APP_ORIGIN: "https://stock.example.com",
        PAYMENTS_PROVIDER: "local",
        WEB_DIST_DIR: "/nonexistent",
        LOG_LEVEL: "silent",
        ...env,
      });
      const app = await buildApp({
        config,
        db: ctx.database.db,
        sessionSecret: crypto.randomBytes(32).toString("hex"),
        jobs: ctx.jobs,
      });
      apps.push(app);
      return app;
    }

    it("is not served unless API_DOCS enables it; the document always is", async () => {
      const app = await productionApp();
      expect((await app.inject({ url: REFERENCE_PREFIX })).statusCode).toBe(404);
      expect((await app.inject({ url: `${REFERENCE_PREFIX}/json` })).statusCode).toBe(404);
      expect((await app.inject({ url: DOCUMENT_URL })).statusCode).toBe(200);
    });

    it("has no test payment: the route answers 404 and the document leaves it out (issue 34)", async () => {
      // The built-in provider takes test cards: outside production this route would answer 200.
      const app = await productionApp();
      const payment = await app.inject({ method: "POST", url: "/api/test-payment", payload: { targetTier: "pro" } });
      expect(payment.statusCode).toBe(404);
      const paths = Object.keys((await app.inject({ url: DOCUMENT_URL })).json<OpenApiDocument>().paths);
      expect(paths).toContain("/api/create-subscription-intent");
      expect(paths).not.toContain("/api/test-payment");
    });

    it("is served when API_DOCS=true", async () => {
      const app = await productionApp({ API_DOCS: "true" });
      expect((await app.inject({ url: REFERENCE_PREFIX })).statusCode).toBe(200);
    });
  });
});
