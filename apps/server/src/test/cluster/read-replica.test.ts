import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { LAST_WRITE_COOKIE } from "../../plugins/read-replica";
import { adminQuery } from "../admin-query";
import { pauseReplay, resumeReplay, waitForReplay } from "../replica";
import {
  type Instance,
  freePorts,
  instanceDatabaseEnv,
  request,
  signIn,
  startInstance,
  stop,
  waitForHealth,
} from "./instances";
import { skipWithout } from "../skips";

/**
 * A server process with DATABASE_REPLICA_URL on a real streaming replica (issue 23, decision 153), whose replay
 * the test pauses: what the replica answers then is visibly older than the primary, so the figures tell which
 * database served each read. Runs when the test run started a replica (TEST_REPLICA=true on PostgreSQL).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const replicaUrl = process.env.TEST_DATABASE_REPLICA_URL;
const replica = { primaryUrl: serverUrl!, replicaUrl: replicaUrl! };

interface DashboardStats {
  totalProperties: number;
  pendingRequests: number;
  lowStockItems: number;
  totalItems: number;
}

const needs = { postgres: serverUrl, replica: replicaUrl };
describe.skipIf(skipWithout(needs))("reads from a streaming replica, and a client's own writes", () => {
  const databaseName = `stockroom_replica_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  let workDir: string | undefined;
  let databaseCreated = false;
  let replayPaused = false;
  const children: ChildProcess[] = [];
  let server: Instance;
  let harbor: number;
  /** The owner who writes, and keeps the last-write cookie its writes answer with, as a browser does. */
  let writer: { session: string; lastWrite?: string };
  /** The same owner on another device: a session without any last write. */
  let otherDevice: string;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-replica-test-"));
    await adminQuery(serverUrl!, `create database ${databaseName}`);
    databaseCreated = true;
    const [port] = await freePorts(1);
    server = startInstance(workDir, "replicated", port, {
      ...instanceDatabaseEnv(databaseName),
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    });
    children.push(server.process);
    await waitForHealth(server);
    writer = { session: await signIn(server.url) };
    otherDevice = await signIn(server.url);
    const properties = await request(server.url, "GET", "/api/properties", writer.session);
    harbor = ((await properties.json()) as { id: number; name: string }[]).find(
      (p) => p.name === "Harbor View Hotel",
    )!.id;
    // The replica holds the migrated, seeded database before the test pauses it.
    await waitForReplay(replica);
  }, 120_000);

  afterAll(async () => {
    if (replayPaused) await resumeReplay(replicaUrl!);
    await Promise.all(children.map(stop));
    if (databaseCreated) await adminQuery(serverUrl!, `drop database if exists ${databaseName} with (force)`);
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  }, 120_000);

  async function pause() {
    await pauseReplay(replicaUrl!);
    replayPaused = true;
  }

  async function resume() {
    await resumeReplay(replicaUrl!);
    replayPaused = false;
    await waitForReplay(replica);
  }

  /** The writer's requests carry its session and its last write, and keep the last write a write answers. */
  async function asWriter(method: string, url: string, body?: unknown): Promise<Response> {
    const cookie = [writer.session, writer.lastWrite].filter(Boolean).join("; ");
    const response = await request(server.url, method, url, cookie, body);
    const lastWrite = response.headers.getSetCookie().find((c) => c.startsWith(`${LAST_WRITE_COOKIE}=`));
    if (lastWrite) writer.lastWrite = lastWrite.split(";")[0];
    return response;
  }

  async function dashboard(read: Promise<Response>): Promise<DashboardStats> {
    const response = await read;
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as DashboardStats;
  }

  async function reportedItems(read: Promise<Response>): Promise<number> {
    const response = await read;
    expect(response.status, await response.clone().text()).toBe(200);
    const { overview } = (await response.json()) as { overview: { inventoryPerformance: { totalItems: number } } };
    return overview.inventoryPerformance.totalItems;
  }

  async function createItem(name: string, send: (body: object) => Promise<Response>) {
    const response = await send({ name, category: "housekeeping", currentStock: 10, minStock: 2, propertyId: harbor });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  it("shows the writer its write at once while other reads of the figures come from the paused replica", async () => {
    const before = await dashboard(request(server.url, "GET", "/api/dashboard/stats", otherDevice));
    await pause();

    await createItem("Replica Towels", (body) => asWriter("POST", "/api/inventory", body));
    expect(writer.lastWrite).toMatch(new RegExp(`^${LAST_WRITE_COOKIE}=[0-9A-F]+/[0-9A-F]+$`));

    // The writer's own reads: the inventory list is always the primary's, the figures follow its last write.
    const list = await asWriter("GET", `/api/inventory?propertyId=${harbor}&search=Replica`);
    expect(((await list.json()) as { name: string }[]).map((item) => item.name)).toEqual(["Replica Towels"]);
    const fresh = await dashboard(asWriter("GET", "/api/dashboard/stats"));
    expect(fresh.totalItems).toBe(before.totalItems + 1);

    // Without the writer's last write, the same owner's figures and reports come from the replica: as before.
    const stale = await dashboard(request(server.url, "GET", "/api/dashboard/stats", otherDevice));
    expect(stale.totalItems).toBe(before.totalItems);
    // The reports too; the instance's overview cache (decision 137) holds one entry for both devices, and the
    // version read with the figures keeps each database's answer from being served for the other's.
    expect(await reportedItems(request(server.url, "GET", "/api/analytics?period=30", otherDevice))).toBe(
      before.totalItems,
    );
    expect(await reportedItems(asWriter("GET", "/api/analytics?period=30"))).toBe(before.totalItems + 1);

    await resume();
    const caughtUp = await dashboard(request(server.url, "GET", "/api/dashboard/stats", otherDevice));
    expect(caughtUp.totalItems).toBe(before.totalItems + 1);
    expect(await reportedItems(request(server.url, "GET", "/api/analytics?period=30", otherDevice))).toBe(
      before.totalItems + 1,
    );
  });

  it("sends the writer's reads back to the replica once it has replayed the writer's last write", async () => {
    const before = await dashboard(asWriter("GET", "/api/dashboard/stats"));
    await pause();
    // Someone else's write, which the paused replica does not show: the writer's last write is older and replayed.
    const manager = await signIn(server.url, DEMO_CREDENTIALS.manager);
    await createItem("Manager Towels", (body) => request(server.url, "POST", "/api/inventory", manager, body));

    const fromReplica = await dashboard(asWriter("GET", "/api/dashboard/stats"));
    expect(fromReplica.totalItems).toBe(before.totalItems);

    await resume();
    expect((await dashboard(asWriter("GET", "/api/dashboard/stats"))).totalItems).toBe(before.totalItems + 1);
  });
});
