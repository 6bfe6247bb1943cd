import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../db/schema";
import { type TestContext, createTestContext, sessionCookie, signIn } from "../test/context";
import { mailedDemoToken } from "../test/demo";
import { type Account, FIXTURE_PASSWORD, createAccount, seededGroup } from "../test/fixtures";
import { LAST_WRITE_COOKIE } from "./read-replica";

/**
 * Which database each route reads (decision 153). The app gets a read handle of its own on the test's database,
 * standing in for the replica, and the test sees which handle ran each statement. That handle is not replaying
 * anything, so a read carrying a last write can only go to the primary; the real replica's side, a caught-up
 * read served by it, is read-replica.test.ts in test/cluster.
 */

const primaryStatements: string[] = [];
const readStatements: string[] = [];
/** While set, every statement on the read handle fails, as on a replica that went away. */
let replicaDown = false;
let ctx: TestContext;
let group: Awaited<ReturnType<typeof seededGroup>>;
let stranger: Account;

beforeAll(async () => {
  ctx = await createTestContext({
    onQuery: (sql) => primaryStatements.push(sql),
    onReadQuery: (sql) => {
      readStatements.push(sql);
      if (replicaDown) throw new Error("Connection terminated unexpectedly");
    },
  });
  group = await seededGroup(ctx.app, ctx.database.db);
  // Room for the properties the tests create.
  stranger = await createAccount(ctx.app, ctx.database.db, { tier: "enterprise" });
  // As five minutes after these sign-ins: their sessions no longer hold the sign-ins' write positions.
  await ctx.database.db.update(sessions).set({ sess: sql`${sessions.sess} - 'lastWrite'` });
});
afterAll(() => ctx.close());

/** One request, and the statements each handle ran for it. */
async function traced(method: "GET" | "POST", url: string, cookie?: string, payload?: object) {
  primaryStatements.length = 0;
  readStatements.length = 0;
  const response = await ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  return { response, primary: [...primaryStatements], read: [...readStatements] };
}

function lastWriteCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === LAST_WRITE_COOKIE);
}

const REPLAY_CHECK = "pg_last_wal_replay_lsn";

describe("routing reads between the primary and the read handle", () => {
  it("reads the reports, the dashboard figures and the admin statistics and lists from the read handle", async () => {
    const routed = [
      ["/api/analytics?period=30", group.owner.cookie],
      [`/api/analytics?period=30&view=property-detail&propertyId=${group.harbor}`, group.owner.cookie],
      ["/api/stock-value", group.owner.cookie],
      ["/api/spend", group.owner.cookie],
      ["/api/dashboard/stats", group.owner.cookie],
      ["/api/dashboard/stats", group.manager.cookie],
      ["/api/admin/stats", group.admin.cookie],
      ["/api/admin/users", group.admin.cookie],
      ["/api/admin/properties", group.admin.cookie],
      ["/api/admin/requests", group.admin.cookie],
    ];
    for (const [url, cookie] of routed) {
      const { response, read } = await traced("GET", url, cookie);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(read.length, url).toBeGreaterThan(0);
      expect(read.join("\n"), url).not.toContain(REPLAY_CHECK);
    }
    // The same figures as on the primary (dashboard.test.ts counts them from the seed).
    const { response } = await traced("GET", "/api/dashboard/stats", group.owner.cookie);
    expect(response.json()).toEqual({ totalProperties: 3, pendingRequests: 2, lowStockItems: 5, totalItems: 20 });
  });

  it("keeps the session, the lists the web app refetches after a change, and every write on the primary", async () => {
    for (const url of [
      "/api/auth/user",
      "/api/inventory",
      "/api/requests",
      "/api/properties",
      "/api/managed-properties",
    ]) {
      const { response, read, primary } = await traced("GET", url, group.owner.cookie);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(primary.length, url).toBeGreaterThan(0);
      expect(read, url).toEqual([]);
    }
    const created = await traced("POST", "/api/properties", stranger.cookie, { name: "Quay House", address: "2 Quay" });
    expect(created.response.statusCode, created.response.body).toBe(201);
    expect(created.read).toEqual([]);
  });

  it("keeps every access rule on the read handle, and refuses before reading anything", async () => {
    const manager = await traced("GET", "/api/analytics?period=30", group.manager.cookie);
    expect(manager.response.statusCode).toBe(403);
    expect(manager.read).toEqual([]);
    for (const url of ["/api/admin/users", "/api/admin/stats"]) {
      const owner = await traced("GET", url, group.owner.cookie);
      expect(owner.response.statusCode, url).toBe(403);
      expect(owner.read, url).toEqual([]);
    }
    expect((await traced("GET", "/api/dashboard/stats")).response.statusCode).toBe(401);
    // Scoped queries on the read handle: another owner's property is not found, and the manager's other one neither.
    const strangers = await traced("GET", `/api/dashboard/stats?propertyId=${group.harbor}`, stranger.cookie);
    expect(strangers.response.statusCode).toBe(404);
    expect(strangers.read.length).toBeGreaterThan(0);
    const managers = await traced("GET", `/api/dashboard/stats?propertyId=${group.maple}`, group.manager.cookie);
    expect(managers.response.statusCode).toBe(404);
    const detail = `/api/analytics?period=30&view=property-detail&propertyId=${group.harbor}`;
    expect((await traced("GET", detail, stranger.cookie)).response.statusCode).toBe(404);
  });
});

describe("a replica that fails", () => {
  it("leaves the primary to answer, with the same figures and the same refusals", async () => {
    replicaDown = true;
    try {
      const { response, read } = await traced("GET", "/api/dashboard/stats", group.owner.cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ totalProperties: 3, pendingRequests: 2, lowStockItems: 5, totalItems: 20 });
      expect(read).toHaveLength(1);
      const admin = await traced("GET", "/api/admin/users", group.admin.cookie);
      expect(admin.response.statusCode).toBe(200);
      const strangers = await traced("GET", `/api/dashboard/stats?propertyId=${group.harbor}`, stranger.cookie);
      expect(strangers.response.statusCode).toBe(404);
    } finally {
      replicaDown = false;
    }
  });
});

describe("read-your-writes", () => {
  it("marks a successful write's answer with the primary's WAL position, and nothing else", async () => {
    const created = await traced("POST", "/api/properties", stranger.cookie, { name: "Dune Lodge", address: "3 Dune" });
    expect(created.response.statusCode, created.response.body).toBe(201);
    expect(lastWriteCookie(created.response)).toMatchObject({
      value: expect.stringMatching(/^[0-9A-F]+\/[0-9A-F]+$/),
      path: "/api/",
      httpOnly: true,
      sameSite: "Lax",
      maxAge: 300,
    });
    // The only cookie: the signed-in session's was sent again with it (issue 34).
    expect(created.response.cookies.map((cookie) => cookie.name)).toEqual([LAST_WRITE_COOKIE]);
    const refused = await traced("POST", "/api/properties", stranger.cookie, { name: "" });
    expect(refused.response.statusCode).toBe(400);
    expect(lastWriteCookie(refused.response)).toBeUndefined();
    const read = await traced("GET", "/api/dashboard/stats", stranger.cookie);
    expect(lastWriteCookie(read.response)).toBeUndefined();
  });

  it("sends a read carrying a write the read handle has not replayed to the primary, which shows the write", async () => {
    const before = await traced("GET", "/api/dashboard/stats", stranger.cookie);
    const created = await traced("POST", "/api/properties", stranger.cookie, { name: "Reef Inn", address: "4 Reef" });
    const lastWrite = `${LAST_WRITE_COOKIE}=${lastWriteCookie(created.response)!.value}`;

    const after = await traced("GET", "/api/dashboard/stats", `${stranger.cookie}; ${lastWrite}`);
    expect(after.response.json().totalProperties).toBe(before.response.json().totalProperties + 1);
    // The read handle only answered whether it had replayed the write; the figures came from the primary.
    expect(after.read).toHaveLength(1);
    expect(after.read[0]).toContain(REPLAY_CHECK);
    expect(after.primary.join("\n")).toContain("properties");
  });

  it("takes a garbled last write for none, and never fails on it", async () => {
    for (const value of ["1'; drop table users; --", "0/0/0", "zz/1", "%00", ""]) {
      const cookie = `${stranger.cookie}; ${LAST_WRITE_COOKIE}=${encodeURIComponent(value)}`;
      const { response, read } = await traced("GET", "/api/dashboard/stats", cookie);
      expect(response.statusCode, value).toBe(200);
      expect(read.join("\n"), value).not.toContain(REPLAY_CHECK);
    }
    // A forged position far ahead only sends this client's own reads to the primary.
    const ahead = await traced("GET", "/api/dashboard/stats", `${stranger.cookie}; ${LAST_WRITE_COOKIE}=FFFFFFFF/0`);
    expect(ahead.response.statusCode).toBe(200);
    expect(ahead.read).toHaveLength(1);
  });
});

describe("one Set-Cookie per answer (issue 34)", () => {
  it("keeps a sign-up's write in its new session: its reads wait for the replica, for as long as the cookie would", async () => {
    // The demo starts at its emailed link: that answer writes the account and signs it in.
    const token = await mailedDemoToken(ctx, { email: "replica-demo@example.com" }, "203.0.113.34");
    const signup = await traced("POST", "/api/demo/confirm", undefined, { token });
    expect(signup.response.statusCode, signup.response.body).toBe(201);
    expect(signup.response.cookies.map((cookie) => cookie.name)).toEqual(["sid"]);

    const cookie = sessionCookie(signup.response);
    const soon = await traced("GET", "/api/dashboard/stats", cookie);
    expect(soon.response.statusCode).toBe(200);
    // The read handle only answered whether it had replayed the sign-up (it never has): the primary answered.
    expect(soon.read).toHaveLength(1);
    expect(soon.read[0]).toContain(REPLAY_CHECK);
    expect(soon.response.json().totalItems).toBeGreaterThan(0);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 301_000 });
    try {
      const later = await traced("GET", "/api/dashboard/stats", cookie);
      expect(later.response.statusCode).toBe(200);
      expect(later.read.join("\n")).not.toContain(REPLAY_CHECK);
    } finally {
      vi.useRealTimers();
    }
  });

  it("marks no write in a sign-out's answer: it only deletes the session cookie", async () => {
    const cookie = await signIn(ctx.app, stranger.email, FIXTURE_PASSWORD);
    const signOut = await traced("POST", "/api/logout", cookie);
    expect(signOut.response.statusCode).toBe(200);
    expect(signOut.response.headers["set-cookie"]).toEqual(expect.stringMatching(/^sid=;/));
  });
});

describe("without a replica", () => {
  it("reads everything from the primary and marks no write", async () => {
    const plain = await createTestContext({ seed: false });
    try {
      const account = await createAccount(plain.app, plain.database.db);
      const created = await plain.app.inject({
        method: "POST",
        url: "/api/properties",
        headers: { cookie: account.cookie },
        payload: { name: "Solo", address: "5 Solo" },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(lastWriteCookie(created)).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
