import { describe, expect, it } from "vitest";
import { checkoutSuccessUrl, paidTierFrom } from "./plans";

describe("paidTierFrom", () => {
  it("accepts paid tiers only", () => {
    expect(paidTierFrom("pro_plus")).toBe("pro_plus");
    expect(paidTierFrom("demo")).toBeNull();
    expect(paidTierFrom("platinum")).toBeNull();
    expect(paidTierFrom(null)).toBeNull();
  });
});

describe("checkoutSuccessUrl", () => {
  it("carries Stripe's redirect parameters and the registration details, encoded", () => {
    const url = checkoutSuccessUrl({
      paymentIntentId: "pi_1",
      clientSecret: "pi_1_secret_a",
      tier: "growth",
      email: "ana+hotel@example.com",
    });

    expect(url).toBe(
      "/checkout/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_a&redirect_status=succeeded" +
        "&register=true&plan=growth&yearly=false&email=ana%2Bhotel%40example.com",
    );
  });
});
