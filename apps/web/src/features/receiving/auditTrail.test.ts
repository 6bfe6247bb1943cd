import { describe, expect, it } from "vitest";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { auditSummary, fulfilmentRate, processingDays } from "./auditTrail";

describe("fulfilmentRate", () => {
  it("divides the received total by the approved total, as a whole percentage", () => {
    expect(
      fulfilmentRate([
        { approvedQuantity: 10, receivedQuantity: 10 },
        { approvedQuantity: 4, receivedQuantity: 0 },
        { approvedQuantity: 0, receivedQuantity: null },
      ]),
    ).toBe(71);
    expect(fulfilmentRate([{ approvedQuantity: 3, receivedQuantity: 2 }])).toBe(67);
  });

  it("can exceed 100% when more arrived than approved, and is 0 when nothing was approved", () => {
    expect(fulfilmentRate([{ approvedQuantity: 4, receivedQuantity: 5 }])).toBe(125);
    expect(fulfilmentRate([{ approvedQuantity: 0, receivedQuantity: 0 }])).toBe(0);
  });
});

describe("processingDays", () => {
  it("rounds any part of a day up", () => {
    expect(processingDays("2025-03-01T10:00:00.000Z", "2025-03-01T10:00:05.000Z")).toBe(1);
    expect(processingDays("2025-03-01T10:00:00.000Z", "2025-03-03T10:00:00.000Z")).toBe(2);
    expect(processingDays("2025-03-01T10:00:00.000Z", "2025-03-03T10:00:01.000Z")).toBe(3);
  });
});

describe("auditSummary", () => {
  it("totals the lines and leaves the days open until receipt", () => {
    const lines = [
      makeLine({ id: 1, approvedQuantity: 10, receivedQuantity: 10, state: "received" }),
      makeLine({ id: 2, approvedQuantity: 4, receivedQuantity: 0, state: "missing" }),
    ];
    const received = makeRequest({
      items: lines,
      createdAt: "2025-03-01T10:00:00.000Z",
      receivedAt: "2025-03-02T09:00:00.000Z",
    });

    expect(auditSummary(received)).toEqual({ approvedTotal: 14, receivedTotal: 10, rate: 71, days: 1 });
    expect(auditSummary({ ...received, receivedAt: null }).days).toBeNull();
  });
});
