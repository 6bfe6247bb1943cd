import { EventEmitter } from "node:events";
import type { SessionUser } from "../modules/users/repo";

/** What the store read for one session id: the row's data and expiry, and its user. */
export interface SessionRead {
  sess: Record<string, unknown>;
  expire: Date;
  account: SessionUser | null;
}

const MAX_ENTRIES = 10_000;

/** What an invalidation dropped: one session, or everything that reads one user's row. */
export type Invalidation = { session: string } | { user: string } | "all";

interface Entry {
  read: SessionRead;
  until: number;
}

/**
 * Session reads kept in memory for a few seconds, by session id. Every change that could make an entry
 * wrong drops it: a session's own writes at once, and every instance's writes through the invalidation
 * listener. A read that started before an invalidation is not kept (the generation moved on), so a
 * statement that raced a change cannot put the old row back. Off (`enabled` false) until the listener
 * hears the database, and again as soon as it loses it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private enabled = false;
  /**
   * Emits "invalidated" with an Invalidation after dropping its entries, and "enabled" with a boolean
   * when the listener starts or stops hearing the database (the tests wait for both).
   */
  readonly events = new EventEmitter();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh copy of the read of `sid`, unless it is missing, older than the TTL or expired. */
  get(sid: string): SessionRead | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.until <= now || entry.read.expire.getTime() <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    return structuredClone(entry.read);
  }

  /** Marks the start of a database read; pass the mark to `put`. */
  startRead(): number {
    return this.generation;
  }

  /** Keeps a read, unless the cache is off or something was invalidated since `startedAt`. */
  put(sid: string, read: SessionRead, startedAt: number): void {
    if (!this.enabled || startedAt !== this.generation) return;
    this.entries.delete(sid);
    this.entries.set(sid, { read: structuredClone(read), until: this.now() + this.ttlMs });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  invalidate(what: Invalidation): void {
    this.generation += 1;
    if (what === "all") this.entries.clear();
    else if ("session" in what) this.entries.delete(what.session);
    else {
      for (const [sid, { read }] of this.entries) {
        const { account } = read;
        if (account && (account.user.id === what.user || account.subscriber.id === what.user)) this.entries.delete(sid);
      }
    }
    this.events.emit("invalidated", what);
  }

  /** Turned on once the listener is subscribed; turned off (and emptied) whenever it is not. */
  setEnabled(enabled: boolean): void {
    this.invalidate("all");
    this.enabled = enabled;
    this.events.emit("enabled", enabled);
  }

  get size(): number {
    return this.entries.size;
  }
}
