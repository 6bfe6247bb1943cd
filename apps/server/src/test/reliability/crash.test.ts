import crypto from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestDto } from "@stockroom/shared";
import { type Database, selectRaw } from "../../db/client";
import { type Group, PASSWORD, type Property, prepareScratch } from "./data";
import { stopAndCheckData } from "./invariants";
import { type Scratch, type Server, call, scratchPglite, scratchPostgres, signIn, startServer } from "./server";
import { type Acknowledged, GroupWorkload, UnexpectedReply } from "./workload";

/**
 * Crash safety: the production server is SIGKILLed while concurrent writes are in flight (no shutdown
 * hook, transactions cut off mid-way), restarted on the same data, and the stored data must still be
 * consistent (see invariants.ts) and hold every write the server had acknowledged. Writes in flight at
 * the kill may land either way; only half of one may not.
 */

const CYCLES = 3;
const WORKERS = 8;
/** Requests created and reviewed before each stream, so receiving starts at once. */
const PREPARED = 10;
/** The kill comes this many acknowledged writes into the stream, plus a random delay. */
const ACKS_BEFORE_KILL = 15;
const MAX_KILL_DELAY_MS = 400;
const STREAM_TIMEOUT_MS = 60_000;

const DATABASES = [
  { database: "PGlite", scratch: scratchPglite },
  { database: "PostgreSQL", scratch: scratchPostgres },
];

for (const { database: name, scratch } of DATABASES) {
  describe(`crash safety on ${name}`, () => {
    const sessionSecret = crypto.randomBytes(32).toString("hex");
    /** Per cycle, what the server acknowledged before its kill. */
    const acknowledged: Acknowledged[] = [];
    let database: Scratch | undefined;
    let group: Group;
    let property: Property;
    let cookies: { owner: string; managers: string[] };
    let server: Server | undefined;

    beforeAll(async () => {
      database = await scratch();
      [group] = await prepareScratch(database, { groups: 1, propertiesPerGroup: 1, itemsPerProperty: 12 });
      [property] = group.properties;
      server = await startServer(database, sessionSecret);
      cookies = {
        owner: await signIn(server.origin, group.owner.email, PASSWORD),
        managers: [await signIn(server.origin, property.manager.email, PASSWORD)],
      };
    });

    afterAll(async () => {
      await server?.kill();
      await database?.remove();
    });

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      it(`keeps acknowledged writes and consistent data through SIGKILL #${cycle}`, async () => {
        const workload = new GroupWorkload(server!.origin, group, cookies);
        acknowledged.push(workload.acknowledged);
        for (let i = 0; i < PREPARED; i++) await workload.createRequest(property);
        while (workload.hasPending()) await workload.review();

        const stream = await streamThenKill(workload, server!);
        expect(stream.unexpected).toEqual([]);
        expect(stream.signal, "the server died before the kill").toBe("SIGKILL");
        expect(stream.inFlightAtKill).toBeGreaterThan(0);

        server = await startServer(database!, sessionSecret);
        // Sessions are rows like any other: signed-in users stay signed in through a crash.
        for (const cookie of [cookies.owner, ...cookies.managers]) {
          expect((await call(server.origin, cookie, "GET", "/api/auth/user")).status).toBe(200);
        }
        try {
          await checkStoredData();
        } finally {
          // The next test starts from a running server, whatever this check found.
          server = await startServer(database!, sessionSecret);
        }
      });
    }

    it("takes new writes after the last restart", async () => {
      const api = (cookie: string, method: string, url: string, body?: unknown) =>
        call(server!.origin, cookie, method, url, body);
      const [manager] = cookies.managers;
      const item = property.items[0];
      const stock = async () => {
        const items = (await api(manager, "GET", `/api/properties/${property.id}/inventory`)).body;
        return (items as { id: number; currentStock: number }[]).find((i) => i.id === item.id)!.currentStock;
      };
      const before = await stock();
      const created = await api(manager, "POST", "/api/requests", { items: [{ itemId: item.id, quantity: 7 }] });
      expect(created.status).toBe(201);
      const { id } = created.body as RequestDto;
      expect((await api(cookies.owner, "PUT", `/api/requests/${id}/status`, { status: "approved" })).status).toBe(200);
      const received = await api(manager, "POST", `/api/receive-request-bulk/${id}`, {
        items: [{ itemName: item.name, receivedQuantity: 7 }],
      });
      expect(received.status).toBe(200);
      expect((received.body as RequestDto).status).toBe("received");
      expect(await stock()).toBe(before + 7);
      await checkStoredData();
    });

    /** Stops the server gracefully, then checks its data, acknowledged writes included. */
    async function checkStoredData() {
      const running = server!;
      server = undefined;
      await stopAndCheckData(running, database!, async (db) => {
        expect(await lostWrites(db, acknowledged)).toEqual([]);
      });
    }
  });
}

/**
 * Runs WORKERS clients writing back to back, and SIGKILLs the server a random moment after
 * ACKS_BEFORE_KILL acknowledgements, while their requests are in flight. Before the kill every write
 * must succeed; after it, clients stop at their first socket error.
 */
async function streamThenKill(workload: GroupWorkload, server: Server) {
  let killed = false;
  let inFlight = 0;
  let acks = 0;
  const unexpected: string[] = [];
  const worker = async () => {
    while (!killed) {
      inFlight++;
      try {
        await writeOnce(workload);
        acks++;
      } catch (error) {
        // A refused write is a failure even at the kill: a dead server sends no reply at all.
        if (error instanceof UnexpectedReply || !killed) unexpected.push(String(error));
        return;
      } finally {
        inFlight--;
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  const deadline = Date.now() + STREAM_TIMEOUT_MS;
  while (acks < ACKS_BEFORE_KILL && unexpected.length === 0 && Date.now() < deadline) await sleep(5);
  await sleep(Math.random() * MAX_KILL_DELAY_MS);
  const inFlightAtKill = inFlight;
  killed = true;
  await server.kill();
  await Promise.all(workers);
  return { unexpected, inFlightAtKill, signal: server.process.signalCode };
}

/** One write of the manager or owner: receiving (either route) when something is approved, else the rest. */
async function writeOnce(workload: GroupWorkload): Promise<void> {
  const [property] = workload.group.properties;
  const roll = Math.random();
  if (roll < 0.25 && (await workload.receive(property, "bulk"))) return;
  if (roll < 0.5 && (await workload.receive(property, "single"))) return;
  if (roll < 0.65 && (await workload.review())) return;
  if (roll < 0.8) return workload.dailyCheck(property);
  return workload.createRequest(property);
}

/** Acknowledged writes that are not (or no longer) in the database. */
async function lostWrites(db: Database, acknowledged: Acknowledged[]): Promise<string[]> {
  const statuses = await valuesById(db, sql`select id, status as value from requests`);
  const lineStates = await valuesById(db, sql`select id, state as value from request_items`);
  const checks = await valuesById(db, sql`select id, 'stored' as value from daily_checks`);
  const lost: string[] = [];
  const expectEach = (ids: Set<number>, what: string, stored: Map<number, string>, allowed: string[]) => {
    for (const id of ids) {
      const value = stored.get(id);
      if (!value || !allowed.includes(value)) lost.push(`${what} ${id}: ${value ?? "missing"}`);
    }
  };
  for (const ack of acknowledged) {
    expectEach(ack.created, "created request", statuses, ["pending", "approved", "declined", "received"]);
    expectEach(ack.approved, "approved request", statuses, ["approved", "received"]);
    expectEach(ack.declined, "declined request", statuses, ["declined"]);
    expectEach(ack.received, "received request", statuses, ["received"]);
    expectEach(ack.receivedLines, "received line", lineStates, ["received", "missing"]);
    expectEach(ack.checks, "daily check", checks, ["stored"]);
  }
  return lost;
}

/** The rows of an `id, value` query as a map. */
async function valuesById(db: Database, query: SQL): Promise<Map<number, string>> {
  const rows = await selectRaw<{ id: number; value: string }>(db, query);
  return new Map(rows.map((row) => [row.id, row.value]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
