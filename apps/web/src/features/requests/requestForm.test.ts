import { describe, expect, it } from "vitest";
import {
  createRequestBody,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  REQUEST_MESSAGES,
  requestFormSchema,
  submitLabel,
} from "@stockroom/shared";
import { makeItem } from "@/test/fixtures";

const catalogue = [
  makeItem({ id: 11, name: "Bath Towels", unit: "pieces" }),
  makeItem({ id: 12, name: "Paper Cups", unit: "packs", category: "kitchen" }),
];

const issues = (value: unknown) => {
  const result = requestFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const paths = (value: unknown) => {
  const result = requestFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("requestFormSchema", () => {
  it("asks for a property and at least one item", () => {
    expect(issues({ items: [], reason: "" })).toEqual(["Please select a property", "Please add at least one item"]);
  });

  it("reads each typed quantity with the shared parser: at least 1, whole, never truncated", () => {
    const line = (quantity: string) => ({ propertyId: 1, items: [{ itemId: 11, quantity }], reason: "" });
    expect(issues(line("0"))).toEqual(["Quantity must be at least 1"]);
    expect(issues(line(""))).toEqual(["Quantity must be at least 1"]);
    for (const text of ["2.7", "1e3", "0x10"]) expect(issues(line(text))).toEqual(["Quantity must be a whole number"]);
    expect(requestFormSchema.parse(line(" 12 ")).items).toEqual([{ itemId: 11, quantity: 12 }]);
  });

  it("bounds each quantity, and their sum (sent as one quantity), at the line that passes it", () => {
    const { maxLineQuantity } = QUANTITY_LIMITS;
    expect(
      paths({ propertyId: 1, items: [{ itemId: 11, quantity: String(maxLineQuantity + 1) }], reason: "" }),
    ).toEqual([["items.0.quantity", QUANTITY_MESSAGES.lineTooLarge]]);
    const items = [
      { itemId: 11, quantity: String(maxLineQuantity) },
      { itemId: 12, quantity: "1" },
    ];
    expect(paths({ propertyId: 1, items, reason: "" })).toEqual([
      ["items.1.quantity", QUANTITY_MESSAGES.requestTotalTooLarge],
    ]);
  });

  it("refuses the same item twice", () => {
    const items = [
      { itemId: 11, quantity: "1" },
      { itemId: 11, quantity: "2" },
    ];
    expect(issues({ propertyId: 1, items, reason: "" })).toEqual([REQUEST_MESSAGES.duplicateItem]);
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
