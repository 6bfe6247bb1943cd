import { describe, expect, it } from "vitest";
import { type SubscriptionAccount, isPaywallRefusal, needsPayment, paywallOpen, paywallView } from "./access";

const now = new Date("2026-06-15T12:00:00Z");
const before = new Date("2026-06-01T00:00:00Z");
const after = new Date("2026-06-30T00:00:00Z");
const account = (patch: Partial<SubscriptionAccount>): SubscriptionAccount => ({
  role: "owner",
  subscriptionStatus: "active",
  currentPeriodEnd: after,
  trialEndsAt: null,
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
