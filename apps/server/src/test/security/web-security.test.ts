import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, TEST_CARDS } from "@stockroom/shared";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { type TestContext, createTestContext, sessionCookie } from "../context";
import { FIXTURE_PASSWORD, createAccount } from "../fixtures";
import { tableChecksums } from "../db-checksum";
import { ROUTE_TABLE } from "./route-table";
import { type World, buildWorld } from "./world";

/** Browser-facing defences: CSRF, secure headers, cookies in production and the rate limits. */

let world: World;
beforeAll(async () => {
  world = await buildWorld(() => {});
}, 120_000);
afterAll(() => world.ctx.close());

const stateChanging = Object.keys(ROUTE_TABLE)
  .map((route) => route.split(" ") as ["POST" | "PUT" | "PATCH" | "DELETE" | "GET", string])
  .filter(([method]) => method !== "GET");

describe("CSRF", () => {
  // What a page on another site can make the browser send along with the session cookie.
  const foreign = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: "http://localhost.evil.example" },
    { "sec-fetch-site": "cross-site" },
  ];

  it.each(stateChanging)("refuses %s %s from another site, changing nothing", async (method, path) => {
    const request = await ROUTE_TABLE[`${method} ${path}`].request(world, "owner");
    const before = await tableChecksums(world.ctx.database.db);
    for (const headers of foreign) {
      const response = await world.ctx.app.inject({
        method,
        url: request.url,
        headers: { ...request.headers, ...headers, cookie: world.cookie("owner")! },
        ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.crossOrigin, error: "CROSS_ORIGIN" });
    }
    expect(await tableChecksums(world.ctx.database.db)).toEqual(before);
  });

  it("accepts the same request from the app's own origin", async () => {
    const response = await world.ctx.app.inject({
      method: "PUT",
      url: `/api/inventory/${world.item}`,
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin", cookie: world.cookie("owner")! },
      payload: { minStock: 3 },
    });
    expect(response.statusCode).toBe(200);
  });
});

const DOCUMENTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

describe("secure headers", () => {
  it.each(["/api/health", "/api/auth/user", "/api/nope", "/login"])("%s carries a strict policy", async (url) => {
    const response = await world.ctx.app.inject({ method: "GET", url, headers: { cookie: world.cookie("owner")! } });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(response.headers["content-security-policy"]);
    const directive = (name: string) =>
      csp
        .split(";")
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim();
    expect(directive("script-src")).toBe("script-src 'self'");
    expect(directive("default-src")).toBe("default-src 'self'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    // The whole policy, exactly as docs/security.md ("Headers") states it.
    expect(csp.split(";").map((d) => d.trim())).toEqual(DOCUMENTED_CSP);
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("serves photos so that a browser can only show them as images", async () => {
    const response = await world.ctx.app.inject({
      method: "GET",
      url: world.photoUrl,
      headers: { cookie: world.cookie("owner")! },
    });
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });
});

describe("in production", () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestContext({
      env: {
        NODE_ENV: "production",
        APP_ORIGIN: "https://stockroom.example",
        PAYMENTS_PROVIDER: "local",
        // Asked for, and still refused: production never registers them.
        TEST_HOOKS: "true",
        TRUST_PROXY: "true",
        WEB_DIST_DIR: "/nonexistent",
      },
    });
  });
  afterAll(() => production.close());

  it("sends HSTS and upgrades insecure requests", async () => {
    const response = await production.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(String(response.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("sets the session cookie Secure, HttpOnly and SameSite=Lax, and checks Origin against APP_ORIGIN", async () => {
    const payload = { email: DEMO_CREDENTIALS.owner.email, password: DEMO_CREDENTIALS.owner.password };
    const foreign = await production.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "http://stockroom.example" },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const response = await production.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://stockroom.example", "x-forwarded-proto": "https" },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "sid")).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    });
  });

  it("registers neither the development mailbox, the test hooks nor the test payment", () => {
    for (const [method, url] of [
      ["GET", "/api/dev/outbox"],
      ["POST", "/api/test-hooks/run-scheduled-jobs"],
      ["POST", "/api/test-hooks/end-grace"],
      ["POST", "/api/test-payment"],
    ] as const) {
      expect(production.app.hasRoute({ method, url })).toBe(false);
    }
  });
});

describe("rate limits", () => {
  /** Sends the same request until refused; answers the statuses. */
  async function hammer(times: number, url: string, payload: () => unknown, remoteAddress: string) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      const response = await world.ctx.app.inject({ method: "POST", url, payload: payload() as object, remoteAddress });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ error: "RATE_LIMITED", message: expect.any(String) });
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    return statuses;
  }

  it("password resets: 10 a minute per address", async () => {
    const statuses = await hammer(
      11,
      "/api/auth/reset-password",
      () => ({ token: "guess", newPassword: "Guess2026x" }),
      "203.0.113.1",
    );
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("checkouts: 10 a minute per address", async () => {
    let n = 0;
    const statuses = await hammer(
      11,
      "/api/create-subscription-intent",
      () => ({
        planId: "basic",
        customerInfo: {
          firstName: "Rate",
          lastName: "Limit",
          email: `checkout-${++n}@example.com`,
          password: "Checkout2026",
          confirmPassword: "Checkout2026",
        },
      }),
      "203.0.113.2",
    );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("card confirmations: 30 a minute per address", async () => {
    const card = { number: TEST_CARDS.success, expMonth: 12, expYear: 2099, cvc: "123" };
    const statuses = await hammer(
      31,
      "/api/local-payments/confirm",
      () => ({ clientSecret: "pi_x_secret", card }),
      "203.0.113.3",
    );
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("a refused sign-in after the limit does not sign in even with the right password", async () => {
    const account = await createAccount(world.ctx.app, world.ctx.database.db);
    const wrong = () => ({ email: account.email, password: "Wrong-password-1" });
    await hammer(10, "/api/auth/login", wrong, "203.0.113.4");
    const right = await world.ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.email, password: FIXTURE_PASSWORD },
      remoteAddress: "203.0.113.4",
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MESSAGES.tooManyLoginAttempts);
    expect(right.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });
});

describe("sessions", () => {
  it("sign-out ends the session on the server: the old cookie no longer works", async () => {
    const account = await createAccount(world.ctx.app, world.ctx.database.db);
    await world.ctx.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: account.cookie } });
    const replay = await world.ctx.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: account.cookie },
    });
    expect(replay.statusCode).toBe(401);
  });

  it("a forged or tampered session cookie is ignored", async () => {
    const valid = world.cookie("owner")!;
    for (const cookie of ["sid=forged", `${valid.slice(0, -2)}xx`, "sid=s%3Aabc.def"]) {
      const response = await world.ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
      expect(response.statusCode, cookie).toBe(401);
    }
  });

  it("sign-in gives a fresh session id even to a browser that brought one", async () => {
    const account = await createAccount(world.ctx.app, world.ctx.database.db);
    const response = await world.ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: account.cookie },
      payload: { email: account.email, password: FIXTURE_PASSWORD },
      remoteAddress: "203.0.113.5",
    });
    expect(sessionCookie(response)).not.toBe(account.cookie);
    const old = await world.ctx.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: account.cookie },
    });
    expect(old.statusCode).toBe(401);
  });
});
