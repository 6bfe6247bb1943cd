import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatDayUtc } from "@stockroom/shared";
import { properties, users } from "../../../db/schema";
import { createAccount, mailTo, startMonthlyPeriod } from "../../../test/fixtures";
import { useTestContext } from "../../../test/suite";
import { runDueSubscriptionJobs } from "./scheduler";

// Issue 36 point 2: plan changes that charge nothing still reach the owner's mail, in the change's transaction.
const { ctx, api } = useTestContext({ seed: false });

/** A Growth owner ten days into a 30-day period, with `count` properties. */
async function owner(count: number) {
  const account = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  await startMonthlyPeriod(ctx.database.db, account.id);
  const rows = await ctx.database.db
    .insert(properties)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Hotel ${i + 1}`, ownerId: account.id })))
    .returning({ id: properties.id });
  const [{ periodEnd }] = await ctx.database.db
    .select({ periodEnd: users.currentPeriodEnd })
    .from(users)
    .where(eq(users.id, account.id));
  return { ...account, propertyIds: rows.map((row) => row.id), periodEnd: periodEnd! };
}

const subjects = async (email: string) => (await mailTo(ctx.database.db, email)).map((mail) => mail.subject);
const lastMail = async (email: string) => (await mailTo(ctx.database.db, email)).at(-1)!;

describe("plan notices", () => {
  it("tell the owner of a scheduled downgrade, of keeping the plan after all, and of the downgrade applied", async () => {
    const buyer = await owner(3);
    const day = formatDayUtc(buyer.periodEnd);
    const scheduled = await api("POST", "/api/subscription/update", buyer.cookie, {
      subscriptionTier: "starter",
      propertiesToKeep: [buyer.propertyIds[0]],
    });
    expect(scheduled.status).toBe(200);
    const notice = await lastMail(buyer.email);
    expect(notice.subject).toBe(`Your Stockroom plan changes to Starter on ${day}`);
    expect(notice.text).toContain("Then 1 property stays active; any others become inactive");
    expect(notice.text).toContain("/subscription-settings");

    await api("POST", "/api/subscription/update", buyer.cookie, { subscriptionTier: "growth" });
    expect(await subjects(buyer.email)).toEqual([
      `Your Stockroom plan changes to Starter on ${day}`,
      "You keep your Stockroom Growth plan",
    ]);

    await api("POST", "/api/subscription/update", buyer.cookie, {
      subscriptionTier: "starter",
      propertiesToKeep: [buyer.propertyIds[0]],
    });
    const notices = { mailer: ctx.mailer, linkOrigin: "https://app.stockroom.test" };
    const due = new Date(buyer.periodEnd.getTime() + 1000);
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: due, notices });
    // The renewal that follows at the new price has its own mails (here: no card saved, so it failed).
    const applied = (await mailTo(ctx.database.db, buyer.email)).find((mail) => mail.subject.includes("is now"))!;
    expect(applied.subject).toBe("Your Stockroom plan is now Starter");
    expect(applied.text).toContain("2 properties beyond the plan are now inactive");
    // Once: the change is gone when the jobs run again.
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: due, notices });
    expect((await subjects(buyer.email)).filter((s) => s === applied.subject)).toHaveLength(1);
  });

  it("tell the owner of a cancellation with the day access ends, and of the reactivation within the period", async () => {
    const buyer = await owner(1);
    const day = formatDayUtc(buyer.periodEnd);
    expect((await api("POST", "/api/subscription/cancel", buyer.cookie)).status).toBe(200);
    const canceled = await lastMail(buyer.email);
    expect(canceled.subject).toBe("Your Stockroom subscription is canceled");
    expect(canceled.text).toContain(`keep access until ${day}, and nothing more will be charged`);

    expect((await api("POST", "/api/subscription/reactivate", buyer.cookie)).status).toBe(200);
    const reactivated = await lastMail(buyer.email);
    expect(reactivated.subject).toBe("Your Stockroom subscription is active again");
    expect(reactivated.text).toContain(`It renews on ${day} with your saved card.`);
  });

  it("send nothing for a change refused", async () => {
    const buyer = await owner(3);
    const refused = await api("POST", "/api/subscription/update", buyer.cookie, {
      subscriptionTier: "starter",
      propertiesToKeep: [],
    });
    expect(refused.status).toBe(400);
    expect((await api("POST", "/api/subscription/cancel-update", buyer.cookie, {})).status).toBe(409);
    expect(await mailTo(ctx.database.db, buyer.email)).toEqual([]);
  });
});
