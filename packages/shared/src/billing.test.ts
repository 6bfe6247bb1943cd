import { describe, expect, it } from "vitest";
import { addPeriod, isUpgrade, propertiesToKeepCount, quoteUpgrade, renewalAmount } from "./billing";
import { customerInfoSchema } from "./billing-api";

const start = new Date("2026-11-01T00:00:00Z");
const end = new Date("2026-12-01T00:00:00Z");

describe("quoteUpgrade", () => {
  it("credits the unused part and charges the new price for the rest of the period", () => {
    const quote = quoteUpgrade({
      currentTier: "basic",
      currentPeriod: "monthly",
      targetTier: "growth",
      targetPeriod: "monthly",
      periodStart: start,
      periodEnd: end,
      now: new Date("2026-11-16T00:00:00Z"),
    });
    // 15 of 30 days left: credit 4900 / 2, new cost 9900 / 2.
    expect(quote).toMatchObject({ unusedValue: 2450, chargeAmount: 2500, proratedDays: 15, nextChargeAmount: 9900 });
    expect(quote.nextChargeDate).toEqual(end);
  });

  it("charges the whole new yearly price less the credit when switching to yearly", () => {
    const quote = quoteUpgrade({
      currentTier: "starter",
      currentPeriod: "monthly",
      targetTier: "basic",
      targetPeriod: "yearly",
      periodStart: start,
      periodEnd: end,
      now: new Date("2026-11-01T00:00:00Z"),
    });
    expect(quote).toMatchObject({ unusedValue: 1900, chargeAmount: 49000 - 1900, nextChargeAmount: 49000 });
    expect(quote.nextChargeDate.toISOString()).toBe("2027-11-01T00:00:00.000Z");
  });

  it("says no payment is required at the period's very end", () => {
    const quote = quoteUpgrade({
      currentTier: "basic",
      currentPeriod: "monthly",
      targetTier: "pro",
      targetPeriod: "monthly",
      periodStart: start,
      periodEnd: end,
      now: end,
    });
    expect(quote).toMatchObject({ chargeAmount: 0, proratedDays: 0, message: "No Payment Required" });
  });
});

describe("tiers and periods", () => {
  it("orders tiers with demo lowest", () => {
    expect(isUpgrade("starter", "basic")).toBe(true);
    expect(isUpgrade("pro", "growth")).toBe(false);
    expect(isUpgrade("demo", "starter")).toBe(true);
  });
  it("adds a month or a year, clamping to the month's end", () => {
    expect(addPeriod(new Date("2026-01-31T10:00:00Z"), "monthly").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addPeriod(new Date("2028-02-29T00:00:00Z"), "yearly").toISOString()).toBe("2029-02-28T00:00:00.000Z");
  });
  it("ends on the billing day when given one, so a short month does not move it (issue 35)", () => {
    const february = addPeriod(new Date("2026-01-31T10:00:00Z"), "monthly", 31);
    expect(february.toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addPeriod(february, "monthly", 31).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    expect(addPeriod(new Date("2026-03-31T10:00:00Z"), "monthly", 31).toISOString()).toBe("2026-04-30T10:00:00.000Z");
    expect(addPeriod(new Date("2029-02-28T00:00:00Z"), "yearly", 29).toISOString()).toBe("2030-02-28T00:00:00.000Z");
    expect(addPeriod(new Date("2031-02-28T00:00:00Z"), "yearly", 29).toISOString()).toBe("2032-02-29T00:00:00.000Z");
  });
});

describe("renewalAmount", () => {
  it("is the plan's period price plus additional properties, ten months a year", () => {
    expect(renewalAmount("growth", "monthly")).toBe(9900);
    expect(renewalAmount("enterprise", "monthly", 2)).toBe(49900 + 2 * 1000);
    expect(renewalAmount("enterprise", "yearly", 2)).toBe(499000 + 2 * 1000 * 10);
    expect(renewalAmount("pro", "monthly", 2)).toBe(19900);
  });
});

describe("propertiesToKeepCount", () => {
  it("keeps the smaller of the current count and the new maximum", () => {
    expect(propertiesToKeepCount(8, "basic")).toBe(5);
    expect(propertiesToKeepCount(2, "basic")).toBe(2);
    expect(propertiesToKeepCount(3, "starter")).toBe(1);
  });
});

describe("customerInfoSchema", () => {
  const valid = {
    firstName: " Ada ",
    lastName: "Lovelace",
    email: "ADA@Example.com",
    password: "Harbor2026",
    confirmPassword: "Harbor2026",
  };
  it("trims names, lowercases the email and makes the company optional", () => {
    expect(customerInfoSchema.parse(valid)).toMatchObject({
      firstName: "Ada",
      email: "ada@example.com",
      companyName: null,
    });
  });
  it("uses the checkout's messages", () => {
    const messages = (patch: object) =>
      customerInfoSchema.safeParse({ ...valid, ...patch }).error?.issues.map((i) => i.message);
    expect(messages({ password: "short", confirmPassword: "short" })).toEqual([
      "Password must be at least 8 characters long",
    ]);
    expect(messages({ confirmPassword: "Harbor2027" })).toEqual(["Passwords do not match"]);
    expect(messages({ lastName: "" })).toEqual(["Last name is required"]);
  });
});
