import { afterAll, describe, expect, it } from "vitest";
import { exhaustRetries, jobStates, makeRetriesDue } from "../test/jobs";
import { useTestContext } from "../test/suite";
import { type JobAttempt, JobEngine, type JobHandlers } from "./engine";
import { QUEUES, RECURRING } from "./queues";

/**
 * The job engine itself (issue 34.1, decision 157), on PGlite or PostgreSQL (TEST_DATABASE_URL): jobs written in
 * the caller's transaction, claimed once by several instances, retried with backoff and then kept failed with
 * their last error, recurring schedules kept by the engine, and a stop that lets a job finish or hands it back.
 */

const { ctx } = useTestContext({ seed: false });
const db = () => ctx.database.db;
const engines: JobEngine[] = [];
afterAll(async () => {
  for (const engine of engines) await engine.stop();
});

/** Handlers that record which `email.deliver` jobs ran (by outbox id) and do nothing else. */
function recordingHandlers(onDeliver: (outboxId: number, attempt: JobAttempt) => Promise<void> = async () => {}) {
  const ran: number[] = [];
  const idle = async () => {};
  const handlers: JobHandlers = {
    "email.deliver": async ({ outboxId }, attempt) => {
      ran.push(outboxId);
      await onDeliver(outboxId, attempt);
    },
    "email.release": idle,
    "auth.password-reset": idle,
    "billing.checkout-notice": idle,
    "demo.signup-mail": idle,
    "alerts.sweep": idle,
    "digest.sweep": idle,
    "billing.due": idle,
    "accounts.cleanup": idle,
    "sessions.purge": idle,
    "photos.cleanup": idle,
  };
  return { ran, handlers };
}

/** Another instance's engine on the same database, working its queues. */
async function workingEngine(handlers: JobHandlers, { stopTimeoutMs }: { stopTimeoutMs?: number } = {}) {
  const engine = await JobEngine.start({
    target: ctx.database.jobTarget,
    worker: true,
    pollingIntervalSeconds: 0.5,
    recurring: { alertsEverySeconds: 30 },
    stopTimeoutMs,
  });
  engines.push(engine);
  engine.handle(handlers);
  await engine.work();
  return engine;
}

/** Waits, polling, until `done` holds (the workers poll every 0.5 s); fails after `ms`. */
async function eventually(done: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error("timed out waiting for the workers");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const deliverQueue = "email.deliver" as const;
const send = (outboxId: number) =>
  ctx.jobs.send(db(), { name: deliverQueue, data: { outboxId }, singletonKey: `engine-test:${outboxId}` });

describe("writing jobs", () => {
  it("writes a job with the transaction that decides it, or not at all", async () => {
    const { ran, handlers } = recordingHandlers();
    ctx.jobs.handle(handlers);
    await db().transaction(async (tx) => {
      await ctx.jobs.send(tx, { name: deliverQueue, data: { outboxId: 1 }, singletonKey: "engine-test:1" });
    });
    await db()
      .transaction(async (tx) => {
        await ctx.jobs.send(tx, { name: deliverQueue, data: { outboxId: 2 }, singletonKey: "engine-test:2" });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    // The queue's policy keeps one job per key waiting: a second send for message 1 is refused.
    expect(await send(1)).toBeNull();
    expect(await ctx.jobs.drain()).toBe(1);
    expect(ran).toEqual([1]);
  });

  it("creates every queue with its rules", async () => {
    const queues = await ctx.jobs.boss.getQueues();
    for (const [name, options] of Object.entries(QUEUES)) {
      expect(queues.find((queue) => queue.name === name)).toMatchObject(options);
    }
  });
});

describe("failures", () => {
  it("tries a failing job again with backoff, then keeps it failed with its last error", async () => {
    const { handlers } = recordingHandlers((_id, attempt) =>
      Promise.reject(new Error(`attempt ${attempt.retryCount} failed${attempt.lastAttempt ? " for good" : ""}`)),
    );
    ctx.jobs.handle(handlers);
    await send(10);
    await ctx.jobs.drain();
    expect(await jobStates(db(), deliverQueue)).toMatchObject({ retry: 1 });
    await exhaustRetries(db(), deliverQueue);
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    const [dead] = await ctx.jobs.boss.findJobs<{ outboxId: number }>(deliverQueue, { data: { outboxId: 10 } });
    expect(dead).toMatchObject({ state: "failed", retryCount: QUEUES[deliverQueue].retryLimit });
    expect(dead.output).toMatchObject({ message: `attempt ${QUEUES[deliverQueue].retryLimit} failed for good` });
    // A failed (dead) job can be tried again by hand, and then it runs once more.
    const { ran, handlers: working } = recordingHandlers();
    ctx.jobs.handle(working);
    await ctx.jobs.boss.retry(deliverQueue, dead.id);
    await ctx.jobs.drain();
    expect(ran).toEqual([10]);
  });
});

describe("several instances", () => {
  it("run each job once, whichever instance claims it, and keep one schedule per recurring queue", async () => {
    const a = recordingHandlers();
    const b = recordingHandlers();
    const instances = [await workingEngine(a.handlers), await workingEngine(b.handlers)];
    try {
      const ids = Array.from({ length: 30 }, (_, i) => 100 + i);
      for (const id of ids) await send(id);
      await eventually(() => a.ran.length + b.ran.length >= ids.length);
      expect([...a.ran, ...b.ran].sort((x, y) => x - y)).toEqual(ids);
      const schedules = await ctx.jobs.boss.getSchedules();
      for (const [name, recurring] of Object.entries(RECURRING)) {
        expect(schedules.filter((schedule) => schedule.name === name)).toEqual([
          expect.objectContaining({ cron: recurring.cron, timezone: "UTC" }),
        ]);
      }
    } finally {
      // Stopped here, so the next tests' jobs go to their own instance only.
      for (const instance of instances) await instance.stop();
    }
  }, 30_000);
});

describe("stopping", () => {
  it("lets a running job finish before the stop completes", async () => {
    let finish = () => {};
    let started = false;
    const { handlers } = recordingHandlers(
      () =>
        new Promise<void>((resolve) => {
          started = true;
          finish = resolve;
        }),
    );
    const engine = await workingEngine(handlers);
    await send(200);
    await eventually(() => started);
    const stopped = engine.stop();
    finish();
    await stopped;
    const [job] = await ctx.jobs.boss.findJobs(deliverQueue, { data: { outboxId: 200 } });
    expect(job.state).toBe("completed");
  }, 30_000);

  it("hands back a job still running when the stop's wait is over, for another instance to run", async () => {
    let started = false;
    const { handlers } = recordingHandlers(() => {
      started = true;
      return new Promise<void>(() => {});
    });
    const engine = await workingEngine(handlers, { stopTimeoutMs: 1000 });
    await send(300);
    await eventually(() => started);
    await engine.stop();
    const [handedBack] = await ctx.jobs.boss.findJobs(deliverQueue, { data: { outboxId: 300 } });
    expect(handedBack.state).toBe("retry");
    const { ran, handlers: next } = recordingHandlers();
    ctx.jobs.handle(next);
    await makeRetriesDue(db());
    await ctx.jobs.drain();
    expect(ran).toEqual([300]);
  }, 30_000);
});
