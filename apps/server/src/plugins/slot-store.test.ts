import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_REDIS_URL, UNREACHABLE_REDIS_URL, redisAvailable, uniqueKeyPrefix } from "../test/redis";
import { connectSharedStore, createRedisClient } from "./rate-limit-store";
import { FallbackSlotStore, MemorySlotStore, RedisSlotStore, type SlotStore } from "./slot-store";
import { skipWithout } from "../test/skips";

/**
 * The semaphores behind the concurrency budgets (issue 34): in memory, and in the real Redis at 127.0.0.1:6379
 * shared by every instance. Leases end with an injected clock, never with real waits.
 */

const available = await redisAvailable();

function silentLog() {
  const log = { error: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

/** What every store must do, run on each kind; `clock` moves the store's time. */
function slotStoreBehaviour(make: () => { store: SlotStore; clock: { now: number } }) {
  it("50 parallel takes of 2 slots: exactly 2 are taken", async () => {
    const { store } = make();
    const leases = await Promise.all(Array.from({ length: 50 }, () => store.acquire("k", 2, 60_000)));
    expect(leases.filter(Boolean)).toHaveLength(2);
  });

  it("a handed-back slot is free again, for this key only", async () => {
    const { store } = make();
    const first = await store.acquire("a", 1, 60_000);
    expect(await store.acquire("a", 1, 60_000)).toBeNull();
    expect(await store.acquire("b", 1, 60_000)).not.toBeNull();
    await first!.release();
    expect(await store.acquire("a", 1, 60_000)).not.toBeNull();
  });

  it("a slot never handed back frees itself when its lease ends", async () => {
    const { store, clock } = make();
    expect(await store.acquire("k", 1, 60_000)).not.toBeNull();
    clock.now += 59_999;
    expect(await store.acquire("k", 1, 60_000)).toBeNull();
    clock.now += 1;
    const next = await store.acquire("k", 1, 60_000);
    expect(next).not.toBeNull();
    // Each take has a lease of its own: the new holder keeps its slot for its whole lease.
    clock.now += 30_000;
    expect(await store.acquire("k", 1, 60_000)).toBeNull();
  });
}

describe("MemorySlotStore", () => {
  slotStoreBehaviour(() => {
    const clock = { now: 1_000_000 };
    return { store: new MemorySlotStore(() => clock.now), clock };
  });
});

describe.skipIf(skipWithout({ redis: available }))("RedisSlotStore", () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = createRedisClient(TEST_REDIS_URL);
    await redis.connect();
  });
  afterAll(async () => {
    await redis.quit();
  });

  slotStoreBehaviour(() => {
    const clock = { now: 1_000_000 };
    return { store: new RedisSlotStore(redis, uniqueKeyPrefix(), () => clock.now), clock };
  });

  it("two stores on one Redis (two instances) share the slots, and Redis drops a key once its leases are over", async () => {
    const prefix = uniqueKeyPrefix();
    const clock = { now: 1_000_000 };
    const [a, b] = [
      new RedisSlotStore(redis, prefix, () => clock.now),
      new RedisSlotStore(redis, prefix, () => clock.now),
    ];
    const leases = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).acquire("k", 3, 60_000)));
    expect(leases.filter(Boolean)).toHaveLength(3);
    const ttl = await redis.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe("when Redis is down", () => {
  it("an unreachable Redis: each instance's own slots answer at once, the budget still holds, the outage is logged", async () => {
    const { log, logger } = silentLog();
    const shared = await connectSharedStore({ url: UNREACHABLE_REDIS_URL, keyPrefix: uniqueKeyPrefix() }, logger);
    try {
      const leases = await Promise.all(Array.from({ length: 10 }, () => shared.slots.acquire("k", 1, 60_000)));
      expect(leases.filter(Boolean)).toHaveLength(1);
      expect(log.error).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/Redis unreachable/));
    } finally {
      await shared.close();
    }
  });

  it("a hand-back that cannot reach Redis never throws; the shared slots are used again once Redis answers", async () => {
    const { log, logger } = silentLog();
    const memory = new MemorySlotStore();
    let down = false;
    const flaky: SlotStore = {
      acquire: async (key, max, leaseMs) => {
        if (down) throw new Error("connect ECONNREFUSED");
        const lease = await memory.acquire(key, max, leaseMs);
        return lease && { release: () => Promise.reject(new Error("connection lost")) };
      },
    };
    const store = new FallbackSlotStore(flaky, new MemorySlotStore(), logger);
    const lease = await store.acquire("k", 1, 60_000);
    await expect(lease!.release()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);

    down = true;
    expect(await store.acquire("other", 1, 60_000)).not.toBeNull();
    down = false;
    expect(await store.acquire("k", 1, 60_000)).toBeNull();
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/Redis answers again/));
  });
});
