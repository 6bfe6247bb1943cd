import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, LOGIN_RATE_LIMIT, MESSAGES } from "@stockroom/shared";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { type TestContext, createTestContext } from "../context";
import {
  FORGOT_PASSWORD_LIMIT,
  type ScenarioRequest,
  allowedThenRefused,
  forgotPasswordsInTurn,
  signInGuessesInTurn,
  tally,
} from "../rate-limits";
import { TEST_REDIS_URL, UNREACHABLE_REDIS_URL, redisAvailable, uniqueKeyPrefix } from "../redis";
import { skipWithout } from "../skips";

/**
 * Issue 16.9: with REDIS_URL every rate limit counts in Redis, so two instances allow the limit once
 * between them, not once each. Two apps in this process stand in for two instances (the cluster test
 * does it with two server processes); without Redis the limits keep holding per instance.
 */

const available = await redisAvailable();
const { max } = LOGIN_RATE_LIMIT;
const post = (ctx: TestContext, url: string, payload: object, address: string) =>
  ctx.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": address } });

describe.skipIf(skipWithout({ redis: available }))("two instances sharing REDIS_URL", () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueKeyPrefix(), TRUST_PROXY: "true" };
    [a, b] = await Promise.all([createTestContext({ env }), createTestContext({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });
  const instances = () => [a, b];
  const alternating = (i: number, { url, body, address }: ScenarioRequest) =>
    post(instances()[i % 2], url, body, address).then((response) => response.statusCode);

  it("100 parallel wrong passwords on one email, from 100 addresses, split over both: only the limit is checked", async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(
          instances()[i % 2],
          "/api/auth/login",
          { email: DEMO_CREDENTIALS.owner.email, password: `Wrong-${i}` },
          `198.51.100.${i + 1}`,
        ),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: max, 429: 100 - max });
    const right = await post(b, "/api/auth/login", DEMO_CREDENTIALS.owner, "198.51.100.200");
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts, error: "RATE_LIMITED" });
  });

  it("sign-in guesses from one address on different emails, alternating between the instances", async () => {
    expect(await signInGuessesInTurn(alternating)).toEqual(allowedThenRefused(max, 401));
  });

  it("forgot-password (5 a minute per address) allows 5 requests between both instances, not 5 each", async () => {
    expect(await forgotPasswordsInTurn(alternating)).toEqual(allowedThenRefused(FORGOT_PASSWORD_LIMIT, 200));
    const refused = await post(a, "/api/auth/forgot-password", { email: "y@example.com" }, "203.0.113.8");
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyResetRequests, error: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("two instances without REDIS_URL", () => {
  it("count alone: each allows the limit", async () => {
    const env = { TRUST_PROXY: "true" };
    const [a, b] = await Promise.all([
      createTestContext({ env, seed: false }),
      createTestContext({ env, seed: false }),
    ]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * FORGOT_PASSWORD_LIMIT; i++) {
        const response = await post(
          [a, b][i % 2],
          "/api/auth/forgot-password",
          { email: `x${i}@example.com` },
          "203.0.113.9",
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual(Array(2 * FORGOT_PASSWORD_LIMIT).fill(200));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("with REDIS_URL pointing at a Redis that is down", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { REDIS_URL: UNREACHABLE_REDIS_URL, TRUST_PROXY: "true" } });
  });
  afterAll(() => ctx.close());

  it("starts, signs in, and still refuses guesses past the limit (counted by this instance): no 500, no lock-out", async () => {
    const signedIn = await post(ctx, "/api/auth/login", DEMO_CREDENTIALS.manager, "192.0.2.1");
    expect(signedIn.statusCode).toBe(200);

    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(ctx, "/api/auth/login", { email: DEMO_CREDENTIALS.owner.email, password: `Wrong-${i}` }, "192.0.2.2"),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: max, 429: 30 - max });
    expect((await post(ctx, "/api/auth/login", DEMO_CREDENTIALS.owner, "192.0.2.3")).statusCode).toBe(429);
    expect((await post(ctx, "/api/auth/login", DEMO_CREDENTIALS.admin, "192.0.2.4")).statusCode).toBe(200);

    const forgot = await post(ctx, "/api/auth/forgot-password", { email: "z@example.com" }, "192.0.2.5");
    expect(forgot.statusCode).toBe(200);
  });
});
