import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGIN_RATE_LIMIT, MESSAGES } from "@stockroom/shared";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { MemoryAttemptStore } from "../../plugins/rate-limit-store";
import { tally } from "../rate-limits";
import { useTestContext } from "../suite";

/**
 * Issue 16.1: the sign-in limit holds under parallel requests. Each attempt is reserved before the
 * password is verified, so a burst can never have more than the limit evaluated: only a verified attempt
 * can answer 401, every other one is refused with 429 before any password work.
 */

const { owner, manager, admin } = DEMO_CREDENTIALS;
const { max, windowMs } = LOGIN_RATE_LIMIT;
// X-Forwarded-For gives each request its own client address, as behind a proxy.
const { ctx } = useTestContext({ env: { TRUST_PROXY: "true" } });

afterEach(() => {
  vi.useRealTimers();
});

const login = (email: string, password: string, address: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: { "x-forwarded-for": address },
  });

describe("sign-in limit under parallel requests", () => {
  it("199 parallel wrong passwords and then the right one from one address: only the limit is evaluated, no session", async () => {
    const responses = await Promise.all([
      ...Array.from({ length: 199 }, (_, i) => login(owner.email, `Wrong-password-${i}`, "198.51.100.1")),
      login(owner.email, owner.password, "198.51.100.1"),
    ]);
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: max, 429: 200 - max });
    const right = responses[199];
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts, error: "RATE_LIMITED" });
    expect(right.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("100 parallel guesses from one address on different emails: at most the limit evaluated; the right password waits for the window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const address = "198.51.100.2";
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(`guess-${i}@example.com`, "Wrong-password-1", address)),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: max, 429: 100 - max });
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts, error: "RATE_LIMITED" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }

    vi.setSystemTime(Date.now() + windowMs - 1000);
    expect((await login(manager.email, manager.password, address)).statusCode).toBe(429);

    vi.setSystemTime(Date.now() + 1001);
    const after = await login(manager.email, manager.password, address);
    expect(after.statusCode).toBe(200);
    expect(after.cookies.find((c) => c.name === "sid")).toBeDefined();
  });

  it("100 parallel guesses on one email from 100 addresses: the per-email limit holds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(admin.email, `Wrong-password-${i}`, `192.0.2.${i + 1}`)),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: max, 429: 100 - max });
    expect((await login(admin.email, admin.password, "192.0.2.200")).statusCode).toBe(429);

    vi.setSystemTime(Date.now() + windowMs + 1);
    expect((await login(admin.email, admin.password, "192.0.2.201")).statusCode).toBe(200);
  });

  it("successful sign-ins hand their reservation back, so a shared address is never locked out", async () => {
    const responses = await Promise.all(
      Array.from({ length: 3 * max }, () => login(manager.email, manager.password, "198.51.100.3")),
    );
    // In flight they may crowd the limit for a moment, but sequential successes never do.
    for (let i = 0; i < 2 * max; i++) {
      expect((await login(manager.email, manager.password, "198.51.100.3")).statusCode).toBe(200);
    }
    expect(responses.some((r) => r.statusCode === 200)).toBe(true);
  });
});

describe("MemoryAttemptStore", () => {
  it("counts in-flight reservations, refuses at the limit and releases only within the same window", async () => {
    let now = 0;
    const store = new MemoryAttemptStore(() => now);
    const first = await store.reserve(["a", "b"], 2, 1000);
    await store.reserve(["a"], 2, 1000);
    expect(await store.reserve(["a", "b"], 2, 1000)).toEqual({ allowed: false, retryAfterMs: 1000 });
    // The refusal counted nothing on "b".
    expect((await store.reserve(["b"], 2, 1000)).allowed).toBe(true);
    expect((await store.reserve(["b"], 2, 1000)).allowed).toBe(false);

    now = 1000;
    const fresh = await store.reserve(["a"], 1, 1000);
    expect(fresh.allowed).toBe(true);
    // The old window's release does not lower the new window's count.
    if (first.allowed) await first.release();
    expect((await store.reserve(["a"], 1, 1000)).allowed).toBe(false);
    if (fresh.allowed) await fresh.release();
    expect((await store.reserve(["a"], 1, 1000)).allowed).toBe(true);
  });
});
