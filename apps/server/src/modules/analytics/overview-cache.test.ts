import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodStart, type AnalyticsOverviewDto } from "@stockroom/shared";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { createPaymentServices } from "../billing";
import { signIn } from "../../test/context";
import { client, itemId, seededGroup } from "../../test/fixtures";
import { useTestContext } from "../../test/suite";
import { analyticsOverview } from "./overview";
import { createOverviewCache } from "./overview-cache";

describe("the overview cache", () => {
  const overview = (n: number) => ({ cards: { totalProperties: n } }) as AnalyticsOverviewDto;
  const key = { userId: "u1", period: "30" };

  it("serves an entry only at the version it was stored at and within its time", () => {
    const cache = createOverviewCache({ ttlMs: 1000 });
    cache.set({ key, version: "1:0", now: 10_000 }, overview(1));
    expect(cache.get({ key, version: "1:0", now: 10_999 })).toEqual(overview(1));
    expect(cache.get({ key, version: "1:1", now: 10_001 })).toBeUndefined();
    // The mismatch dropped the entry: even its old version finds nothing now.
    expect(cache.get({ key, version: "1:0", now: 10_002 })).toBeUndefined();
    cache.set({ key, version: "1:1", now: 20_000 }, overview(2));
    expect(cache.get({ key, version: "1:1", now: 21_000 })).toBeUndefined();
    // A clock that went back never serves an entry from the future.
    cache.set({ key, version: "1:1", now: 30_000 }, overview(3));
    expect(cache.get({ key, version: "1:1", now: 29_000 })).toBeUndefined();
  });

  it("keeps each query apart and drops the oldest entry past its size", () => {
    const cache = createOverviewCache({ ttlMs: 1000, maxEntries: 2 });
    const at = { version: "v", now: 0 };
    cache.set({ key: { userId: "u1", period: "30" }, ...at }, overview(1));
    cache.set({ key: { userId: "u1", period: "30", propertyId: 4 }, ...at }, overview(2));
    expect(cache.get({ key: { userId: "u2", period: "30" }, ...at })).toBeUndefined();
    expect(cache.get({ key: { userId: "u1", period: "7" }, ...at })).toBeUndefined();
    expect(cache.get({ key: { userId: "u1", period: "30", category: "kitchen" }, ...at })).toBeUndefined();
    cache.set({ key: { userId: "u1", period: "30", category: "kitchen" }, ...at }, overview(3));
    expect(cache.get({ key: { userId: "u1", period: "30" }, ...at })).toBeUndefined();
    expect(cache.get({ key: { userId: "u1", period: "30", propertyId: 4 }, ...at })).toEqual(overview(2));
  });
});

/**
 * Two instances on one database, each with its own cache: every write through B shows at once in A's
 * overview, which must equal the overview computed afresh from the database.
 */
describe("GET /api/analytics with the overview cache on two instances", () => {
  const statements: string[] = [];
  const { ctx } = useTestContext({ onQuery: (text) => statements.push(text) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-analytics-cache-"));
  let b: FastifyInstance;
  let group: Awaited<ReturnType<typeof seededGroup>>;
  const cookies = { ownerB: "", managerB: "" };

  beforeAll(async () => {
    group = await seededGroup(ctx.app, ctx.database.db);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    b = await buildApp({
      config,
      db: ctx.database.db,
      sessionSecret: crypto.randomBytes(32).toString("hex"),
      payments: createPaymentServices(config),
      jobs: ctx.jobs,
    });
    await b.ready();
    const { owner, manager } = DEMO_CREDENTIALS;
    cookies.ownerB = await signIn(b, owner.email, owner.password);
    cookies.managerB = await signIn(b, manager.email, manager.password);
  });
  afterAll(async () => {
    await b.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const readA = async (query = "") => {
    const { status, body } = await client(ctx.app)("GET", `/api/analytics?period=30${query}`, group.owner.cookie);
    expect(status).toBe(200);
    return body.overview as AnalyticsOverviewDto;
  };
  const fresh = (propertyId?: number) =>
    analyticsOverview(ctx.database.db, {
      user: { id: group.owner.id, role: "owner", createdBy: null },
      propertyId,
      from: periodStart("30", new Date()),
    });
  const onB = (...args: Parameters<ReturnType<typeof client>>) => client(b)(...args);

  it("answers a repeated overview with the session and version reads alone", async () => {
    const first = await readA();
    statements.length = 0;
    expect(await readA()).toEqual(first);
    expect(statements.filter((s) => s.includes("analytics_versions"))).toHaveLength(1);
    expect(statements.some((s) => /analytics_(days|item|category)|inventory_items/.test(s))).toBe(false);
  });

  it("shows an item edit, a new request, a decline, a rename and a delete made on the other instance at once", async () => {
    const towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
    const writes: [string, () => Promise<{ status: number }>][] = [
      ["item edit", () => onB("PUT", `/api/inventory/${towels}`, cookies.managerB, { currentStock: 0 })],
      [
        "new request",
        () => onB("POST", "/api/requests", cookies.managerB, { itemId: towels, quantity: 7, reason: "Pool party" }),
      ],
      [
        "decline",
        async () => {
          const pending = await onB("GET", "/api/requests?status=pending", cookies.ownerB);
          const id = (pending.body as { id: number }[])[0].id;
          return onB("PUT", `/api/requests/${id}/status`, cookies.ownerB, { status: "declined" });
        },
      ],
      ["rename", () => onB("PUT", `/api/properties/${group.maple}`, cookies.ownerB, { name: "Maple Grove Lodge" })],
      ["item delete", () => onB("DELETE", `/api/inventory/${towels}`, cookies.ownerB)],
    ];
    for (const [name, write] of writes) {
      const before = await readA();
      await readA();
      expect((await write()).status, name).toBeLessThan(300);
      const after = await readA();
      expect(after, name).not.toEqual(before);
      expect(after, name).toEqual(await fresh());
    }
  });

  it("keeps a property's overview apart and still answers 404 for another owner's property", async () => {
    expect(await readA(`&propertyId=${group.harbor}`)).toEqual(await fresh(group.harbor));
    const other = await client(ctx.app)("GET", "/api/analytics?period=30&propertyId=999999", group.owner.cookie);
    expect(other.status).toBe(404);
  });
});
