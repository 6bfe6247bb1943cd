import net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_REDIS_URL, UNREACHABLE_REDIS_URL, redisAvailable, uniqueKeyPrefix } from "../test/redis";
import {
  type AttemptReservation,
  FallbackAttemptStore,
  MemoryAttemptStore,
  RedisAttemptStore,
  connectSharedStore,
  createRedisClient,
} from "./rate-limit-store";
import { skipWithout } from "../test/skips";

/**
 * The Redis store behind every rate limit when REDIS_URL is set (issue 16.9), against the real Redis at
 * 127.0.0.1:6379. Windows move with an injected clock, never with real waits.
 */

const available = await redisAvailable();

function silentLog() {
  const log = { error: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

const allowed = (r: AttemptReservation) => r.allowed;

describe.skipIf(skipWithout({ redis: available }))("RedisAttemptStore", () => {
  let redis: Redis;
  let now: number;
  const clock = () => now;
  const store = (prefix = uniqueKeyPrefix()) => ({ prefix, store: new RedisAttemptStore(redis, prefix, clock) });

  beforeAll(async () => {
    redis = createRedisClient(TEST_REDIS_URL);
    await redis.connect();
  });
  afterAll(async () => {
    await redis.quit();
  });

  it("200 parallel reservations on two keys: exactly the limit is counted, and only once per key", async () => {
    now = 1_000_000;
    const { prefix, store: limits } = store();
    const results = await Promise.all(Array.from({ length: 200 }, () => limits.reserve(["ip", "email"], 10, 60_000)));
    expect(results.filter(allowed)).toHaveLength(10);
    for (const refused of results.filter((r) => !r.allowed))
      expect(refused).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(await redis.hget(`${prefix}ip`, "count")).toBe("10");
    expect(await redis.hget(`${prefix}email`, "count")).toBe("10");
  });

  it("two stores on one Redis (two instances) share the counters", async () => {
    now = 1_000_000;
    const prefix = uniqueKeyPrefix();
    const [a, b] = [store(prefix).store, store(prefix).store];
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).reserve(["k"], 10, 60_000)));
    expect(results.filter(allowed)).toHaveLength(10);
  });

  it("refuses while any key is full, counting nothing on the others", async () => {
    now = 1_000_000;
    const { prefix, store: limits } = store();
    await limits.reserve(["a"], 1, 60_000);
    now += 15_000;
    expect(await limits.reserve(["a", "b"], 1, 60_000)).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect(await redis.exists(`${prefix}b`)).toBe(0);
    expect((await limits.reserve(["b"], 1, 60_000)).allowed).toBe(true);
  });

  it("starts a new window when the clock passes the end of one, and lets Redis drop the key then", async () => {
    now = 1_000_000;
    const { prefix, store: limits } = store();
    expect((await limits.reserve(["k"], 1, 60_000)).allowed).toBe(true);
    const ttl = await redis.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    now += 59_999;
    expect(await limits.reserve(["k"], 1, 60_000)).toEqual({ allowed: false, retryAfterMs: 1 });
    now += 1;
    expect((await limits.reserve(["k"], 1, 60_000)).allowed).toBe(true);
  });

  it("hands an attempt back within its window only", async () => {
    now = 1_000_000;
    const { store: limits } = store();
    const first = await limits.reserve(["k"], 1, 60_000);
    if (!first.allowed) throw new Error("first reservation refused");
    await first.release();
    const second = await limits.reserve(["k"], 1, 60_000);
    expect(second.allowed).toBe(true);
    expect((await limits.reserve(["k"], 1, 60_000)).allowed).toBe(false);

    now += 60_000;
    const fresh = await limits.reserve(["k"], 1, 60_000);
    expect(fresh.allowed).toBe(true);
    // The old window's hand-back does not lower the new window's count.
    if (second.allowed) await second.release();
    expect((await limits.reserve(["k"], 1, 60_000)).allowed).toBe(false);
    if (fresh.allowed) await fresh.release();
    expect((await limits.reserve(["k"], 1, 60_000)).allowed).toBe(true);
  });
});

describe("when Redis is down", () => {
  it("an unreachable Redis at start-up: the in-memory counters answer at once, the limit still holds, the outage is logged", async () => {
    const { log, logger } = silentLog();
    const shared = await connectSharedStore({ url: UNREACHABLE_REDIS_URL, keyPrefix: uniqueKeyPrefix() }, logger);
    try {
      const results = await Promise.all(Array.from({ length: 30 }, () => shared.store.reserve(["k"], 10, 60_000)));
      expect(results.filter(allowed)).toHaveLength(10);
      expect(log.error).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/Redis unreachable/));
    } finally {
      await shared.close();
    }
  });

  it("a Redis that stops answering mid-way: each command times out into the in-memory counters", async () => {
    const stalled = await stalledRedis();
    const { log, logger } = silentLog();
    // A short timeout keeps the test quick; the product's is REDIS_TIMEOUT_MS.
    const shared = await connectSharedStore({ url: stalled.url, keyPrefix: uniqueKeyPrefix(), timeoutMs: 50 }, logger);
    try {
      expect(log.error).not.toHaveBeenCalled();
      const results = await Promise.all(Array.from({ length: 12 }, () => shared.store.reserve(["k"], 10, 60_000)));
      expect(results.filter(allowed)).toHaveLength(10);
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ message: "Command timed out" }) }),
        expect.stringMatching(/Redis unreachable/),
      );
    } finally {
      await shared.close();
      await stalled.close();
    }
  });

  it("switches back to the shared counters when Redis answers again, and a failed hand-back never throws", async () => {
    const { log, logger } = silentLog();
    const shared = new MemoryAttemptStore();
    let down = true;
    const flaky = {
      reserve: async (keys: string[], max: number, windowMs: number): Promise<AttemptReservation> => {
        if (down) throw new Error("connect ECONNREFUSED");
        const reservation = await shared.reserve(keys, max, windowMs);
        return reservation.allowed
          ? { allowed: true, release: () => Promise.reject(new Error("connection lost")) }
          : reservation;
      },
    };
    const store = new FallbackAttemptStore(flaky, new MemoryAttemptStore(), logger);
    expect((await store.reserve(["k"], 1, 60_000)).allowed).toBe(true);
    expect((await store.reserve(["k"], 1, 60_000)).allowed).toBe(false);
    expect(log.error).toHaveBeenCalledTimes(1);

    down = false;
    const reservation = await store.reserve(["k"], 1, 60_000);
    expect(reservation.allowed).toBe(true);
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/Redis answers again/));
    if (reservation.allowed) await expect(reservation.release()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});

/** Answers the client's start-up commands like a ready Redis, then nothing: a server that hangs under load. */
async function stalledRedis() {
  const sockets = new Set<net.Socket>();
  const info = "# Server\r\nloading:0\r\n";
  const replies: Record<string, string> = { client: "+OK\r\n", info: `$${info.length}\r\n${info}\r\n` };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let stalled = false;
    socket.on("data", (chunk) => {
      // Each command arrives as an array whose first element is its name; replies must keep their order.
      for (const [, name] of chunk.toString().matchAll(/\*\d+\r\n\$\d+\r\n([^\r]+)\r\n/g)) {
        stalled ||= !(name.toLowerCase() in replies);
        if (!stalled) socket.write(replies[name.toLowerCase()]);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
