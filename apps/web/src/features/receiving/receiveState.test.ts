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
  receiveScan,
  receiveScanText,
} from "./receiveState";

const lines = [
  { itemId: 7, name: "Bath Towels", unit: "pieces", approved: 10 },
  { itemId: 8, name: "Paper Cups", unit: "packs", approved: 4 },
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
    expect(receiveLinesOf(request)).toEqual([{ itemId: 11, name: "Bath Towels", unit: "pieces", approved: 10 }]);
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

describe("receiveScan", () => {
  it("marks the scanned item's open line received with its approved quantity", () => {
    const scan = receiveScan(lines, [null, null], [8]);
    expect(scan).toEqual({ kind: "receive", index: 1 });
    expect(receiveScanText(scan, lines, "4006381333931")).toBe("Paper Cups: received 4 packs");
  });

  it("says when the line is marked already, and when the code is not in the request", () => {
    const marked = receiveScan(lines, [{ kind: "missing" }, null], [7]);
    expect(receiveScanText(marked, lines, "SR00000007")).toBe("Bath Towels is already marked");
    const absent = receiveScan(lines, [null, null], [99]);
    expect(receiveScanText(absent, lines, "SR00000099")).toBe("Code SR00000099 is not in this request");
    expect(receiveScan([{ ...lines[0], itemId: null }], [null], [7])).toEqual({ kind: "absent" });
  });
});
