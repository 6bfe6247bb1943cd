import { asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  inventoryItems,
  lowStockEpisodes,
  notifications,
  properties,
  propertyManagers,
  stockMovements,
  users,
} from "../../db/schema";
import { createAccount } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";
import { runAlertJobs } from "./jobs";
import { ownerOfItem } from "../../test/tenant-keys";

const ORIGIN = "https://stockroom.example";
const { ctx, api, group, stranger } = useSeededSuite();
const db = () => ctx.database.db;
const runJobs = (now = new Date()) => runAlertJobs(db(), { mailer: ctx.mailer, linkOrigin: ORIGIN, now });

let serial = 0;
/** A new Harbor View item, in stock unless told otherwise. */
async function newItem({ currentStock = 20, minStock = 10, propertyId = group.harbor } = {}): Promise<number> {
  const name = `Alert item ${++serial}`;
  const created = await api("POST", "/api/inventory", group.owner.cookie, {
    propertyId,
    name,
    category: "housekeeping",
    currentStock,
    minStock,
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const episodesOf = (itemId: number) =>
  db().select().from(lowStockEpisodes).where(eq(lowStockEpisodes.itemId, itemId)).orderBy(asc(lowStockEpisodes.id));

/** The low-stock notifications of an item's episodes, as [user, episode] pairs. */
async function alertsOf(itemId: number) {
  const episodes = (await episodesOf(itemId)).map((e) => e.id);
  if (episodes.length === 0) return [];
  return db()
    .select({ userId: notifications.userId, episodeId: notifications.episodeId, title: notifications.title })
    .from(notifications)
    .where(inArray(notifications.episodeId, episodes))
    .orderBy(asc(notifications.id));
}

const count = (itemId: number, countedQuantity: number) =>
  api("POST", "/api/daily-checks", group.manager.cookie, {
    propertyId: group.harbor,
    checkedAt: new Date().toISOString(),
    items: [{ itemId, countedQuantity }],
  });

const edit = (itemId: number, changes: Record<string, unknown>) =>
  api("PUT", `/api/inventory/${itemId}`, group.owner.cookie, changes);

/** A writer outside the app: the stock and its ledger row in one transaction (the ledger must still add up). */
async function setStockBySql(itemId: number, stocks: number[]) {
  await db().transaction(async (tx) => {
    for (const stock of stocks) {
      const [before] = await tx
        .select({ stock: inventoryItems.currentStock })
        .from(inventoryItems)
        .where(eq(inventoryItems.id, itemId));
      await tx.execute(sql`update inventory_items set current_stock = ${stock} where id = ${itemId}`);
      await tx.insert(stockMovements).values({
        itemId,
        delta: stock - before.stock,
        resultingStock: stock,
        reason: "edited",
        ownerId: ownerOfItem(itemId),
      });
    }
  });
}

/** Each path that lowers stock: one alert per recipient for the episode, however often it is lowered again. */
async function expectOneAlertPerEpisode(
  itemId: number,
  lowerAgain: () => Promise<unknown>,
  recipients = [group.owner.id, group.manager.id],
) {
  await runJobs();
  const first = await alertsOf(itemId);
  expect(first.map((a) => a.userId).sort()).toEqual([...recipients].sort());
  await lowerAgain();
  await runJobs();
  expect(await alertsOf(itemId)).toEqual(first);
  expect(await episodesOf(itemId)).toHaveLength(1);
}

beforeAll(async () => {
  // The seed's low items open episodes like any writer's; the first run tells their owners once.
  const first = await runJobs();
  expect(first.episodes).toBeGreaterThan(0);
  expect((await runJobs()).episodes).toBe(0);
});

describe("low-stock episodes", () => {
  it("opens one on a count that drops an item to its minimum, and a later lower count adds nothing", async () => {
    const item = await newItem();
    expect((await count(item, 10)).status).toBe(201);
    await expectOneAlertPerEpisode(item, () => count(item, 3));
  });

  it("opens one on an edit of the stock", async () => {
    const item = await newItem();
    expect((await edit(item, { currentStock: 4 })).status).toBe(200);
    await expectOneAlertPerEpisode(item, () => edit(item, { currentStock: 1 }));
  });

  it("opens one when the minimum is raised above the stock, and closes it when lowered again", async () => {
    const item = await newItem({ currentStock: 20, minStock: 10 });
    await edit(item, { minStock: 25 });
    await expectOneAlertPerEpisode(item, () => edit(item, { minStock: 30 }));
    await edit(item, { minStock: 5 });
    const [episode] = await episodesOf(item);
    expect(episode.closedAt).not.toBeNull();
  });

  it("opens one for a copy to another property that arrives low", async () => {
    const source = await newItem();
    const copy = await api("POST", "/api/inventory", group.owner.cookie, {
      name: `Alert copy ${++serial}`,
      category: "housekeeping",
      propertyId: group.maple,
      currentStock: 2,
      minStock: 10,
      copiedFromId: source,
    });
    expect(copy.status).toBe(201);
    const id = copy.body.id as number;
    // Maple Grove has no manager assigned: its owner alone hears of it.
    await expectOneAlertPerEpisode(id, () => edit(id, { currentStock: 1 }), [group.owner.id]);
  });

  it("opens one for a direct SQL update, and none for a transaction that lowers and restocks", async () => {
    const item = await newItem();
    await setStockBySql(item, [5]);
    await expectOneAlertPerEpisode(item, () => setStockBySql(item, [2]));

    const other = await newItem();
    await setStockBySql(other, [3, 30]);
    expect(await episodesOf(other)).toEqual([]);
  });

  it("ends the episode when stock goes above the minimum; falling again opens a new one and alerts again", async () => {
    const item = await newItem();
    await count(item, 4);
    await runJobs();
    await count(item, 10);
    expect((await episodesOf(item))[0].closedAt).toBeNull();
    await count(item, 11);
    expect((await episodesOf(item))[0].closedAt).not.toBeNull();
    await count(item, 9);
    await runJobs();
    const episodes = await episodesOf(item);
    expect(episodes).toHaveLength(2);
    expect(episodes[1].closedAt).toBeNull();
    expect(await alertsOf(item)).toHaveLength(4);
  });

  it("ends the episode when a received request restocks the item above its minimum", async () => {
    const item = await newItem();
    await count(item, 5);
    const request = await api("POST", "/api/requests", group.manager.cookie, { itemId: item, quantity: 10 });
    expect(request.status).toBe(201);
    const id = request.body.id as number;
    expect((await api("PUT", `/api/requests/${id}/status`, group.owner.cookie, { status: "approved" })).status).toBe(
      200,
    );
    expect((await episodesOf(item))[0].closedAt).toBeNull();
    expect((await api("PUT", `/api/requests/${id}/status`, group.manager.cookie, { status: "received" })).status).toBe(
      200,
    );
    expect((await episodesOf(item))[0].closedAt).not.toBeNull();
  });

  it("tells nobody about an episode that ended before the job ran", async () => {
    const item = await newItem();
    await count(item, 1);
    await count(item, 15);
    await runJobs();
    expect(await alertsOf(item)).toEqual([]);
  });
});

describe("who is told", () => {
  it("tells the owner and the assigned managers only, by email where their preferences allow", async () => {
    const unassigned = await createAccount(ctx.app, db(), { role: "manager", createdBy: group.owner.id });
    const off = { lowStockAlerts: false, requestUpdates: true, weeklyReports: false };
    expect((await api("PUT", "/api/auth/preferences", group.manager.cookie, off)).status).toBe(200);
    const item = await newItem();
    await count(item, 2);
    const outboxBefore = await db().select({ id: emailOutbox.id }).from(emailOutbox);
    await runJobs();

    const alerts = await alertsOf(item);
    expect(alerts.map((a) => a.userId).sort()).toEqual([group.owner.id, group.manager.id].sort());
    expect(alerts.map((a) => a.userId)).not.toContain(unassigned.id);
    expect(alerts.map((a) => a.userId)).not.toContain(stranger.id);

    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} > ${Math.max(0, ...outboxBefore.map((o) => o.id))}`);
    expect(mails.map((m) => m.toAddress)).toEqual(["owner@example.com"]);
    expect(mails[0].subject).toMatch(/^Low stock: Alert item \d+ at Harbor View Hotel$/);
    expect(mails[0].textBody).toContain(`${ORIGIN}/inventory?propertyId=${group.harbor}&category=housekeeping`);
    expect(mails[0].textBody).toContain("2 pieces left, minimum 10 pieces");
    await api("PUT", "/api/auth/preferences", group.manager.cookie, { ...off, lowStockAlerts: true });
  });

  it("sends each recipient one email for every item that went low since the last run", async () => {
    const items = [await newItem(), await newItem(), await newItem()];
    for (const item of items) await count(item, 0);
    const before = await db().select({ id: emailOutbox.id }).from(emailOutbox);
    await runJobs();
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} > ${Math.max(0, ...before.map((o) => o.id))}`);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(["manager@example.com", "owner@example.com"]);
    expect(mails.every((m) => m.subject === "Low stock: 3 items")).toBe(true);
  });

  it("tells each account's own people when one run claims the episodes of several accounts", async () => {
    const other = await createAccount(ctx.app, db(), { tier: "basic" });
    const [property] = await db()
      .insert(properties)
      .values({ name: "Other Inn", ownerId: other.id })
      .returning({ id: properties.id });
    const created = await api("POST", "/api/inventory", other.cookie, {
      propertyId: property.id,
      name: "Other soap",
      category: "housekeeping",
      currentStock: 1,
      minStock: 5,
    });
    expect(created.status).toBe(201);
    const ours = await newItem();
    await count(ours, 2);

    await runJobs();
    expect((await alertsOf(created.body.id as number)).map((a) => a.userId)).toEqual([other.id]);
    expect((await alertsOf(ours)).map((a) => a.userId).sort()).toEqual([group.owner.id, group.manager.id].sort());
  });
});

describe("plans", () => {
  /** An owner of this tier with one property holding one item below its minimum. */
  async function lowItemOf(tier: "starter" | "basic", scheduled?: { tier: "starter"; date: Date }) {
    const owner = await createAccount(ctx.app, db(), { tier });
    if (scheduled) {
      await db()
        .update(users)
        .set({ scheduledUpdateTier: scheduled.tier, scheduledUpdateDate: scheduled.date })
        .where(eq(users.id, owner.id));
    }
    const [property] = await db()
      .insert(properties)
      .values({ name: `${tier} Inn`, ownerId: owner.id })
      .returning({ id: properties.id });
    const created = await api("POST", "/api/inventory", owner.cookie, {
      propertyId: property.id,
      name: `${tier} soap`,
      category: "housekeeping",
      currentStock: 1,
      minStock: 5,
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  it("tells no one on Starter, whose plan has no alerts, and counts the episode as told (decision 144)", async () => {
    const starter = await lowItemOf("starter");
    const basic = await lowItemOf("basic");
    const downgraded = await lowItemOf("basic", { tier: "starter", date: new Date(Date.now() - 60_000) });
    await runJobs();
    expect(await alertsOf(starter)).toEqual([]);
    expect(await alertsOf(downgraded)).toEqual([]);
    expect(await alertsOf(basic)).toHaveLength(1);
    for (const item of [starter, downgraded]) expect((await episodesOf(item))[0].notifiedAt).not.toBeNull();
  });
});

describe("demo accounts and SMTP", () => {
  it("tells a demo account's manager in the bell only: a demo emails no one but itself", async () => {
    const demo = await createAccount(ctx.app, db(), { role: "demo", tier: "demo" });
    // Made from its emailed link, as every demo account is now (issue 34): its own address is proved.
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, demo.id));
    const manager = await createAccount(ctx.app, db(), { role: "manager", createdBy: demo.id });
    const [property] = await db()
      .insert(properties)
      .values({ name: "Demo Inn", ownerId: demo.id })
      .returning({ id: properties.id });
    await db().insert(propertyManagers).values({ propertyId: property.id, managerId: manager.id, ownerId: demo.id });
    const created = await api("POST", "/api/inventory", demo.cookie, {
      propertyId: property.id,
      name: "Demo soap",
      category: "housekeeping",
      currentStock: 1,
      minStock: 5,
    });
    expect(created.status).toBe(201);
    await runJobs();
    expect((await alertsOf(created.body.id as number)).map((a) => a.userId).sort()).toEqual(
      [demo.id, manager.id].sort(),
    );
    const mails = await db().select({ to: emailOutbox.toAddress }).from(emailOutbox);
    expect(mails.map((m) => m.to)).toContain(demo.email);
    expect(mails.map((m) => m.to)).not.toContain(manager.email);
  });

  it("writes each email with its delivery job, in the transaction that claims its notification", async () => {
    await db().execute(sql`delete from pgboss.job where name = 'email.deliver'`);
    const [{ last }] = await db()
      .select({ last: sql<number>`coalesce(max(${emailOutbox.id}), 0)` })
      .from(emailOutbox);
    await newItem({ currentStock: 0 });
    const run = await runJobs();
    expect(run).toMatchObject({ emails: 2 });
    const rows = await db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} > ${last}`);
    const addresses = rows.map((r) => r.toAddress);
    expect(addresses).toEqual(expect.arrayContaining(["manager@example.com", "owner@example.com"]));
    const jobs = await ctx.jobs.boss.findJobs<{ outboxId: number }>("email.deliver");
    expect(jobs.map((job) => job.data.outboxId).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});

describe("two instances at the same moment", () => {
  it("notify each episode once and email each notification once", async () => {
    const items = await Promise.all(Array.from({ length: 6 }, () => newItem()));
    for (const item of items) await setStockBySql(item, [1]);
    const before = await db().select({ id: emailOutbox.id }).from(emailOutbox);

    const [a, b] = await Promise.all([runJobs(), runJobs()]);
    expect(a.episodes + b.episodes).toBe(items.length);
    expect(a.notifications + b.notifications).toBe(items.length * 2);
    for (const item of items) expect(await alertsOf(item)).toHaveLength(2);

    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} > ${Math.max(0, ...before.map((o) => o.id))}`);
    // However the two split the work, every item is in exactly one email to each recipient.
    for (const address of ["owner@example.com", "manager@example.com"]) {
      const text = mails
        .filter((m) => m.toAddress === address)
        .map((m) => m.textBody)
        .join("\n");
      for (const item of items) expect(text.split(`#inventory-item-${item}\n`).length - 1).toBe(1);
    }
    const rest = await runJobs();
    expect(rest).toMatchObject({ episodes: 0, emails: 0 });
  });
});
