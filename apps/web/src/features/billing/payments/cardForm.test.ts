import { TEST_CARDS } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { cardFormSchema, formatCardNumber, formatCvc, formatExpiry } from "./cardForm";

const valid = { number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123", name: "" };

function messages(values: Partial<typeof valid>) {
  const result = cardFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("cardFormSchema", () => {
  it("turns the form into card details with a four-digit year", () => {
    expect(cardFormSchema.parse(valid)).toEqual({
      number: TEST_CARDS.success,
      expMonth: 12,
      expYear: 2030,
      cvc: "123",
    });
    expect(cardFormSchema.parse({ ...valid, expiry: "0431", name: "  Ada Lovelace " })).toMatchObject({
      expMonth: 4,
      expYear: 2031,
      name: "Ada Lovelace",
    });
  });

  it("uses the shared card messages", () => {
    expect(messages({ number: "4242 4242" })).toEqual({ number: "Your card number is incomplete." });
    expect(messages({ number: "4242 4242 4242 4241" })).toEqual({ number: "Your card number is invalid." });
    expect(messages({ cvc: "1" })).toEqual({ cvc: "Your card's security code is incomplete." });
    expect(messages({ expiry: "12 / 3" })).toEqual({ expiry: "Your card's expiration date is incomplete." });
  });

  it("refuses a month beyond 12", () => {
    expect(messages({ expiry: "13 / 30" })).toEqual({ expiry: "Your card's expiration month is invalid." });
    expect(messages({ expiry: "00 / 30" })).toEqual({ expiry: "Your card's expiration month is invalid." });
  });
});

describe("card input formatting", () => {
  it("groups the number in fours and drops other characters", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0025 000")).toBe("4000 0025 000");
    expect(formatCardNumber("1".repeat(25))).toHaveLength(19 + 4);
  });

  it("adds the slash to the expiry once the month is complete", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12 / 3");
    expect(formatExpiry("12 / 345")).toBe("12 / 34");
  });

  it("keeps up to four CVC digits", () => {
    expect(formatCvc("12a345")).toBe("1234");
  });
});
