import { asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATEGORIES, PLANS, REQUEST_STATUSES } from "@stockroom/shared";
import { ledgerMismatches } from "../test/fixtures";
import { findViolations } from "../test/reliability/invariants";
import { syncPlanCatalogue } from "./plans";
import {
  activityLog,
  inventoryItems,
  paymentMethods,
  payments,
  properties,
  propertyManagers,
  requestItems,
  requests,
  stockMovements,
  subscriptionPlans,
  users,
} from "./schema";
import { seedDemoData } from "./seed";
import { useTestContext } from "../test/suite";

const { ctx } = useTestContext();

describe("demo seed", () => {
  it("stores requests as the API would: statuses, lines, totals and the ledger agree", async () => {
    const violations = await findViolations(ctx.database.db);
    expect(violations).toEqual({});
  });

  it("creates an admin, an owner and the owner's manager", async () => {
    const rows = await ctx.database.db
      .select({ role: users.role, tier: users.subscriptionTier, createdBy: users.createdBy, id: users.id })
      .from(users);
    expect(rows.map((r) => r.role).sort()).toEqual(["admin", "manager", "owner"]);
    const owner = rows.find((r) => r.role === "owner")!;
    expect(rows.find((r) => r.role === "manager")?.createdBy).toBe(owner.id);
  });

  it("gives the owner a saved card that renewals can charge", async () => {
    const cards = await ctx.database.db.select().from(paymentMethods);
    expect(cards).toEqual([expect.objectContaining({ provider: "local", last4: "4242", isDefault: true })]);
  });

  it("gives the owner three properties with the manager on one of them", async () => {
    const db = ctx.database.db;
    const props = await db.select({ id: properties.id, ownerId: properties.ownerId }).from(properties);
    expect(props).toHaveLength(3);
    expect(new Set(props.map((p) => p.ownerId)).size).toBe(1);
    const assignments = await db.select().from(propertyManagers);
    expect(assignments).toHaveLength(1);
  });

  it("stocks every category, with some items low", async () => {
    const items = await ctx.database.db
      .select({
        category: inventoryItems.category,
        low: sql<boolean>`${inventoryItems.currentStock} <= ${inventoryItems.minStock}`,
      })
      .from(inventoryItems);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(CATEGORIES));
    expect(items.filter((i) => i.low).length).toBeGreaterThan(0);
  });

  it("has requests in every status, each with line items summing to its quantity", async () => {
    const db = ctx.database.db;
    const rows = await db
      .select({ id: requests.id, status: requests.status, quantity: requests.quantity })
      .from(requests);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(REQUEST_STATUSES));
    for (const row of rows) {
      const lines = await db
        .select({ q: requestItems.requestedQuantity })
        .from(requestItems)
        .where(eq(requestItems.requestId, row.id));
      expect(lines.reduce((sum, l) => sum + l.q, 0)).toBe(row.quantity);
    }
  });

  it("prices every received line at its item's cost, as receiving through the API does", async () => {
    const lines = await ctx.database.db
      .select({ cost: requestItems.receivedUnitCostCents, itemCost: inventoryItems.unitCostCents })
      .from(requestItems)
      .innerJoin(inventoryItems, eq(inventoryItems.id, requestItems.itemId))
      .where(sql`${requestItems.receivedQuantity} > 0`);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.cost).toBe(line.itemCost);
  });

  it("keeps every item's stock equal to the sum of its ledger", async () => {
    expect(await ledgerMismatches(ctx.database.db)).toEqual([]);
  });

  it("writes exactly the demo group of seed-data.ts", async () => {
    const db = ctx.database.db;
    const tables = {
      users,
      payments,
      paymentMethods,
      properties,
      propertyManagers,
      inventoryItems,
      requests,
      requestItems,
      stockMovements,
      activityLog,
    };
    const counts = Object.fromEntries(
      await Promise.all(
        Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0].n]),
      ),
    );
    expect(counts).toEqual({
      users: 3,
      payments: 3,
      paymentMethods: 1,
      properties: 3,
      propertyManagers: 1,
      inventoryItems: 20,
      requests: 5,
      requestItems: 7,
      stockMovements: 21,
      activityLog: 13,
    });

    const [owner] = await db.select().from(users).where(eq(users.role, "owner"));
    expect(owner).toMatchObject({
      subscriptionTier: "growth",
      subscriptionStatus: "active",
      totalAmountPaid: 29700,
      currentMaxPaid: 9900,
      totalLengthPaid: 90,
      lastPaymentAmount: 9900,
      lastPaymentDate: owner.currentPeriodStart,
      billingAnchorDay: owner.currentPeriodStart!.getUTCDate(),
    });
    expect(owner.currentPeriodEnd!.getTime() - owner.currentPeriodStart!.getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    const seeded = await db
      .select({
        id: requests.id,
        reason: requests.reason,
        status: requests.status,
        quantities: sql<string>`concat_ws('/', ${requests.quantity}, ${requests.approvedQuantity}, ${requests.receivedQuantity})`,
      })
      .from(requests)
      .orderBy(asc(requests.id));
    expect(seeded.map(({ id: _id, ...request }) => request)).toEqual([
      { reason: "Running low before the holiday weekend", status: "pending", quantities: "105" },
      { reason: "Monthly restock", status: "pending", quantities: "200" },
      { reason: "Front desk and breakfast supplies", status: "approved", quantities: "22/10" },
      { reason: "Branded pens for the conference", status: "declined", quantities: "5/0" },
      { reason: "Remote controls need batteries", status: "received", quantities: "10/10/10" },
    ]);
    const [first, second, third, fourth, fifth] = seeded.map((request) => `Request #${request.id}`);
    const log = await db.select({ details: activityLog.details }).from(activityLog).orderBy(asc(activityLog.id));
    expect(log.map((entry) => entry.details)).toEqual([
      `${first} for 2 items at Harbor View Hotel`,
      `${second} for 1 item at Maple Grove Inn`,
      `${third} for 2 items at Harbor View Hotel`,
      `${third} approved`,
      `${fourth} for 1 item at Sunset Boutique Suites`,
      `${fourth} declined`,
      `${fifth} for 1 item at Harbor View Hotel`,
      `${fifth} approved`,
      `${fifth} received (10 units)`,
      "Manager account created for manager@example.com",
      "Property 'Harbor View Hotel' created",
      "Property 'Maple Grove Inn' created",
      "Property 'Sunset Boutique Suites' created",
    ]);
  });

  it("runs only once and keeps the plan table equal to the catalogue", async () => {
    expect(await seedDemoData(ctx.database.db)).toBe(false);
    await syncPlanCatalogue(ctx.database.db);
    const plans = await ctx.database.db
      .select({
        tier: subscriptionPlans.tier,
        price: subscriptionPlans.price,
        maxProperties: subscriptionPlans.maxProperties,
      })
      .from(subscriptionPlans);
    expect(plans).toHaveLength(Object.keys(PLANS).length);
    for (const plan of plans) {
      expect(plan.price).toBe(PLANS[plan.tier].price);
      expect(plan.maxProperties).toBe(PLANS[plan.tier].maxProperties);
    }
  });
});
