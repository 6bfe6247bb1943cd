/**
 * The fair ceiling of the HTTP benchmark: a minimal Fastify server doing what a real answer minimally
 * needs, and nothing else. Per request: the signed session cookie checked as @fastify/session checks
 * it, the session and its user (with the paywall's subscription) in one statement, the paywall rule,
 * one hand-written statement for the endpoint's data (bench/fair-queries.ts), and its rows serialised.
 * It then answers the bytes the real server recorded, so the wire carries identical answers; whatever
 * the app spends beyond this is overhead a faster app could remove.
 *
 * Run as its own process: node --import tsx bench/fair-server.ts <recording.json> <port>, with
 * SESSION_SECRET and FAIR_DATABASE_URL (PostgreSQL) or FAIR_DATA_DIR (PGlite, while no server holds it).
 */
import fs from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import { PGlite } from "@electric-sql/pglite";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import pg from "pg";
import { PAGE_LIMITS, needsPayment } from "@stockroom/shared";
import * as q from "./fair-queries";

interface Sql {
  query<T>(text: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The app's default pool size, so both servers wait on the same number of connections. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const ANALYTICS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function openSql(): Sql {
  if (process.env.FAIR_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.FAIR_DATABASE_URL, max: POOL_SIZE });
    return {
      query: async <T>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  const dataDir = process.env.FAIR_DATA_DIR;
  if (!dataDir) throw new Error("Set FAIR_DATABASE_URL or FAIR_DATA_DIR");
  const client = new PGlite(path.join(dataDir, "pglite"));
  return {
    query: async <T>(text: string, params: unknown[]) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/** The default period (the last 30 days): its start, its first whole UTC day and that day's date. */
function analyticsPeriod(now = Date.now()): [Date, Date, string] {
  const from = new Date(now - ANALYTICS_DAYS * DAY_MS);
  const wholeDaysFrom = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  return [from, wholeDaysFrom, wholeDaysFrom.toISOString().slice(0, 10)];
}

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function readRecording(file: string): Map<string, Recorded> {
  const answers = JSON.parse(fs.readFileSync(file, "utf8")) as Record<
    string,
    { status: number; headers: Record<string, string>; body: string }
  >;
  return new Map(
    Object.entries(answers).map(([key, a]) => [key, { ...a, body: Buffer.from(a.body, "base64") }] as const),
  );
}

interface SessionUser {
  id: string;
  role: q.Role;
  subscriberRole: q.Role;
  subscriptionStatus: string;
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
  pastDueSince: Date | null;
}

async function main() {
  const [recordingFile, port] = process.argv.slice(2);
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is required");
  const recorded = readRecording(recordingFile);
  const sql = openSql();
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie, { secret });

  /** The signed-in user, or null after answering 401/402 as the app would. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
    const cookie = request.cookies.sid;
    const unsigned = cookie ? request.unsignCookie(cookie) : null;
    const [user] = unsigned?.valid ? await sql.query<SessionUser>(q.SESSION_USER, [unsigned.value]) : [];
    if (!user) {
      await reply.code(401).send({ message: "Unauthorized" });
      return null;
    }
    if (needsPayment({ ...user, role: user.subscriberRole }, new Date())) {
      await reply.code(402).send({ message: "Payment required" });
      return null;
    }
    return user;
  }

  /** Sends what the real server answered to the same call. */
  function answerRecorded(reply: FastifyReply, key: string, serialised: string) {
    const answer = recorded.get(key);
    if (!answer || serialised.length === 0) return reply.code(500).send({ message: `Nothing recorded for ${key}` });
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  }

  const reads: [string, (user: SessionUser) => Promise<unknown>][] = [
    ["/api/inventory/all", (u) => sql.query(q.inventoryPage(u.role), [u.id, PAGE_LIMITS.inventory.default + 1])],
    ["/api/low-stock", (u) => sql.query(q.lowStockPage(u.role), [u.id, PAGE_LIMITS.lowStock.default + 1])],
    ["/api/dashboard/stats", (u) => sql.query(q.dashboardStats(u.role), [u.id])],
    ["/api/requests", (u) => sql.query(q.requestsPage(u.role), [u.id, PAGE_LIMITS.requests.default + 1])],
    ["/api/analytics", (u) => sql.query(q.analyticsOverview(u.role), [u.id, ...analyticsPeriod()])],
  ];
  for (const [url, read] of reads) {
    app.get(url, async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      return answerRecorded(reply, `GET ${url}`, JSON.stringify(await read(user)));
    });
  }

  app.post<{ Body: { items: { itemId: number; quantity: number }[]; reason?: string } }>(
    "/api/requests",
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      const { items, reason } = request.body;
      const created = await sql.query<{ id: number }>(q.createRequest(user.role), [
        user.id,
        items.map((i) => i.itemId),
        items.map((i) => i.quantity),
        reason ?? null,
      ]);
      if (created.length === 0) return reply.code(404).send({ message: "Item not found" });
      return answerRecorded(reply, "POST /api/requests", JSON.stringify(created));
    },
  );

  app.get("/ready", () => "ok");
  const close = async () => {
    await app.close();
    await sql.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void close());
  await app.listen({ port: Number(port), host: "127.0.0.1" });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
