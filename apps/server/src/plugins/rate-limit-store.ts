import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { FallbackSlotStore, MemorySlotStore, RedisSlotStore, type SlotStore } from "./slot-store";

/** What a store answers to a reservation: either it was counted, or when the fullest key's window ends. */
export type AttemptReservation =
  { allowed: true; release: () => Promise<void> } | { allowed: false; retryAfterMs: number };

/**
 * The counters behind every rate limit. `reserve` checks and counts every key in one atomic step, so
 * parallel requests can never all read "under the limit" before any of them counts, and a refusal counts
 * nothing. `release` hands one attempt back, in the same window only. A key's window starts at its first
 * attempt and lasts `windowMs`.
 */
export interface AttemptStore {
  reserve(keys: string[], max: number, windowMs: number): Promise<AttemptReservation>;
}

/** One process's counters: JavaScript runs the check and the count without yielding, hence atomically. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  // Date.now looked up at each call, so a test's fake clock applies.
  constructor(private readonly now: () => number = () => Date.now()) {}

  reserve(keys: string[], max: number, windowMs: number): Promise<AttemptReservation> {
    const now = this.now();
    this.sweep(now);
    const entries = keys.map((key) => {
      const current = this.windows.get(key);
      if (current && current.resetAt > now) return current;
      const fresh = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return fresh;
    });
    const full = entries.filter((entry) => entry.count >= max);
    if (full.length > 0) {
      return Promise.resolve({ allowed: false, retryAfterMs: Math.max(...full.map((e) => e.resetAt - now)) });
    }
    for (const entry of entries) entry.count++;
    return Promise.resolve({
      allowed: true,
      release: () => {
        // A window that has since ended was replaced by a new entry: that count is not ours to lower.
        for (const [i, entry] of entries.entries()) {
          if (this.windows.get(keys[i]) === entry && entry.count > 0) entry.count--;
        }
        return Promise.resolve();
      },
    });
  }

  /** Drops ended windows now and then, so a flood of distinct emails cannot grow the map for ever. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

// Each counter is a hash { start, count }. The clock comes from the caller (injectable in tests, and
// instances' clocks agree to NTP precision); PEXPIRE only lets Redis drop a key once its window is over.
const RESERVE = `
local now, max, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local starts, counts, wait = {}, {}, -1
for i, key in ipairs(KEYS) do
  local fields = redis.call('HMGET', key, 'start', 'count')
  local start, count = tonumber(fields[1]), tonumber(fields[2])
  if not start or not count or start + window <= now then start, count = now, 0 end
  starts[i], counts[i] = start, count
  if count >= max then wait = math.max(wait, start + window - now) end
end
if wait >= 0 then return {0, wait} end
for i, key in ipairs(KEYS) do
  redis.call('HSET', key, 'start', starts[i], 'count', counts[i] + 1)
  redis.call('PEXPIRE', key, math.max(1, starts[i] + window - now))
end
return {1, unpack(starts)}
`;

// ARGV[i] is the window start KEYS[i] was counted in: a later window's count is not ours to lower.
const RELEASE = `
for i, key in ipairs(KEYS) do
  local fields = redis.call('HMGET', key, 'start', 'count')
  if tonumber(fields[1]) == tonumber(ARGV[i]) and (tonumber(fields[2]) or 0) > 0 then
    redis.call('HINCRBY', key, 'count', -1)
  end
end
return 0
`;

type ScriptCall = (numberOfKeys: number, ...args: (string | number)[]) => Promise<number[]>;

/**
 * Counters shared by every instance: each reservation is one Lua script, which Redis runs alone, so the
 * check and the count of all keys are atomic across instances. Needs one Redis (or a primary), not
 * Redis Cluster: the keys of one reservation may live in different slots.
 */
export class RedisAttemptStore implements AttemptStore {
  private readonly reserveScript: ScriptCall;
  private readonly releaseScript: ScriptCall;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    redis.defineCommand("stockroomReserve", { lua: RESERVE });
    redis.defineCommand("stockroomRelease", { lua: RELEASE });
    const commands = redis as unknown as Record<"stockroomReserve" | "stockroomRelease", ScriptCall>;
    this.reserveScript = commands.stockroomReserve.bind(redis);
    this.releaseScript = commands.stockroomRelease.bind(redis);
  }

  async reserve(keys: string[], max: number, windowMs: number): Promise<AttemptReservation> {
    const redisKeys = keys.map((key) => this.keyPrefix + key);
    const [allowed, ...rest] = await this.reserveScript(redisKeys.length, ...redisKeys, this.now(), max, windowMs);
    if (allowed !== 1) return { allowed: false, retryAfterMs: rest[0] };
    return {
      allowed: true,
      release: async () => {
        await this.releaseScript(redisKeys.length, ...redisKeys, ...rest);
      },
    };
  }
}

/**
 * Redis while it answers, this process's own counters while it does not. A Redis outage neither locks
 * every user out (failing closed) nor lifts the limits (failing open): each instance then counts alone,
 * as without REDIS_URL, so N instances allow at most N times a limit until Redis is back (decision 92).
 */
export class FallbackAttemptStore implements AttemptStore {
  private degraded = false;

  constructor(
    private readonly shared: AttemptStore,
    private readonly local: AttemptStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async reserve(keys: string[], max: number, windowMs: number): Promise<AttemptReservation> {
    let reservation: AttemptReservation;
    try {
      reservation = await this.shared.reserve(keys, max, windowMs);
    } catch (error) {
      this.failed(error);
      return this.local.reserve(keys, max, windowMs);
    }
    if (this.degraded) {
      this.degraded = false;
      this.log.info("Redis answers again: rate limits are shared by all instances");
    }
    if (!reservation.allowed) return reservation;
    const { release } = reservation;
    // A sign-in that succeeded must not fail because the hand-back could not reach Redis.
    return { allowed: true, release: () => release().catch((error: unknown) => this.failed(error)) };
  }

  private failed(error: unknown) {
    if (this.degraded) return;
    this.degraded = true;
    this.log.error({ err: error }, "Redis unreachable: rate limits count per instance until it answers");
  }
}

/** How long a Redis connection or command may take before the in-memory counters answer instead. */
export const REDIS_TIMEOUT_MS = 500;

/**
 * A client that never makes a request wait: while disconnected, commands fail at once (no offline
 * queue, no retries) and a stalled Redis times out; it keeps reconnecting in the background.
 */
export function createRedisClient(url: string, timeoutMs = REDIS_TIMEOUT_MS): Redis {
  return new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
}

/**
 * The stores for REDIS_URL, on one connection: the rate limits' counters under `<keyPrefix>rl:` and the
 * concurrency budgets' slots under `<keyPrefix>slot:`. Connects once at start-up (an unreachable Redis is
 * logged, not fatal: the in-memory ones answer until it connects), and quits on close.
 */
export async function connectSharedStore(
  { url, keyPrefix, timeoutMs }: { url: string; keyPrefix: string; timeoutMs?: number },
  log: FastifyBaseLogger,
): Promise<{ store: AttemptStore; slots: SlotStore; close: () => Promise<void> }> {
  const redis = createRedisClient(url, timeoutMs);
  // ioredis reports every failed reconnection; the store logs the outage once.
  redis.on("error", (error: Error) => log.debug({ err: error }, "Redis connection error"));
  await redis.connect().catch((error: unknown) => {
    log.error({ err: error }, "Redis unreachable at start-up: rate limits count per instance until it answers");
  });
  return {
    store: new FallbackAttemptStore(new RedisAttemptStore(redis, `${keyPrefix}rl:`), new MemoryAttemptStore(), log),
    slots: new FallbackSlotStore(new RedisSlotStore(redis, `${keyPrefix}slot:`), new MemorySlotStore(), log),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
