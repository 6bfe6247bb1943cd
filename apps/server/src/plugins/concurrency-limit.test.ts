import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_REDIS_URL, redisAvailable, uniqueKeyPrefix } from "../test/redis";
import { registerErrorHandler } from "./errors";
import { CONCURRENCY_MAX_WAIT_MS, concurrencyLimitBy, securityPlugin } from "./security";
import { skipWithout } from "../test/skips";

/**
 * concurrencyLimitBy (issue 34): `running` requests of a key at once, `waiting` more queued behind them, the
 * rest refused at once. The route's work is held open by the test, so who runs and who waits is seen, not timed.
 */

const available = await redisAvailable();
const BUSY = "Busy: try again when the others are done";

/** Work the test finishes by hand, in the order it was started. */
function heldWork() {
  const started: (() => void)[] = [];
  return {
    get running() {
      return started.length;
    },
    run: () => new Promise<void>((resolve) => started.push(resolve)),
    finishNext: () => started.shift()!(),
  };
}

async function appWithBudget(
  work: ReturnType<typeof heldWork>,
  {
    running = 1,
    waiting = 1,
    redis,
  }: { running?: number; waiting?: number; redis?: { url: string; keyPrefix: string } } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(securityPlugin, { production: false, redis });
  const budget = concurrencyLimitBy(app, {
    running,
    waiting,
    leaseMs: 2 * CONCURRENCY_MAX_WAIT_MS,
    message: BUSY,
    key: () => "account:1",
  });
  app.get("/work", { preHandler: budget }, async () => {
    await work.run();
    return { done: true };
  });
  await app.ready();
  return app;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Lets every request get as far as it can without the held work finishing. */
async function settle() {
  for (let i = 0; i < 20; i++) await turn();
}

/** Turns of the event loop (real I/O included, no timer) until `condition` holds. */
async function until(condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 10_000; i++) {
    if (await condition()) return;
    await turn();
  }
  throw new Error("the condition never held");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("concurrencyLimitBy", () => {
  it("runs one, queues one, refuses the third at once with 429 and Retry-After; the queued one runs when the first ends", async () => {
    const work = heldWork();
    const app = await appWithBudget(work);
    const first = app.inject({ url: "/work" });
    await until(() => work.running === 1);
    const second = app.inject({ url: "/work" });
    await settle();
    const third = await app.inject({ url: "/work" });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: BUSY, error: "RATE_LIMITED" });
    expect(third.headers["retry-after"]).toBe("5");
    expect(work.running).toBe(1);

    work.finishNext();
    expect((await first).statusCode).toBe(200);
    await settle();
    expect(work.running).toBe(1);
    work.finishNext();
    expect((await second).statusCode).toBe(200);
    await app.close();
  });

  it(`a queued request waits at most ${CONCURRENCY_MAX_WAIT_MS / 1000} s, then is refused and frees its place`, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const work = heldWork();
    const app = await appWithBudget(work);
    const first = app.inject({ url: "/work" });
    await until(() => work.running === 1);
    let answered = false;
    const second = app.inject({ url: "/work" }).finally(() => (answered = true));
    await settle();
    await vi.advanceTimersByTimeAsync(CONCURRENCY_MAX_WAIT_MS - 1_000);
    expect(answered).toBe(false);
    // Each look for a slot sets the next one's timer after the clock has moved: step until the wait is over.
    while (!answered) await vi.advanceTimersByTimeAsync(250);
    const refused = await second;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(BUSY);
    // Its place in the queue is free again.
    const third = app.inject({ url: "/work" });
    await settle();
    work.finishNext();
    expect((await first).statusCode).toBe(200);
    await settle();
    work.finishNext();
    expect((await third).statusCode).toBe(200);
    await app.close();
  });
});

describe.skipIf(skipWithout({ redis: available }))("concurrencyLimitBy on two instances sharing Redis", () => {
  it("counts the running and waiting requests of both together, and a slot freed on one lets the other's queued request run", async () => {
    const redis = { url: TEST_REDIS_URL, keyPrefix: uniqueKeyPrefix() };
    const [workA, workB] = [heldWork(), heldWork()];
    const [a, b] = [await appWithBudget(workA, { redis }), await appWithBudget(workB, { redis })];
    // Faked once both are connected: only the waiting request's next look is moved by hand.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const running = a.inject({ url: "/work" });
      await until(() => workA.running === 1);
      const looks = vi.spyOn(b.slotStore, "acquire");
      const queued = b.inject({ url: "/work" });
      // B's request has its place in the queue and has looked once for a running slot.
      await until(() => looks.mock.settledResults.filter((r) => r.type === "fulfilled").length >= 2);
      expect(await looks.mock.results[1].value).toBeNull();
      expect((await a.inject({ url: "/work" })).statusCode).toBe(429);
      expect((await b.inject({ url: "/work" })).statusCode).toBe(429);
      expect(workB.running).toBe(0);

      workA.finishNext();
      expect((await running).statusCode).toBe(200);
      // Instance B learns of the slot freed on A at a next look. A's hand-back reaches Redis after its answer, so
      // the first look may still find the slot taken: each step lets one more look run.
      await until(async () => {
        await vi.advanceTimersByTimeAsync(250);
        return workB.running === 1;
      });
      workB.finishNext();
      expect((await queued).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
