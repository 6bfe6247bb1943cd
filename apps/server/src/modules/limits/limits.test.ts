import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createAccount } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite();

describe("GET /api/usage-limits", () => {
  it("reports the growth owner's usage and room", async () => {
    const { status, body } = await api("GET", "/api/usage-limits", group.owner.cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tier: "growth",
      limits: { maxProperties: 10, managersPerProperty: 3, additionalHotelPrice: null },
      usage: {
        propertyCount: 3,
        maxProperties: 10,
        canAddProperty: true,
        canAddManagerToProperty: true,
        isNearPropertyLimit: false,
      },
    });
    expect(body.usage.managersByProperty[String(group.harbor)]).toEqual({ current: 1, max: 3, canAdd: true });
    expect(body.usage.managersByProperty[String(group.maple)]).toEqual({ current: 0, max: 3, canAdd: true });
  });

  it("reports a full starter account as unable to add and near its limit", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "starter" });
    const property = (await api("POST", "/api/properties", owner.cookie, { name: "Solo" })).body;
    const manager = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
    await api("POST", `/api/properties/${property.id}/managers`, owner.cookie, { managerId: manager.id });
    const { body } = await api("GET", "/api/usage-limits", owner.cookie);
    expect(body.usage).toMatchObject({
      propertyCount: 1,
      canAddProperty: false,
      canAddManagerToProperty: false,
      isNearPropertyLimit: true,
    });
  });

  it("follows a scheduled downgrade once it is due", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
    await ctx.database.db
      .update(users)
      .set({ scheduledUpdateTier: "starter", scheduledUpdateDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, owner.id));
    expect((await api("GET", "/api/usage-limits", owner.cookie)).body.tier).toBe("starter");
  });

  it("refuses managers, whose own row holds no plan (it used to answer them Starter with no properties)", async () => {
    const { status, body } = await api("GET", "/api/usage-limits", group.manager.cookie);
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: "FORBIDDEN" });
  });

  it("answers 401 when signed out", async () => {
    expect((await api("GET", "/api/usage-limits")).status).toBe(401);
  });
});
