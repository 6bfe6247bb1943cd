import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "@/lib/api";
import { makeLimitExceeded, makeUsageLimits } from "@/test/fixtures";
import { percentUsed, planLimitOutcome, upgradeBeforeAdding } from "./planLimits";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error apiRequest throws when the server answers `status` with `text`. */
async function apiError(status: number, text: string): Promise<unknown> {
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(text, { status })));
  return apiRequest("POST", "/api/properties", {}).then(
    () => expect.unreachable("a non-OK answer resolved"),
    (error: unknown) => error,
  );
}

describe("planLimitOutcome", () => {
  it("reads the numbers of a LIMIT_EXCEEDED body", async () => {
    const error = await apiError(403, JSON.stringify(makeLimitExceeded()));

    expect(planLimitOutcome(error, "properties")).toEqual({
      kind: "upgrade",
      info: { limitType: "managers", currentUsage: 3, maxAllowed: 3, suggestedTier: "pro" },
    });
  });

  it("leaves the paywall's 402 to the gate instead of offering an extra property", async () => {
    const error = await apiError(
      402,
      JSON.stringify({ message: "Pay", error: "PAYMENT_REQUIRED", paywall: true, reason: "payment_failed" }),
    );

    expect(planLimitOutcome(error, "properties")).toBeNull();
  });

  it("uses the defaults for an unparsable 403, with the limit of the calling action", async () => {
    const error = await apiError(403, "<html>Forbidden</html>");

    expect(planLimitOutcome(error, "properties")).toEqual({
      kind: "upgrade",
      info: { limitType: "properties", currentUsage: 1, maxAllowed: 1, suggestedTier: "basic" },
    });
    expect(planLimitOutcome(error, "managers")?.info).toMatchObject({ limitType: "managers" });
  });

  it("accepts requiresUpgrade without an error code, and defaults for the figures it lacks", async () => {
    const error = await apiError(403, JSON.stringify({ message: "Upgrade", requiresUpgrade: true, currentUsage: 5 }));

    expect(planLimitOutcome(error, "properties")).toEqual({
      kind: "upgrade",
      info: { limitType: "properties", currentUsage: 5, maxAllowed: 1, suggestedTier: "basic" },
    });
  });

  it("takes a 403 body without a message as unparsable: not an error body, so the defaults", async () => {
    const error = await apiError(403, JSON.stringify({ requiresUpgrade: true, currentUsage: 5 }));

    expect(planLimitOutcome(error, "managers")).toEqual({
      kind: "upgrade",
      info: { limitType: "managers", currentUsage: 1, maxAllowed: 1, suggestedTier: "basic" },
    });
  });

  it("reads the parsed body of the error, not its message", () => {
    const limit = { message: "Limit", error: "LIMIT_EXCEEDED", requiresUpgrade: true, currentUsage: 2, maxAllowed: 2 };
    const payment = { message: "Pay", error: "PAYMENT_REQUIRED", additionalCost: 500, additionalProperties: 2 };

    expect(planLimitOutcome(new ApiError(403, "Forbidden", limit), "managers")?.info).toMatchObject({
      currentUsage: 2,
      maxAllowed: 2,
    });
    expect(planLimitOutcome(new ApiError(402, "Payment Required", payment), "properties")).toEqual({
      kind: "payment",
      info: { additionalCost: 500, additionalProperties: 2, reason: "" },
    });
  });

  it("turns a 402 PAYMENT_REQUIRED into the payment dialog's data", async () => {
    const error = await apiError(
      402,
      JSON.stringify({
        message: "Payment is required to add another property",
        error: "PAYMENT_REQUIRED",
        additionalCost: 1000,
        additionalProperties: 1,
        reason: "Your Enterprise plan includes 21 properties.",
      }),
    );

    expect(planLimitOutcome(error, "properties")).toEqual({
      kind: "payment",
      info: { additionalCost: 1000, additionalProperties: 1, reason: "Your Enterprise plan includes 21 properties." },
    });
  });

  it("leaves other failures to the caller", async () => {
    const forbidden = await apiError(403, JSON.stringify({ message: "Forbidden", error: "FORBIDDEN" }));
    const conflict = await apiError(409, JSON.stringify({ message: "Already assigned" }));

    expect(planLimitOutcome(forbidden, "properties")).toBeNull();
    expect(planLimitOutcome(conflict, "managers")).toBeNull();
    expect(planLimitOutcome(new Error("offline"), "properties")).toBeNull();
  });
});

describe("percentUsed", () => {
  it("rounds and caps at 100", () => {
    expect(percentUsed({ currentUsage: 2, maxAllowed: 3 })).toBe(67);
    expect(percentUsed({ currentUsage: 12, maxAllowed: 10 })).toBe(100);
    expect(percentUsed({ currentUsage: 1, maxAllowed: 0 })).toBe(100);
  });
});

describe("upgradeBeforeAdding", () => {
  const starterAtLimit = () => {
    const limits = makeUsageLimits(false);
    return {
      ...limits,
      tier: "starter",
      limits: { ...limits.limits, maxProperties: 1 },
      usage: { ...limits.usage, propertyCount: 1, maxProperties: 1 },
    };
  };

  it("asks for the cheapest plan with room for one more property", () => {
    expect(upgradeBeforeAdding(starterAtLimit())).toEqual({
      limitType: "properties",
      currentUsage: 1,
      maxAllowed: 1,
      suggestedTier: "basic",
    });
  });

  it("leaves the form to accounts with room, plans that sell extra properties and unknown usage", () => {
    expect(upgradeBeforeAdding(makeUsageLimits(true))).toBeNull();
    const enterprise = starterAtLimit();
    expect(
      upgradeBeforeAdding({ ...enterprise, limits: { ...enterprise.limits, additionalHotelPrice: 1000 } }),
    ).toBeNull();
    expect(upgradeBeforeAdding(undefined)).toBeNull();
  });
});
