import { describe, expect, it } from "vitest";
import {
  checkManagerLimit,
  checkPropertyLimit,
  effectiveTier,
  isNearLimit,
  maxPropertiesFor,
  suggestedTierForProperties,
} from "./limits";

const now = new Date("2026-06-15T12:00:00Z");

describe("effectiveTier", () => {
  it("is always demo for demo users", () => {
    expect(effectiveTier({ role: "demo", subscriptionTier: "pro" }, now)).toBe("demo");
  });
  it("keeps the current tier until a scheduled change is due, then applies it", () => {
    const user = { role: "owner" as const, subscriptionTier: "pro" as const, scheduledUpdateTier: "basic" as const };
    expect(effectiveTier({ ...user, scheduledUpdateDate: "2026-06-20T00:00:00Z" }, now)).toBe("pro");
    expect(effectiveTier({ ...user, scheduledUpdateDate: "2026-06-10T00:00:00Z" }, now)).toBe("basic");
    expect(effectiveTier({ role: "owner", subscriptionTier: "growth" }, now)).toBe("growth");
  });
});

describe("checkPropertyLimit", () => {
  it("allows up to the plan's maximum", () => {
    expect(checkPropertyLimit({ role: "owner", tier: "basic", currentCount: 4 })).toEqual({ allowed: true });
  });
  it("asks for an upgrade past the maximum, suggesting the cheapest tier that fits", () => {
    expect(checkPropertyLimit({ role: "owner", tier: "starter", currentCount: 1 })).toEqual({
      allowed: false,
      kind: "upgrade",
      currentUsage: 1,
      maxAllowed: 1,
      suggestedTier: "basic",
    });
    expect(suggestedTierForProperties(6)).toBe("growth");
    expect(suggestedTierForProperties(40)).toBe("enterprise");
  });
  it("asks enterprise for payment past its base, in cents", () => {
    const decision = checkPropertyLimit({ role: "owner", tier: "enterprise", currentCount: 21 });
    expect(decision).toMatchObject({ allowed: false, kind: "payment", additionalProperties: 1, additionalCost: 1000 });
  });
  it("counts paid additional properties on enterprise only", () => {
    expect(maxPropertiesFor("enterprise", 3)).toBe(24);
    expect(maxPropertiesFor("pro", 3)).toBe(15);
    expect(
      checkPropertyLimit({ role: "owner", tier: "enterprise", currentCount: 23, additionalProperties: 3 }),
    ).toEqual({ allowed: true });
    expect(
      checkPropertyLimit({ role: "owner", tier: "enterprise", currentCount: 24, additionalProperties: 3 }),
    ).toMatchObject({ allowed: false, kind: "payment" });
    expect(checkPropertyLimit({ role: "owner", tier: "pro", currentCount: 15, additionalProperties: 3 })).toMatchObject(
      { allowed: false, kind: "upgrade" },
    );
  });
  it("never limits admins", () => {
    expect(checkPropertyLimit({ role: "admin", tier: "starter", currentCount: 50 })).toEqual({ allowed: true });
  });
});

describe("checkManagerLimit", () => {
  it("allows managersPerProperty managers and suggests a tier beyond", () => {
    expect(checkManagerLimit("owner", "starter", 0)).toEqual({ allowed: true });
    expect(checkManagerLimit("owner", "starter", 1)).toEqual({
      allowed: false,
      currentUsage: 1,
      maxAllowed: 1,
      suggestedTier: "basic",
    });
    expect(checkManagerLimit("admin", "starter", 9)).toEqual({ allowed: true });
  });
});

describe("isNearLimit", () => {
  it("is near from 80% of the allowance", () => {
    expect(isNearLimit(8, 10)).toBe(true);
    expect(isNearLimit(7, 10)).toBe(false);
    expect(isNearLimit(1, 1)).toBe(true);
  });
});
