import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATEGORIES, PLANS, REQUEST_STATUSES } from "@stockroom/shared";
import { ledgerMismatches } from "../test/fixtures";
import { findViolations } from "../test/reliability/invariants";
import { syncPlanCatalogue } from "./plans";
import {
  inventoryItems,
  paymentMethods,
  properties,
  propertyManagers,
  requestItems,
  requests,
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
