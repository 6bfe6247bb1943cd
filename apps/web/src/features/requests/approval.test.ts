import { describe, expect, it } from "vitest";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import {
  approvalBody,
  approvalCost,
  approvalDefaults,
  approvalLines,
  approvalSchema,
  approvesNothing,
  capacityWarning,
  declineBody,
} from "@stockroom/shared";

const multi = makeRequest({
  items: [
    makeLine({ id: 1, name: "Bath Towels", requestedQuantity: 10 }),
    makeLine({ id: 2, name: "Paper Cups", unit: "packs", requestedQuantity: 5 }),
  ],
});

describe("approvalLines", () => {
  it("caps nothing by the current stock: an empty item's restock starts at the requested amount", () => {
    const empty = makeRequest({ items: [makeLine({ requestedQuantity: 40, currentStock: 0, maxCapacity: 100 })] });
    expect(approvalLines(empty)).toEqual([
      { name: "Bath Towels", unit: "pieces", requested: 40, currentStock: 0, maxCapacity: 100 },
    ]);
    expect(approvalDefaults(approvalLines(empty)).quantities).toEqual(["40"]);
    expect(approvalDefaults(approvalLines(multi)).quantities).toEqual(["10", "5"]);
  });
});

describe("approvalSchema", () => {
  const parse = (quantities: string[], trackingNumber = "", lines = approvalLines(multi)) =>
    approvalSchema(lines).safeParse({ quantities, trackingNumber, notes: "" });
  const messages = (...args: Parameters<typeof parse>) => {
    const result = parse(...args);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("reads each typed quantity with the shared parser: 0 to the requested amount", () => {
    expect(parse(["0", " 5 "]).data?.quantities).toEqual([0, 5]);
    expect(parse(["10", "5"]).data?.quantities).toEqual([10, 5]);
    expect(messages(["-1", "2.5"])).toEqual([
      ["quantities.0", "Enter a whole number of 0 or more"],
      ["quantities.1", "Enter a whole number of 0 or more"],
    ]);
    expect(messages(["1e1", ""])).toEqual([
      ["quantities.0", "Enter a whole number of 0 or more"],
      ["quantities.1", "Enter the approved quantity, or 0 to deny this item"],
    ]);
  });

  it("refuses more than was requested, with the server's words", () => {
    expect(messages(["11", "6"])).toEqual([
      ["quantities.0", "At most 10 (the requested amount)"],
      ["quantities.1", "At most 5 (the requested amount)"],
    ]);
  });

  it("limits the tracking number to 100 characters", () => {
    expect(messages(["1", "1"], "x".repeat(101))).toEqual([
      ["trackingNumber", "Tracking number must be at most 100 characters"],
    ]);
  });
});

describe("capacityWarning", () => {
  const line = { name: "Soap", unit: "bars", requested: 80, currentStock: 30, maxCapacity: 100 };
  it("warns when stock after receipt would pass the max capacity, and only then", () => {
    expect(capacityWarning(line, 70)).toBeNull();
    expect(capacityWarning(line, 71)).toBe("Stock after receipt would be 101 bars, above the max capacity of 100");
    expect(capacityWarning({ ...line, maxCapacity: null }, 80)).toBeNull();
    expect(capacityWarning({ ...line, currentStock: null }, 80)).toBeNull();
    expect(capacityWarning(line, null)).toBeNull();
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
    const lines = approvalLines(multi);
    expect(approvesNothing(lines, ["0", " 0"])).toBe(true);
    expect(approvesNothing(lines, ["0", "1"])).toBe(false);
    expect(approvesNothing(lines, ["0", ""])).toBe(false);
  });
});

describe("approvalCost", () => {
  it("adds up approved lines at today's unit costs and counts the lines without one", () => {
    expect(
      approvalCost([
        { approved: 10, unitCost: 4.5 },
        { approved: 3, unitCost: 0.1 },
        { approved: 0, unitCost: 99 },
        { approved: 2, unitCost: null },
      ]),
    ).toEqual({ totalCents: 4530, uncosted: 1 });
    expect(approvalCost([])).toEqual({ totalCents: 0, uncosted: 0 });
  });
});
