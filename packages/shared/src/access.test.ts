import { describe, expect, it } from "vitest";
import {
  type SubscriptionAccount,
  isPaywallRefusal,
  needsPayment,
  pastDueGraceEnd,
  paywallOpen,
  paywallView,
} from "./access";
import { DAY_MS, DUNNING, dunningRetriesDue, nextDunningRetry } from "./dunning";

const now = new Date("2026-06-15T12:00:00Z");
const before = new Date("2026-06-01T00:00:00Z");
const after = new Date("2026-06-30T00:00:00Z");
const account = (patch: Partial<SubscriptionAccount>): SubscriptionAccount => ({
  role: "owner",
  subscriptionStatus: "active",
  currentPeriodEnd: after,
  trialEndsAt: null,
  pastDueSince: null,
  ...patch,
});

describe("needsPayment", () => {
  it("closes the product to owners whose payment is due, whatever their last charge", () => {
    expect(needsPayment(account({ subscriptionStatus: "past_due" }), now)).toBe(true);
    expect(needsPayment(account({ subscriptionStatus: "incomplete" }), now)).toBe(true);
    expect(needsPayment(account({ subscriptionStatus: "inactive" }), now)).toBe(true);
    expect(needsPayment(account({ subscriptionStatus: "trialing", trialEndsAt: before }), now)).toBe(true);
    expect(needsPayment(account({ subscriptionStatus: "canceled", currentPeriodEnd: before }), now)).toBe(true);
  });

  it("keeps it open to paying, trialing and recently canceled accounts", () => {
    expect(needsPayment(account({}), now)).toBe(false);
    expect(needsPayment(account({ subscriptionStatus: "trialing", trialEndsAt: after }), now)).toBe(false);
    expect(needsPayment(account({ subscriptionStatus: "trialing" }), now)).toBe(false);
    expect(needsPayment(account({ subscriptionStatus: "canceled" }), now)).toBe(false);
  });

  it("keeps a failed renewal open through its grace, to the millisecond, and gives none to a past due set otherwise", () => {
    const graceMs = DUNNING.graceDays * DAY_MS;
    const since = new Date(now.getTime() - graceMs + 1);
    expect(needsPayment(account({ subscriptionStatus: "past_due", pastDueSince: since }), now)).toBe(false);
    expect(pastDueGraceEnd(account({ subscriptionStatus: "past_due", pastDueSince: since }), now)).toEqual(
      new Date(now.getTime() + 1),
    );
    const over = new Date(now.getTime() - graceMs);
    expect(needsPayment(account({ subscriptionStatus: "past_due", pastDueSince: over }), now)).toBe(true);
    expect(needsPayment(account({ subscriptionStatus: "past_due", pastDueSince: null }), now)).toBe(true);
    // A grace left over from an earlier episode means nothing once the account is no longer past due.
    expect(pastDueGraceEnd(account({ subscriptionStatus: "active", pastDueSince: since }), now)).toBeNull();
  });

  it("never stops admins or demo accounts", () => {
    expect(needsPayment(account({ role: "admin", subscriptionStatus: "inactive" }), now)).toBe(false);
    expect(needsPayment(account({ role: "demo", subscriptionStatus: "past_due" }), now)).toBe(false);
  });
});

describe("paywallView", () => {
  it("shows the owner's gate to owners and the contact note to managers", () => {
    expect(paywallView("owner", { needsPaywall: true })).toBe("owner");
    expect(paywallView("manager", { needsPaywall: true })).toBe("manager");
  });

  it("shows the page when no payment is needed, the status is unknown, or the role is exempt", () => {
    expect(paywallView("owner", { needsPaywall: false })).toBe("open");
    expect(paywallView("manager", undefined)).toBe("open");
    expect(paywallView("admin", { needsPaywall: true })).toBe("open");
    expect(paywallView("demo", { needsPaywall: true })).toBe("open");
  });
});

describe("paywallOpen", () => {
  it("keeps paying open and closes the data, HEAD like GET", () => {
    expect(paywallOpen("POST", "/api/payment/retry")).toBe(true);
    expect(paywallOpen("HEAD", "/api/payment/status")).toBe(true);
    expect(paywallOpen("GET", "/api/properties")).toBe(false);
    expect(paywallOpen("POST", "/api/users/create-manager")).toBe(false);
  });
});

describe("isPaywallRefusal", () => {
  it("tells the paywall's 402 from the property-save 402", () => {
    expect(isPaywallRefusal({ message: "m", error: "PAYMENT_REQUIRED", paywall: true, reason: "other" })).toBe(true);
    expect(isPaywallRefusal({ message: "m", error: "PAYMENT_REQUIRED", additionalCost: 4900 })).toBe(false);
    expect(isPaywallRefusal(null)).toBe(false);
  });
});

describe("the dunning schedule", () => {
  const failed = new Date("2026-06-01T10:00:00Z");
  const day = (n: number) => new Date(failed.getTime() + n * DAY_MS);

  it("retries on each retry day and then stops", () => {
    expect(DUNNING.retryDays).toEqual([1, 3, 5]);
    expect(nextDunningRetry(failed, failed)).toEqual(day(1));
    expect(nextDunningRetry(failed, day(1))).toEqual(day(3));
    expect(nextDunningRetry(failed, day(4))).toEqual(day(5));
    expect(nextDunningRetry(failed, day(5))).toBeNull();
  });

  it("counts the retries due, so a sweep that ran late makes one charge, not several", () => {
    expect(dunningRetriesDue(failed, day(0.5))).toBe(0);
    expect(dunningRetriesDue(failed, day(1))).toBe(1);
    expect(dunningRetriesDue(failed, day(4))).toBe(2);
    expect(dunningRetriesDue(failed, day(30))).toBe(3);
  });
});
