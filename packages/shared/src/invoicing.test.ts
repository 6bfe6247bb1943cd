import { describe, expect, it } from "vitest";
import { INVOICING_MESSAGES, addressLines, billingDetailsSchema, includedTaxCents } from "./invoicing";

describe("includedTaxCents", () => {
  it("is the part of a tax-inclusive amount that is tax, in whole cents", () => {
    expect(includedTaxCents(9900, 20)).toBe(1650);
    expect(includedTaxCents(19900, 0)).toBe(0);
    expect(includedTaxCents(0, 20)).toBe(0);
    // 8.875 % (New York City): 9,900 × 8.875 / 108.875 = 807.0034…
    expect(includedTaxCents(9900, 8.875)).toBe(807);
  });

  it("rounds half a cent up, and a hair below half down", () => {
    // 21 at 100 %: exactly 10.5 cents of tax.
    expect(includedTaxCents(21, 100)).toBe(11);
    // 1 cent at 100 %: half a cent, rounded up.
    expect(includedTaxCents(1, 100)).toBe(1);
    // 9 at 25 %: 1.8; 11 at 10 %: 1.0 exactly; 16 at 10 %: 1.4545….
    expect(includedTaxCents(9, 25)).toBe(2);
    expect(includedTaxCents(11, 10)).toBe(1);
    expect(includedTaxCents(16, 10)).toBe(1);
  });

  it("never exceeds the amount, for the largest plan charges", () => {
    for (const amount of [1, 99, 19_900, 123_456_789]) {
      for (const rate of [0.01, 5, 19, 27, 100]) {
        const tax = includedTaxCents(amount, rate);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(amount);
        expect(Number.isInteger(tax)).toBe(true);
      }
    }
  });
});

describe("billingDetailsSchema", () => {
  it("trims the details and takes empty ones as none", () => {
    expect(
      billingDetailsSchema.parse({ companyName: "  Harbor Hotels LLC ", billingAddress: "", taxId: " DE123456789 " }),
    ).toEqual({ companyName: "Harbor Hotels LLC", billingAddress: null, taxId: "DE123456789" });
    expect(billingDetailsSchema.parse({})).toEqual({ companyName: null, billingAddress: null, taxId: null });
  });

  it("keeps an address's lines and refuses too many lines, control characters and odd tax ids", () => {
    const address = "1 Quay Street\nPortland, ME 04101\nUSA";
    expect(billingDetailsSchema.parse({ billingAddress: address }).billingAddress).toBe(address);
    const issues = (input: object) =>
      billingDetailsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ billingAddress: "a\nb\nc\nd\ne\nf\ng" })).toEqual([INVOICING_MESSAGES.addressTooManyLines]);
    expect(issues({ billingAddress: "1 Quay\u0007 Street" })).toEqual([INVOICING_MESSAGES.addressCharacters]);
    expect(issues({ billingAddress: "x".repeat(501) })).toEqual([INVOICING_MESSAGES.addressTooLong]);
    expect(issues({ taxId: "<script>" })).toEqual([INVOICING_MESSAGES.taxIdCharacters]);
    expect(issues({ taxId: "GB 123.456/78-9" })).toEqual([]);
    expect(issues({ companyName: "x".repeat(201) })).toEqual([INVOICING_MESSAGES.companyNameTooLong]);
  });

  it("reads an address's lines without blank ones", () => {
    expect(addressLines(" 1 Quay Street \r\n\n Portland ")).toEqual(["1 Quay Street", "Portland"]);
    expect(addressLines(null)).toEqual([]);
  });
});
