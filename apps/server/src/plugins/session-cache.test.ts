import { describe, expect, it } from "vitest";
import type { PublicUser, SessionUser, Subscriber } from "../modules/users/repo";
import { type Invalidation, type SessionRead, SessionCache } from "./session-cache";
import { parseInvalidation } from "./session-cache-listener";

const TTL = 5000;
const DAY = 24 * 60 * 60 * 1000;

function account(userId: string, subscriberId = userId): SessionUser {
  return {
    user: { id: userId, role: "manager" } as PublicUser,
    subscriber: { id: subscriberId, subscriptionStatus: "active" } as Subscriber,
  };
}

function read(userId: string | null, subscriberId?: string, expire = new Date(Date.now() + DAY)): SessionRead {
  return {
    sess: userId ? { userId, cookie: { path: "/" } } : { checkoutIntentId: "pi_1", cookie: { path: "/" } },
    expire,
    account: userId ? account(userId, subscriberId) : null,
  };
}

function cacheAt(start = Date.now()) {
  const clock = { now: start };
  const cache = new SessionCache(TTL, () => clock.now);
  cache.setEnabled(true);
  const fill = (sid: string, value: SessionRead) => cache.put(sid, value, cache.startRead());
  return { cache, clock, fill };
}

describe("the session cache", () => {
  it("serves a copy of a read for its TTL, then reads again", () => {
    const { cache, clock, fill } = cacheAt();
    fill("s1", read("u1"));
    const first = cache.get("s1")!;
    expect(first.account?.user.id).toBe("u1");
    first.account!.user.role = "admin";
    expect(cache.get("s1")!.account?.user.role).toBe("manager");
    clock.now += TTL - 1;
    expect(cache.get("s1")).toBeDefined();
    clock.now += 1;
    expect(cache.get("s1")).toBeUndefined();
  });

  it("never serves a session past its expiry", () => {
    const { cache, clock, fill } = cacheAt();
    fill("s1", read("u1", "u1", new Date(clock.now + 1000)));
    clock.now += 1000;
    expect(cache.get("s1")).toBeUndefined();
  });

  it("keeps nothing until its listener is subscribed, and forgets everything when it is lost", () => {
    const cache = new SessionCache(TTL);
    cache.put("s1", read("u1"), cache.startRead());
    expect(cache.get("s1")).toBeUndefined();
    cache.setEnabled(true);
    cache.put("s1", read("u1"), cache.startRead());
    expect(cache.get("s1")).toBeDefined();
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    cache.put("s1", read("u1"), cache.startRead());
    expect(cache.get("s1")).toBeUndefined();
  });

  it("does not keep a read that started before an invalidation", () => {
    const { cache } = cacheAt();
    const startedAt = cache.startRead();
    cache.invalidate({ user: "someone-else" });
    cache.put("s1", read("u1"), startedAt);
    expect(cache.get("s1")).toBeUndefined();
  });

  it("drops one session, or every session of a user and of the managers their subscription decides", () => {
    const { cache, fill } = cacheAt();
    fill("owner", read("o1"));
    fill("owner-phone", read("o1"));
    fill("manager", read("m1", "o1"));
    fill("other", read("m2", "o2"));
    fill("checkout", read(null));

    cache.invalidate({ session: "owner-phone" });
    expect(cache.get("owner-phone")).toBeUndefined();
    expect(cache.get("owner")).toBeDefined();

    cache.invalidate({ user: "o1" });
    expect(["owner", "manager"].map((sid) => cache.get(sid))).toEqual([undefined, undefined]);
    expect(cache.get("other")).toBeDefined();
    expect(cache.get("checkout")).toBeDefined();

    cache.invalidate("all");
    expect(cache.size).toBe(0);
  });

  it("tells listeners what it dropped", () => {
    const { cache } = cacheAt();
    const heard: Invalidation[] = [];
    cache.events.on("invalidated", (what: Invalidation) => heard.push(what));
    cache.invalidate({ session: "s1" });
    cache.invalidate({ user: "u1" });
    expect(heard).toEqual([{ session: "s1" }, { user: "u1" }]);
  });
});

describe("notification payloads", () => {
  it("name a session or a user; anything else drops everything", () => {
    expect(parseInvalidation("s:abc")).toEqual({ session: "abc" });
    expect(parseInvalidation("u:7f0c")).toEqual({ user: "7f0c" });
    for (const odd of ["", "s:", "x:1", undefined]) expect(parseInvalidation(odd)).toBe("all");
  });
});
