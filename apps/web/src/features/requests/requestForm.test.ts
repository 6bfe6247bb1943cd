import { describe, expect, it } from "vitest";
import { QUANTITY_LIMITS, QUANTITY_MESSAGES } from "@stockroom/shared";
import { makeItem } from "@/test/fixtures";
import { createRequestBody, DUPLICATE_ITEM, requestFormSchema, submitLabel } from "./requestForm";

const catalogue = [
  makeItem({ id: 11, name: "Bath Towels", unit: "pieces" }),
  makeItem({ id: 12, name: "Paper Cups", unit: "packs", category: "kitchen" }),
];

const issues = (value: unknown) => {
  const result = requestFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("requestFormSchema", () => {
  it("asks for a property and at least one item", () => {
    expect(issues({ items: [], reason: "" })).toEqual(["Please select a property", "Please add at least one item"]);
  });

  it("wants each quantity to be at least 1", () => {
    expect(issues({ propertyId: 1, items: [{ itemId: 11, quantity: 0 }], reason: "" })).toEqual([
      "Quantity must be at least 1",
    ]);
    expect(issues({ propertyId: 1, items: [{ itemId: 11, quantity: Number.NaN }], reason: "" })).toEqual([
      "Quantity must be at least 1",
    ]);
  });

  it("bounds each quantity, and their sum (sent as one quantity), by the server's line maximum", () => {
    const { maxLineQuantity } = QUANTITY_LIMITS;
    expect(issues({ propertyId: 1, items: [{ itemId: 11, quantity: maxLineQuantity + 1 }], reason: "" })).toEqual([
      QUANTITY_MESSAGES.lineTooLarge,
    ]);
    const items = [
      { itemId: 11, quantity: maxLineQuantity },
      { itemId: 12, quantity: 1 },
    ];
    expect(issues({ propertyId: 1, items, reason: "" })).toEqual([QUANTITY_MESSAGES.requestTotalTooLarge]);
  });

  it("refuses the same item twice", () => {
    const items = [
      { itemId: 11, quantity: 1 },
      { itemId: 11, quantity: 2 },
    ];
    expect(issues({ propertyId: 1, items, reason: "" })).toEqual([DUPLICATE_ITEM]);
  });
});

describe("createRequestBody", () => {
  it("sends a single item with the reason as typed", () => {
    expect(
      createRequestBody({ propertyId: 1, items: [{ itemId: 12, quantity: 4 }], reason: "For the lobby" }, catalogue),
    ).toEqual({ itemId: 12, quantity: 4, reason: "For the lobby" });
    expect(createRequestBody({ propertyId: 1, items: [{ itemId: 12, quantity: 4 }], reason: "" }, catalogue)).toEqual({
      itemId: 12,
      quantity: 4,
      reason: null,
    });
  });

  it("encodes several items in the reason, with the first item's id and the summed quantity", () => {
    const values = {
      propertyId: 1,
      items: [
        { itemId: 11, quantity: 10 },
        { itemId: 12, quantity: 5 },
      ],
      reason: "Weekend restock",
    };
    expect(createRequestBody(values, catalogue)).toEqual({
      itemId: 11,
      quantity: 15,
      reason: "Multiple items requested: Bath Towels (10 pieces), Paper Cups (5 packs). Reason: Weekend restock",
    });
  });
});

describe("submitLabel", () => {
  it("resolves the spec's 'Request(s)'", () => {
    expect(submitLabel(1)).toBe("Submit 1 Request");
    expect(submitLabel(3)).toBe("Submit 3 Requests");
  });
});
