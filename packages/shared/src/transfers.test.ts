import { describe, expect, it } from "vitest";
import { MAX_STOCK } from "./quantities";
import { TRANSFER_MESSAGES, createTransferBodySchema, transferActivityText, transferFormSchema } from "./transfers";

/** The messages of a failed parse, field by field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("createTransferBodySchema", () => {
  it("takes a whole quantity from 1 to the stock limit", () => {
    const body = { fromItemId: 3, toPropertyId: 4 };
    expect(createTransferBodySchema.parse({ ...body, quantity: 5 })).toEqual({ ...body, quantity: 5 });
    expect(createTransferBodySchema.safeParse({ ...body, quantity: MAX_STOCK }).success).toBe(true);
    expect(messages(createTransferBodySchema.safeParse({ ...body, quantity: 0 }))).toEqual([
      `quantity: ${TRANSFER_MESSAGES.quantityTooSmall}`,
    ]);
    expect(messages(createTransferBodySchema.safeParse({ ...body, quantity: 2.5 }))).toEqual([
      `quantity: ${TRANSFER_MESSAGES.quantityNotWhole}`,
    ]);
    expect(createTransferBodySchema.safeParse({ ...body, quantity: MAX_STOCK + 1 }).success).toBe(false);
    expect(createTransferBodySchema.safeParse({ ...body, quantity: "5" }).success).toBe(false);
  });
});

describe("transferFormSchema", () => {
  it("reads the typed quantity with the shared parser and asks for a property", () => {
    expect(transferFormSchema.parse({ toPropertyId: 2, quantity: " 12 " })).toEqual({ toPropertyId: 2, quantity: 12 });
    expect(messages(transferFormSchema.safeParse({ quantity: "" }))).toEqual([
      `toPropertyId: ${TRANSFER_MESSAGES.selectProperty}`,
      `quantity: ${TRANSFER_MESSAGES.quantityTooSmall}`,
    ]);
    expect(messages(transferFormSchema.safeParse({ toPropertyId: 2, quantity: "1e3" }))).toEqual([
      `quantity: ${TRANSFER_MESSAGES.quantityNotWhole}`,
    ]);
  });
});

describe("transfer texts", () => {
  it("says how much of what moved where, in the item's unit", () => {
    expect(transferActivityText({ quantity: 5, unit: "pieces", itemName: "Bath Towels", from: "A", to: "B" })).toBe(
      "Moved 5 pieces of 'Bath Towels' from 'A' to 'B'",
    );
    expect(TRANSFER_MESSAGES.notEnoughStock(1, "boxes")).toBe("Only 1 box in stock");
  });
});
