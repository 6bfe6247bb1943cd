import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** A slot taken: hand it back once the work is done. */
export interface SlotLease {
  release(): Promise<void>;
}

/**
 * Semaphores by key: `acquire` takes one of `max` slots of a key, or answers null when all are taken, in one
 * atomic step, so parallel requests can never all see a free slot. A slot is a lease: one never handed back
 * (its instance died mid-request) frees itself `leaseMs` after it was taken.
 */
export interface SlotStore {
  acquire(key: string, max: number, leaseMs: number): Promise<SlotLease | null>;
}

/** One process's slots: JavaScript runs the check and the take without yielding, hence atomically. */
export class MemorySlotStore implements SlotStore {
  private readonly holders = new Map<string, Map<string, number>>();

  // Date.now looked up at each call, so a test's fake clock applies.
  constructor(private readonly now: () => number = () => Date.now()) {}

  acquire(key: string, max: number, leaseMs: number): Promise<SlotLease | null> {
    const now = this.now();
    const holders = this.holders.get(key) ?? new Map<string, number>();
    for (const [token, expiresAt] of holders) if (expiresAt <= now) holders.delete(token);
    if (holders.size >= max) return Promise.resolve(null);
    const token = crypto.randomUUID();
    holders.set(token, now + leaseMs);
    this.holders.set(key, holders);
    return Promise.resolve({
      release: () => {
        holders.delete(token);
        if (holders.size === 0 && this.holders.get(key) === holders) this.holders.delete(key);
        return Promise.resolve();
      },
    });
  }
}

// A sorted set per key: each holder's random token, scored by when its lease ends. Expired holders are
// dropped before counting; PEXPIRE lets Redis drop the whole key once the last lease is over.
const ACQUIRE = `
local now, max, lease = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= max then return 0 end
redis.call('ZADD', KEYS[1], now + lease, ARGV[4])
redis.call('PEXPIRE', KEYS[1], lease)
return 1
`;

type ScriptCall = (numberOfKeys: number, ...args: (string | number)[]) => Promise<number>;

/** Slots shared by every instance: each take is one Lua script, which Redis runs alone. */
export class RedisSlotStore implements SlotStore {
  private readonly acquireScript: ScriptCall;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    redis.defineCommand("stockroomAcquireSlot", { lua: ACQUIRE });
    this.acquireScript = (redis as unknown as Record<"stockroomAcquireSlot", ScriptCall>).stockroomAcquireSlot.bind(
      redis,
    );
  }

  async acquire(key: string, max: number, leaseMs: number): Promise<SlotLease | null> {
    const redisKey = this.keyPrefix + key;
    const token = crypto.randomUUID();
    if ((await this.acquireScript(1, redisKey, this.now(), max, leaseMs, token)) !== 1) return null;
    return {
      release: async () => {
        await this.redis.zrem(redisKey, token);
      },
    };
  }
}

/**
 * Redis while it answers, this process's own slots while it does not, as the rate limits do (decision 92):
 * an outage neither refuses all heavy work nor lifts the budget; each instance then counts alone. A slot
 * whose hand-back cannot reach Redis frees itself when its lease ends.
 */
export class FallbackSlotStore implements SlotStore {
  private degraded = false;

  constructor(
    private readonly shared: SlotStore,
    private readonly local: SlotStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async acquire(key: string, max: number, leaseMs: number): Promise<SlotLease | null> {
    let lease: SlotLease | null;
    try {
      lease = await this.shared.acquire(key, max, leaseMs);
    } catch (error) {
      this.failed(error);
      return this.local.acquire(key, max, leaseMs);
    }
    if (this.degraded) {
      this.degraded = false;
      this.log.info("Redis answers again: concurrency budgets are shared by all instances");
    }
    if (!lease) return null;
    const taken = lease;
    return { release: () => taken.release().catch((error: unknown) => this.failed(error)) };
  }

  private failed(error: unknown) {
    if (this.degraded) return;
    this.degraded = true;
    this.log.error({ err: error }, "Redis unreachable: concurrency budgets count per instance until it answers");
  }
}
