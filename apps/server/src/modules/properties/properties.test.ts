import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, properties, propertyManagers } from "../../db/schema";
import { createAccount } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group, stranger } = useSeededSuite();

const propertyCount = async (ownerId: string) =>
  (await ctx.database.db.select({ n: count() }).from(properties).where(eq(properties.ownerId, ownerId)))[0].n;

describe("listing properties", () => {
  it("gives the owner their properties with managers and items", async () => {
    const { status, body } = await api("GET", "/api/properties", group.owner.cookie);
    expect(status).toBe(200);
    expect(body.map((p: { name: string }) => p.name)).toEqual([
      "Harbor View Hotel",
      "Maple Grove Inn",
      "Sunset Boutique Suites",
    ]);
    expect(body.map((p: { inventoryItems: unknown[] }) => p.inventoryItems.length)).toEqual([9, 5, 6]);
    expect(body[0].managers).toHaveLength(1);
    expect(body[0].managers[0]).toMatchObject({
      managerId: group.manager.id,
      manager: { firstName: "Marco", lastName: "Silva", email: "manager@example.com" },
    });
    expect(body[0]).toMatchObject({ isActive: true, address: "12 Marina Way, Portsmouth, NH 03801" });
  });

  it("refuses managers on /api/properties and gives them their assigned properties on managed-properties", async () => {
    expect((await api("GET", "/api/properties", group.manager.cookie)).status).toBe(403);
    const { status, body } = await api("GET", "/api/managed-properties", group.manager.cookie);
    expect(status).toBe(200);
    expect(body.map((p: { id: number }) => p.id)).toEqual([group.harbor]);
  });

  it("shows another owner nothing of this group", async () => {
    expect((await api("GET", "/api/properties", stranger.cookie)).body).toEqual([]);
    expect((await api("GET", "/api/managed-properties", stranger.cookie)).body).toEqual([]);
  });

  it("answers 401 when signed out", async () => {
    expect((await api("GET", "/api/properties")).status).toBe(401);
  });
});

describe("creating, updating and deleting properties", () => {
  it("validates the name with the spec's messages and creates nothing", async () => {
    const before = await propertyCount(group.owner.id);
    const empty = await api("POST", "/api/properties", group.owner.cookie, { name: "  ", address: "x" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: "Property name is required",
      fields: { name: "Property name is required" },
    });
    const long = await api("POST", "/api/properties", group.owner.cookie, { name: "x".repeat(256) });
    expect(long.status).toBe(400);
    expect(await propertyCount(group.owner.id)).toBe(before);
  });

  it("creates, renames and deletes a property, logging the creation", async () => {
    const created = await api("POST", "/api/properties", group.owner.cookie, { name: "Lakeside Lodge", address: "" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Lakeside Lodge",
      address: null,
      ownerId: group.owner.id,
      isActive: true,
    });
    const log = await ctx.database.db.select().from(activityLog).where(eq(activityLog.propertyId, created.body.id));
    expect(log.map((l) => l.type)).toEqual(["property_created"]);

    const renamed = await api("PUT", `/api/properties/${created.body.id}`, group.owner.cookie, {
      name: "Lakeside Lodge & Spa",
      address: "1 Shore Rd",
    });
    expect(renamed.body).toMatchObject({ name: "Lakeside Lodge & Spa", address: "1 Shore Rd" });

    expect((await api("DELETE", `/api/properties/${created.body.id}`, group.owner.cookie)).body).toEqual({
      success: true,
    });
    expect((await api("PUT", `/api/properties/${created.body.id}`, group.owner.cookie, { name: "x" })).status).toBe(
      404,
    );
  });

  it("answers 404 to another owner touching this group's property, and changes nothing", async () => {
    const url = `/api/properties/${group.harbor}`;
    expect((await api("PUT", url, stranger.cookie, { name: "Mine now" })).status).toBe(404);
    expect((await api("DELETE", url, stranger.cookie)).status).toBe(404);
    expect((await api("POST", `${url}/managers`, stranger.cookie, { managerId: group.manager.id })).status).toBe(404);
    expect((await api("DELETE", `${url}/managers/${group.manager.id}`, stranger.cookie)).status).toBe(404);
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, group.harbor));
    expect(row.name).toBe("Harbor View Hotel");
  });

  it("refuses managers every property change with 403", async () => {
    expect((await api("POST", "/api/properties", group.manager.cookie, { name: "Nope" })).status).toBe(403);
    expect((await api("PUT", `/api/properties/${group.harbor}`, group.manager.cookie, { name: "Nope" })).status).toBe(
      403,
    );
    expect((await api("DELETE", `/api/properties/${group.harbor}`, group.manager.cookie)).status).toBe(403);
  });

  it("rejects malformed ids with 400", async () => {
    expect((await api("PUT", "/api/properties/abc", group.owner.cookie, { name: "x" })).status).toBe(400);
    expect((await api("DELETE", "/api/properties/-1", group.owner.cookie)).status).toBe(400);
  });
});

describe("plan limits on properties", () => {
  it("answers 403 LIMIT_EXCEEDED past the starter plan's one property", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "starter" });
    expect((await api("POST", "/api/properties", owner.cookie, { name: "First" })).status).toBe(201);
    const second = await api("POST", "/api/properties", owner.cookie, { name: "Second" });
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      error: "LIMIT_EXCEEDED",
      requiresUpgrade: true,
      limitType: "properties",
      currentUsage: 1,
      maxAllowed: 1,
      suggestedTier: "basic",
    });
    expect(second.body.message).toContain("Starter plan allows 1 property");
    expect(await propertyCount(owner.id)).toBe(1);
  });

  it("answers 402 PAYMENT_REQUIRED past the enterprise base", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "enterprise" });
    await ctx.database.db
      .insert(properties)
      .values(Array.from({ length: 21 }, (_, i) => ({ name: `Hotel ${i + 1}`, ownerId: owner.id })));
    const response = await api("POST", "/api/properties", owner.cookie, { name: "Hotel 22" });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ error: "PAYMENT_REQUIRED", additionalCost: 1000, additionalProperties: 1 });
    expect(typeof response.body.reason).toBe("string");
    expect(await propertyCount(owner.id)).toBe(21);
  });

  it("never limits an admin", async () => {
    for (const name of ["A", "B", "C"]) {
      expect((await api("POST", "/api/properties", group.admin.cookie, { name })).status).toBe(201);
    }
  });
});

describe("manager assignments", () => {
  it("assigns and removes one of the owner's managers", async () => {
    const second = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: group.owner.id });
    const url = `/api/properties/${group.maple}/managers`;
    const assigned = await api("POST", url, group.owner.cookie, { managerId: second.id });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toMatchObject({
      propertyId: group.maple,
      managerId: second.id,
      manager: { email: second.email },
    });
    expect((await api("POST", url, group.owner.cookie, { managerId: second.id })).status).toBe(409);

    const managed = await api("GET", "/api/managed-properties", second.cookie);
    expect(managed.body.map((p: { id: number }) => p.id)).toEqual([group.maple]);

    expect((await api("DELETE", `${url}/${second.id}`, group.owner.cookie)).body).toEqual({ success: true });
    expect((await api("DELETE", `${url}/${second.id}`, group.owner.cookie)).status).toBe(404);
    expect((await api("GET", "/api/managed-properties", second.cookie)).body).toEqual([]);
  });

  it("refuses another owner's manager and unknown users with 404", async () => {
    const theirs = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: stranger.id });
    const url = `/api/properties/${group.maple}/managers`;
    expect((await api("POST", url, group.owner.cookie, { managerId: theirs.id })).status).toBe(404);
    expect((await api("POST", url, group.owner.cookie, { managerId: "no-such-user" })).status).toBe(404);
    expect((await api("POST", url, group.owner.cookie, {})).status).toBe(400);
  });

  it("answers 403 LIMIT_EXCEEDED past managersPerProperty", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "starter" });
    const property = (await api("POST", "/api/properties", owner.cookie, { name: "Only" })).body;
    const [m1, m2] = await Promise.all([
      createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id }),
      createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id }),
    ]);
    const url = `/api/properties/${property.id}/managers`;
    expect((await api("POST", url, owner.cookie, { managerId: m1.id })).status).toBe(201);
    const over = await api("POST", url, owner.cookie, { managerId: m2.id });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      error: "LIMIT_EXCEEDED",
      limitType: "managers",
      currentUsage: 1,
      maxAllowed: 1,
      suggestedTier: "basic",
    });
    const rows = await ctx.database.db
      .select()
      .from(propertyManagers)
      .where(eq(propertyManagers.propertyId, property.id));
    expect(rows).toHaveLength(1);
  });
});

describe("GET /api/users", () => {
  it("lists only the managers this owner created", async () => {
    const { status, body } = await api("GET", "/api/users", group.owner.cookie);
    expect(status).toBe(200);
    const emails = body.map((u: { email: string }) => u.email);
    expect(emails).toContain("manager@example.com");
    expect(body.every((u: { role: string }) => u.role === "manager")).toBe(true);
    expect(body[0]).not.toHaveProperty("passwordHash");
    const strangers = await api("GET", "/api/users", stranger.cookie);
    expect(strangers.body.map((u: { email: string }) => u.email)).not.toContain("manager@example.com");
  });

  it("refuses managers", async () => {
    expect((await api("GET", "/api/users", group.manager.cookie)).status).toBe(403);
  });
});
