import { describe, expect, it } from "vitest";
import { QUANTITY_LIMITS, QUANTITY_MESSAGES } from "@stockroom/shared";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import {
  allProcessed,
  bulkReceiveBody,
  exceedsApproved,
  receivableQuantity,
  receiveLinesOf,
  receiveQuantityProblem,
} from "./receiveState";

const lines = [
  { name: "Bath Towels", unit: "pieces", approved: 10 },
  { name: "Paper Cups", unit: "packs", approved: 4 },
];

describe("receiveState", () => {
  it("lists the approved items only, not the denied ones", () => {
    const request = makeRequest({
      status: "approved",
      items: [
        makeLine({ id: 1, name: "Bath Towels", approvedQuantity: 10, state: "approved" }),
        makeLine({ id: 2, name: "Keycards", approvedQuantity: 0, state: "denied", denied: true }),
      ],
    });
    expect(receiveLinesOf(request)).toEqual([{ name: "Bath Towels", unit: "pieces", approved: 10 }]);
  });

  it("accepts whole quantities above 0 to mark received", () => {
    expect(receivableQuantity("3")).toBe(3);
    expect(receivableQuantity("0")).toBeNull();
    expect(receivableQuantity("-2")).toBeNull();
    expect(receivableQuantity("1.5")).toBeNull();
    expect(receivableQuantity("")).toBeNull();
    expect(receivableQuantity(String(QUANTITY_LIMITS.maxLineQuantity))).toBe(QUANTITY_LIMITS.maxLineQuantity);
    expect(receivableQuantity(String(QUANTITY_LIMITS.maxLineQuantity + 1))).toBeNull();
    expect(receiveQuantityProblem("0")).toBe("Please enter a quantity greater than 0.");
    expect(receiveQuantityProblem("2000000000")).toBe(QUANTITY_MESSAGES.lineTooLarge);
  });

  it("reads the quantity with the shared parser: no notation, no truncation", () => {
    expect(receivableQuantity(" 7 ")).toBe(7);
    expect(receivableQuantity("７")).toBe(7);
    expect(receivableQuantity("1e3")).toBeNull();
    expect(receiveQuantityProblem("2.7")).toBe("Please enter a whole number.");
    expect(receiveQuantityProblem("0x10")).toBe("Please enter a whole number.");
    expect(receiveQuantityProblem("")).toBe("Please enter a quantity greater than 0.");
    expect(exceedsApproved("1e3", lines[0])).toBe(false);
    expect(exceedsApproved("11", lines[0])).toBe(true);
  });

  it("warns above the approved amount", () => {
    expect(exceedsApproved("11", lines[0])).toBe(true);
    expect(exceedsApproved("10", lines[0])).toBe(false);
  });

  it("needs every item processed and sends missing items as 0", () => {
    expect(allProcessed([{ kind: "received", quantity: 10 }, null])).toBe(false);
    const marks = [{ kind: "received", quantity: 10 } as const, { kind: "missing" } as const];
    expect(allProcessed(marks)).toBe(true);
    expect(bulkReceiveBody(lines, marks)).toEqual({
      items: [
        { itemName: "Bath Towels", receivedQuantity: 10 },
        { itemName: "Paper Cups", receivedQuantity: 0 },
      ],
    });
  });
});
