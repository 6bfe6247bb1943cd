import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_CARDS, downgradeOutcome, type PropertyWithRelationsDto } from "@stockroom/shared";
import { activityLog, properties, propertyManagers, users } from "../../../db/schema";
import { createAccount, startMonthlyPeriod, testCard } from "../../../test/fixtures";
import { runDueSubscriptionJobs } from "./scheduler";
import { useTestContext } from "../../../test/suite";

const { ctx, api } = useTestContext({ seed: false });

/** A Growth owner ten days into a 30-day period with a saved card, two properties and three managers. */
async function ownerWithManagers() {
  const { db } = ctx.database;
  const owner = await createAccount(ctx.app, db, { tier: "growth" });
  await startMonthlyPeriod(db, owner.id);
  const [harbor, maple] = await db
    .insert(properties)
    .values([
      { name: "Harbor", ownerId: owner.id },
      { name: "Maple", ownerId: owner.id },
    ])
    .returning({ id: properties.id });
  // A saved card, so the renewal due with the change succeeds and the managers are not paywalled.
  const setup = await api("POST", "/api/payment/update-method", owner.cookie);
  await api("POST", "/api/local-payments/confirm", undefined, {
    clientSecret: setup.body.clientSecret,
    card: testCard(TEST_CARDS.success),
  });
  const managers = [];
  for (let i = 0; i < 3; i++) {
    managers.push(await createAccount(ctx.app, db, { role: "manager", createdBy: owner.id }));
  }
  const assign = async (propertyId: number, managerId: string) =>
    expect(
      (await api("POST", `/api/properties/${propertyId}/managers`, owner.cookie, { managerId })).status,
    ).toBeLessThan(300);
  // Harbor: the first, second and third manager, assigned in that order; Maple: the third.
  for (const manager of managers) await assign(harbor.id, manager.id);
  await assign(maple.id, managers[2].id);
  return { owner, harbor: harbor.id, maple: maple.id, managers };
}

const assignmentsOf = async (ownerId: string) =>
  (
    await ctx.database.db
      .select({ propertyId: propertyManagers.propertyId, managerId: propertyManagers.managerId })
      .from(propertyManagers)
      .innerJoin(properties, eq(properties.id, propertyManagers.propertyId))
      .where(eq(properties.ownerId, ownerId))
  ).sort((a, b) => a.propertyId - b.propertyId || a.managerId.localeCompare(b.managerId));

describe("a downgrade's managers", () => {
  it("are unassigned when the change takes effect, exactly as the dialog's rule listed them", async () => {
    const { owner, harbor, maple, managers } = await ownerWithManagers();
    const [first, second, third] = managers;

    // What the dialog shows, from the same list it reads.
    const listed: PropertyWithRelationsDto[] = (await api("GET", "/api/properties?items=false", owner.cookie)).body;
    const outcome = downgradeOutcome({ tier: "starter", properties: listed, chosen: [harbor] });
    expect(outcome).toMatchObject({
      keptPropertyIds: [harbor],
      deactivatedPropertyIds: [maple],
      unassigned: [
        { propertyId: harbor, managerId: second.id },
        { propertyId: harbor, managerId: third.id },
      ],
    });
    expect([...outcome.managersWithoutProperty].sort()).toEqual([second.id, third.id].sort());

    const scheduled = await api("POST", "/api/subscription/update", owner.cookie, {
      subscriptionTier: "starter",
      isYearly: false,
      propertiesToKeep: [harbor],
    });
    expect(scheduled.body).toMatchObject({ scheduled: true });
    // Nothing changes before the date.
    const before = await assignmentsOf(owner.id);
    expect(before).toHaveLength(4);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    const due = new Date(row.scheduledUpdateDate!.getTime() + 1000);
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: new Date(due.getTime() - 2000) });
    expect(await assignmentsOf(owner.id)).toEqual(before);

    const result = await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: due });
    expect(result.changesApplied).toBe(1);
    const removed = new Set(outcome.unassigned.map((u) => `${u.propertyId}:${u.managerId}`));
    expect(await assignmentsOf(owner.id)).toEqual(before.filter((a) => !removed.has(`${a.propertyId}:${a.managerId}`)));
    // The deactivated property keeps its assignment for an upgrade to bring back.
    expect(await assignmentsOf(owner.id)).toContainEqual({ propertyId: maple, managerId: third.id });

    // The first manager still works in Harbor; the others keep their login and see no property.
    expect((await api("GET", "/api/managed-properties?items=false", first.cookie)).body).toHaveLength(1);
    const unassigned = await api("GET", "/api/managed-properties?items=false", second.cookie);
    expect(unassigned.status).toBe(200);
    expect(unassigned.body).toEqual([]);
    expect((await api("GET", "/api/managed-properties?items=false", third.cookie)).body).toEqual([]);

    const [log] = await ctx.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.ownerId, owner.id))
      .orderBy(activityLog.id)
      .then((rows) => rows.slice(-1));
    expect(log.details).toBe("Scheduled change to Starter applied; 2 managers unassigned beyond the plan");
  });

  it("applies the rule to the assignments as they are when the change takes effect", async () => {
    const { owner, harbor, managers } = await ownerWithManagers();
    await api("POST", "/api/subscription/update", owner.cookie, { subscriptionTier: "basic", isYearly: false });
    // After scheduling, the owner removes the first manager from Harbor: two remain, within Basic's two.
    expect(
      (await api("DELETE", `/api/properties/${harbor}/managers/${managers[0].id}`, owner.cookie)).status,
    ).toBeLessThan(300);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, {
      now: new Date(row.scheduledUpdateDate!.getTime() + 1000),
    });
    expect((await assignmentsOf(owner.id)).filter((a) => a.propertyId === harbor)).toHaveLength(2);
  });
});
