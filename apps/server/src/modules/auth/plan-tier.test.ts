import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createAccount } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite({ withStranger: false });

const planTier = async (cookie: string) => (await api("GET", "/api/auth/user", cookie)).body.planTier;

describe("GET /api/auth/user planTier", () => {
  it("is the owner's own tier for owners and demo accounts", async () => {
    expect(await planTier(group.owner.cookie)).toBe("growth");
    const demo = await createAccount(ctx.app, ctx.database.db, { role: "demo", tier: "demo" });
    expect(await planTier(demo.cookie)).toBe("demo");
  });

  it("is the owner's tier for their managers, whatever the manager's own row says", async () => {
    const [manager] = await ctx.database.db
      .select({ tier: users.subscriptionTier })
      .from(users)
      .where(eq(users.id, group.manager.id));
    expect(manager.tier).toBe("starter");
    expect(await planTier(group.manager.cookie)).toBe("growth");
  });

  it("follows a scheduled change of the owner once its date has passed", async () => {
    await ctx.database.db
      .update(users)
      .set({ scheduledUpdateTier: "basic", scheduledUpdateDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, group.owner.id));
    expect(await planTier(group.manager.cookie)).toBe("basic");
    await ctx.database.db
      .update(users)
      .set({ scheduledUpdateTier: null, scheduledUpdateDate: null })
      .where(eq(users.id, group.owner.id));
  });

  it("is null for the admin", async () => {
    expect(await planTier(group.admin.cookie)).toBeNull();
  });
});
