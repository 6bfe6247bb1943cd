import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_RECENT_ACTIVITY } from "@stockroom/shared";
import { properties, requestItems, requests, users } from "../../db/schema";
import { SEED_PAYMENT_DAYS_AGO } from "../../db/seed-data";
import { createTestContext, signIn } from "../../test/context";
import { client, seededGroup } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite({ withStranger: false });

const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/admin/stats", () => {
  it("computes every figure of the seed", async () => {
    const { status, body } = await api("GET", "/api/admin/stats", group.admin.cookie);
    expect(status).toBe(200);
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    // The seed records a 99 USD payment at each of these offsets; only this month's count.
    const paidThisMonth = SEED_PAYMENT_DAYS_AGO.filter((days) => now.getTime() - days * DAY >= monthStart).length;
    expect(body).toMatchObject({
      totalUsers: 3,
      activeSubscriptions: 1,
      totalProperties: 3,
      totalInventoryItems: 20,
      totalRequests: 5,
      monthlyRevenue: 99 * paidThisMonth,
    });
    // The manager and the admin are on the starter tier in the database, but only owners hold a plan.
    expect(body.usersByTier).toEqual({ growth: 1 });
    expect(body.accounts).toEqual({
      ownersByStatus: { active: 1 },
      demoAccounts: 0,
      managers: 1,
      admins: 1,
      openCheckouts: 0,
    });
    expect(body.recentActivity).toHaveLength(ADMIN_RECENT_ACTIVITY);
    expect(body.recentActivity[0]).toMatchObject({ type: "request_created", userName: "Marco Silva" });
  });

  it("counts customers apart from demo accounts and unpaid checkouts (issue 36)", async () => {
    const { db } = ctx.database;
    const added = await db
      .insert(users)
      .values([
        // A checkout never paid for: a row with no password, under the default tier.
        { email: "abandoned@example.com", role: "owner", subscriptionStatus: "incomplete", passwordHash: null },
        { email: "demo-free@example.com", role: "demo", subscriptionTier: "demo", passwordHash: "x" },
        {
          email: "late@example.com",
          role: "owner",
          subscriptionTier: "pro",
          subscriptionStatus: "past_due",
          passwordHash: "x",
        },
      ])
      .returning({ id: users.id });
    try {
      const { body } = await api("GET", "/api/admin/stats", group.admin.cookie);
      expect(body).toMatchObject({ totalUsers: 5, activeSubscriptions: 1, usersByTier: { growth: 1, pro: 1 } });
      expect(body.usersByTier).not.toHaveProperty("starter");
      expect(body.usersByTier).not.toHaveProperty("demo");
      expect(body.accounts).toEqual({
        ownersByStatus: { active: 1, past_due: 1 },
        demoAccounts: 1,
        managers: 1,
        admins: 1,
        openCheckouts: 1,
      });
    } finally {
      await db.delete(users).where(
        inArray(
          users.id,
          added.map((row) => row.id),
        ),
      );
    }
  });
});

describe("admin lists", () => {
  it("lists users without secrets, properties with owner, managers and item counts", async () => {
    const usersList = await api("GET", "/api/admin/users", group.admin.cookie);
    expect(usersList.body).toHaveLength(3);
    expect(usersList.body[0]).not.toHaveProperty("passwordHash");
    expect(usersList.body.find((u: { email: string }) => u.email === "owner@example.com").propertyCount).toBe(3);

    const props = await api("GET", "/api/admin/properties", group.admin.cookie);
    const harbor = props.body.find((p: { id: number }) => p.id === group.harbor);
    expect(harbor).toMatchObject({
      name: "Harbor View Hotel",
      owner: { firstName: "Olivia", lastName: "Bennett", email: "owner@example.com" },
      managers: [{ id: group.manager.id, firstName: "Marco", lastName: "Silva" }],
      itemCount: 9,
    });
    expect(props.body.map((p: { itemCount: number }) => p.itemCount).sort()).toEqual([5, 6, 9]);
  });

  it("lists at most 50 requests, newest first, with item, property and requester", async () => {
    const seeded = await api("GET", "/api/admin/requests", group.admin.cookie);
    expect(seeded.body).toHaveLength(5);
    expect(seeded.body[0]).toMatchObject({
      status: "pending",
      quantity: 105,
      item: { name: "Shampoo Bottles", property: { name: "Harbor View Hotel" } },
      requester: { firstName: "Marco", lastName: "Silva", email: "manager@example.com" },
    });
    const rows = await ctx.database.db
      .insert(requests)
      .values(
        Array.from({ length: 60 }, () => ({
          propertyId: group.sunset,
          quantity: 1,
          requesterId: group.owner.id,
          ownerId: group.owner.id,
        })),
      )
      .returning({ id: requests.id });
    await ctx.database.db.insert(requestItems).values(
      rows.map((r) => ({
        requestId: r.id,
        itemName: "Pens",
        unit: "boxes",
        requestedQuantity: 1,
        position: 0,
        ownerId: group.owner.id,
      })),
    );
    expect((await api("GET", "/api/admin/requests", group.admin.cookie)).body).toHaveLength(50);
  });
});

describe("admin changes", () => {
  it("changes a user's tier and the user's limits follow", async () => {
    const before = await api("GET", "/api/usage-limits", group.owner.cookie);
    expect(before.body.usage.canAddProperty).toBe(true);
    const changed = await api("PUT", `/api/admin/users/${group.owner.id}/subscription`, group.admin.cookie, {
      userId: group.owner.id,
      subscriptionTier: "starter",
      subscriptionStatus: "canceled",
      role: "owner",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ subscriptionTier: "starter", subscriptionStatus: "canceled" });
    const after = await api("GET", "/api/usage-limits", group.owner.cookie);
    expect(after.body).toMatchObject({ tier: "starter", usage: { canAddProperty: false } });
    expect((await api("POST", "/api/properties", group.owner.cookie, { name: "Fourth" })).status).toBe(403);
    const stats = await api("GET", "/api/admin/stats", group.admin.cookie);
    expect(stats.body.recentActivity[0].type).toBe("subscription_changed");
  });

  it("keeps a failed renewal's grace when the status is left as it is, and ends it when the status changes (decision 191)", async () => {
    const { db } = ctx.database;
    const since = new Date();
    await db
      .update(users)
      .set({ subscriptionStatus: "past_due", pastDueSince: since, dunningRetries: 1 })
      .where(eq(users.id, group.owner.id));
    const setStatus = (subscriptionStatus: string) =>
      api("PUT", `/api/admin/users/${group.owner.id}/subscription`, group.admin.cookie, {
        userId: group.owner.id,
        // As the test before left it.
        subscriptionTier: "starter",
        subscriptionStatus,
        role: "owner",
      });
    const dunning = async () =>
      (
        await db
          .select({ since: users.pastDueSince, retries: users.dunningRetries })
          .from(users)
          .where(eq(users.id, group.owner.id))
      )[0];

    expect((await setStatus("past_due")).status).toBe(200);
    expect(await dunning()).toEqual({ since, retries: 1 });
    expect((await api("GET", "/api/properties", group.owner.cookie)).status).toBe(200);

    expect((await setStatus("active")).status).toBe(200);
    expect(await dunning()).toEqual({ since: null, retries: 0 });
    // Set by hand, past due takes effect at once: no grace.
    expect((await setStatus("past_due")).status).toBe(200);
    expect((await api("GET", "/api/properties", group.owner.cookie)).status).toBe(402);
    await setStatus("canceled");
  });

  it("refuses invalid values and an admin removing their own admin role", async () => {
    const [admin] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const url = `/api/admin/users/${admin.id}/subscription`;
    const selfDemote = await api("PUT", url, group.admin.cookie, {
      subscriptionTier: "starter",
      subscriptionStatus: "active",
      role: "owner",
    });
    expect(selfDemote.status).toBe(400);
    const invalid = await api("PUT", url, group.admin.cookie, {
      subscriptionTier: "platinum",
      subscriptionStatus: "active",
      role: "admin",
    });
    expect(invalid.status).toBe(400);
    expect(
      (
        await api("PUT", "/api/admin/users/nobody/subscription", group.admin.cookie, {
          subscriptionTier: "starter",
          subscriptionStatus: "inactive",
          role: "owner",
        })
      ).status,
    ).toBe(404);
  });

  it("creates a demo user whose credentials sign in", async () => {
    const created = await api("POST", "/api/admin/demo-user", group.admin.cookie);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ role: "demo", subscriptionTier: "demo" });
    const cookie = await signIn(ctx.app, created.body.credentials.email, created.body.credentials.password);
    expect((await api("GET", "/api/properties", cookie)).body).toHaveLength(1);
    const stats = await api("GET", "/api/admin/stats", group.admin.cookie);
    // A demo account is no customer: counted apart, not under a tier (issue 36).
    expect(stats.body.usersByTier).toEqual({ starter: 1 });
    expect(stats.body.accounts.demoAccounts).toBe(1);
  });

  it("never deletes an admin, and deletes an owner with their properties and managers", async () => {
    const [admin] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const refused = await api("DELETE", `/api/admin/users/${admin.id}`, group.admin.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Admin users cannot be deleted");

    expect((await api("DELETE", `/api/admin/users/${group.owner.id}`, group.admin.cookie)).body).toEqual({
      success: true,
    });
    const [{ n: left }] = await ctx.database.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.ownerId, group.owner.id));
    expect(left).toBe(0);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, group.manager.id))).toEqual([]);
    expect((await api("DELETE", `/api/admin/users/${group.owner.id}`, group.admin.cookie)).status).toBe(404);
  });
});

describe("admin permissions", () => {
  it("answers 403 to every non-admin and 401 to anonymous callers on every admin route", async () => {
    const fresh = await createTestContext();
    try {
      const freshApi = client(fresh.app);
      const people = await seededGroup(fresh.app, fresh.database.db);
      const routes: ["GET" | "PUT" | "DELETE" | "POST", string, unknown?][] = [
        ["GET", "/api/admin/stats"],
        ["GET", "/api/admin/users"],
        ["GET", "/api/admin/properties"],
        ["GET", "/api/admin/requests"],
        [
          "PUT",
          `/api/admin/users/${people.owner.id}/subscription`,
          { subscriptionTier: "enterprise", subscriptionStatus: "active", role: "admin" },
        ],
        ["DELETE", `/api/admin/users/${people.manager.id}`],
        ["POST", "/api/admin/demo-user"],
      ];
      for (const [method, url, body] of routes) {
        expect((await freshApi(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
        for (const cookie of [people.owner.cookie, people.manager.cookie]) {
          expect((await freshApi(method, url, cookie, body)).status, `${method} ${url}`).toBe(403);
        }
      }
      const [owner] = await fresh.database.db.select().from(users).where(eq(users.id, people.owner.id));
      expect(owner.role).toBe("owner");
    } finally {
      await fresh.close();
    }
  });
});
