import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, selectRaw } from "../db/client";
import { DEMO_CREDENTIALS } from "../db/seed-data";
import { findSessionUser } from "../modules/users/repo";
import { type TestContext, createTestContext, signIn } from "./context";
import { skipWithout } from "./skips";

/**
 * The app through PgBouncer in transaction mode (decision 154), which hands each transaction whichever server
 * connection is free: nothing may rely on what an earlier statement left on its connection. Runs when the test
 * run started PgBouncer (TEST_PGBOUNCER=true with TEST_DATABASE_URL), where the whole API suite goes through it.
 */
const poolerUrl = process.env.TEST_DATABASE_POOLER_URL;

describe.skipIf(skipWithout({ pgbouncer: poolerUrl }))("through PgBouncer in transaction mode", () => {
  let context: TestContext;
  let pooledUrl: string;
  let sid: string;

  beforeAll(async () => {
    context = await createTestContext();
    const [{ name }] = await selectRaw<{ name: string }>(context.database.db, sql`select current_database() as name`);
    const url = new URL(poolerUrl!);
    url.pathname = `/${name}`;
    pooledUrl = url.toString();
    await signIn(context.app, DEMO_CREDENTIALS.owner.email, DEMO_CREDENTIALS.owner.password);
    const [session] = await selectRaw<{ sid: string }>(
      context.database.db,
      sql`select sid from sessions where sess ->> 'userId' is not null`,
    );
    sid = session.sid;
  });

  afterAll(() => context?.close());

  /**
   * Reads the session's user (a statement prepared once, decision 118) on one client connection, then again
   * while another client holds the server connection of the first read in a transaction: PgBouncer gives the
   * most recently used server connection to the next transaction, so the second read runs on another one.
   */
  async function readTwiceAcrossServerConnections(namedStatements: boolean): Promise<string | undefined> {
    const database = await openDatabase({
      kind: "postgres",
      url: pooledUrl,
      poolSize: 1,
      migrate: false,
      namedStatements,
    });
    const other = new pg.Client({ connectionString: pooledUrl });
    await other.connect();
    try {
      expect((await findSessionUser(database.db, sid))?.account?.user.email).toBe(DEMO_CREDENTIALS.owner.email);
      await other.query("begin");
      await other.query("select 1");
      return (await findSessionUser(database.db, sid))?.account?.user.email;
    } finally {
      await other.end();
      await database.close();
    }
  }

  it("reads with unnamed statements on whichever server connection the pooler gives", async () => {
    await expect(readTwiceAcrossServerConnections(false)).resolves.toBe(DEMO_CREDENTIALS.owner.email);
  });

  it("would fail with named statements, which exist only on the server connection that parsed them", async () => {
    await expect(readTwiceAcrossServerConnections(true)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/prepared statement .* does not exist/) },
    });
  });

  it("answers many signed-in requests at once, more than PgBouncer has server connections", async () => {
    const cookie = await signIn(context.app, DEMO_CREDENTIALS.owner.email, DEMO_CREDENTIALS.owner.password);
    // The hot reads prepared once (decision 118): the session user, item and request pages, dashboard, analytics.
    const urls = ["/api/auth/user", "/api/inventory", "/api/requests", "/api/dashboard/stats", "/api/analytics"];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        context.app.inject({ method: "GET", url: urls[i % urls.length], headers: { cookie } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
  });
});
