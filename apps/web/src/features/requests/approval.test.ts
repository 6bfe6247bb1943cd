import { describe, expect, it } from "vitest";
import { QUANTITY_LIMITS, QUANTITY_MESSAGES } from "@stockroom/shared";
import {
  approvalBody,
  approvalDefaults,
  approvalLines,
  approvalSchema,
  approvesNothing,
  declineBody,
} from "./approval";
import { makeLine, makeRequest } from "./testData";

const multi = makeRequest({
  items: [
    makeLine({ id: 1, name: "Bath Towels", requestedQuantity: 10 }),
    makeLine({ id: 2, name: "Paper Cups", unit: "packs", requestedQuantity: 5 }),
  ],
});

describe("approvalLines", () => {
  it("caps a single-item approval by the current stock, and nothing else", () => {
    expect(approvalLines(makeRequest({ item: { ...makeRequest().item, currentStock: 6 } }))[0].cap).toBe(6);
    expect(approvalLines(multi).map((line) => line.cap)).toEqual([null, null]);
  });

  it("starts from the requested amounts, lowered to the cap", () => {
    const capped = approvalLines(makeRequest({ item: { ...makeRequest().item, currentStock: 6 } }));
    expect(approvalDefaults(capped).quantities).toEqual([6]);
    expect(approvalDefaults(approvalLines(multi)).quantities).toEqual([10, 5]);
  });
});

describe("approvalSchema", () => {
  const messages = (lines = approvalLines(multi), quantities: number[], trackingNumber = "") => {
    const result = approvalSchema(lines).safeParse({ quantities, trackingNumber, notes: "" });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts whole numbers of 0 or more", () => {
    expect(messages(undefined, [0, 3])).toEqual([]);
    expect(messages(undefined, [-1, 2.5])).toEqual([
      "Enter a whole number of 0 or more",
      "Enter a whole number of 0 or more",
    ]);
  });

  it("bounds each approved quantity by the server's line maximum, with the shared message", () => {
    expect(messages(undefined, [QUANTITY_LIMITS.maxLineQuantity, 0])).toEqual([]);
    expect(messages(undefined, [2_000_000_000, 1])).toEqual([QUANTITY_MESSAGES.lineTooLarge]);
  });

  it("limits the tracking number to 100 characters and the single item to the stock", () => {
    expect(messages(undefined, [1, 1], "x".repeat(101))).toEqual(["Tracking number must be at most 100 characters"]);
    const single = approvalLines(makeRequest({ item: { ...makeRequest().item, currentStock: 6 } }));
    expect(messages(single, [7])).toEqual(["At most 6 (current stock)"]);
  });
});

describe("approval bodies", () => {
  it("sends approvedItems with 0 for a denied item", () => {
    const body = approvalBody(approvalLines(multi), { quantities: [8, 0], trackingNumber: "1Z99", notes: "" });
    expect(body).toEqual({ status: "approved", approvedItems: expect.any(String), trackingNumber: "1Z99" });
    expect(JSON.parse(body.approvedItems!)).toEqual([
      { name: "Bath Towels", requested: 10, approved: 8 },
      { name: "Paper Cups", requested: 5, approved: 0 },
    ]);
  });

  it("sends a single item's approved quantity as quantity", () => {
    expect(
      approvalBody(approvalLines(makeRequest()), { quantities: [4], trackingNumber: "", notes: "Half now" }),
    ).toEqual({
      status: "approved",
      quantity: 4,
      notes: "Half now",
    });
  });

  it("declines with optional notes, and treats all-zero as nothing approved", () => {
    expect(declineBody("  ")).toEqual({ status: "declined" });
    expect(declineBody("Use the storage room")).toEqual({ status: "declined", notes: "Use the storage room" });
    expect(approvesNothing([0, 0])).toBe(true);
    expect(approvesNothing([0, 1])).toBe(false);
  });
});
