import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { DEMO_CREDENTIALS } from "../db/seed-data";
import { signIn } from "../test/context";
import { SESSION_TOUCH_EVERY_MS } from "./session";
import { useTestContext } from "../test/suite";

const { owner, manager } = DEMO_CREDENTIALS;
const { ctx } = useTestContext({ onQuery: (text) => statements.push(text) });
const statements: string[] = [];

async function sent(url: string, cookie: string) {
  statements.length = 0;
  const response = await ctx.app.inject({ method: "GET", url, headers: { cookie } });
  return { status: response.statusCode, statements: [...statements] };
}

const sidOf = (cookie: string) => decodeURIComponent(cookie.slice("sid=".length)).split(".")[0];
const rowOf = async (sid: string) =>
  (await ctx.database.db.select({ sess: sessions.sess }).from(sessions).where(eq(sessions.sid, sid)))[0];

describe("a signed-in read", () => {
  it("reads the session, its user and the deciding subscription in one statement", async () => {
    const cookie = await signIn(ctx.app, manager.email, manager.password);
    const me = await sent("/api/auth/user", cookie);
    expect(me.status).toBe(200);
    expect(me.statements).toHaveLength(1);
    expect(me.statements[0]).toMatch(/from "sessions" left join "users" .* left join "users" "owners"/);
  });

  it("costs GET /api/dashboard/stats one statement before its own queries", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const stats = await sent("/api/dashboard/stats", cookie);
    expect(stats.status).toBe(200);
    expect(stats.statements[0]).toContain('from "sessions" left join "users"');
    const sessionOrUser = stats.statements.slice(1).filter((s) => /from "(sessions|users)"/.test(s));
    expect(sessionOrUser).toEqual([]);
    // The four figures come from one statement (decision 118).
    expect(stats.statements).toHaveLength(2);
  });

  it("never saves the user it read into the session row", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const sid = sidOf(cookie);
    // An expiry far enough behind makes the next request's rolling save write the row.
    const stale = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 - 2 * SESSION_TOUCH_EVERY_MS);
    await ctx.database.db.update(sessions).set({ expire: stale }).where(eq(sessions.sid, sid));
    expect((await sent("/api/auth/user", cookie)).statements.some((s) => s.startsWith("insert"))).toBe(true);
    expect(Object.keys((await rowOf(sid)).sess).sort()).toEqual(["cookie", "userId"]);
  });

  it("does not read the session for a static file, so assets never wait for the database", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const asset = await sent("/favicon.svg", cookie);
    expect(asset.statements).toEqual([]);
    expect((await sent("/api/auth/user", cookie)).statements).toHaveLength(1);
  });

  it("ends a session whose user is gone on an API request, and leaves it alone on any other path", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const sid = sidOf(cookie);
    await ctx.database.db
      .update(sessions)
      .set({ sess: sql`jsonb_set(${sessions.sess}, '{userId}', '"no-such-user"')` })
      .where(eq(sessions.sid, sid));

    const asset = await sent("/no-such-asset.svg", cookie);
    expect(asset.status).toBe(404);
    expect(await rowOf(sid)).toBeDefined();

    expect((await sent("/api/auth/user", cookie)).status).toBe(401);
    expect(await rowOf(sid)).toBeUndefined();
  });
});
