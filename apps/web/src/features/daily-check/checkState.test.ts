import { describe, expect, it } from "vitest";
import { MAX_STOCK, QUANTITY_MESSAGES } from "@stockroom/shared";
import {
  checkProgress,
  countProblem,
  countScanned,
  dailyCheckBody,
  entryProblem,
  itemCheckState,
  progressText,
  scanAnnouncement,
  submitCheckLabel,
} from "./checkState";

describe("checkState", () => {
  it("tells unchecked, counted and skipped items apart", () => {
    expect(itemCheckState(undefined)).toBe("unchecked");
    expect(itemCheckState({ count: " ", skipped: false })).toBe("unchecked");
    expect(itemCheckState({ count: "0", skipped: false })).toBe("counted");
    expect(itemCheckState({ count: "", skipped: true })).toBe("skipped");
  });

  it("leaves an item with a refused count unchecked (issue 17.3: -2 was 'Counted')", () => {
    expect(itemCheckState({ count: "-2", skipped: false })).toBe("unchecked");
    expect(itemCheckState({ count: "2.7", skipped: false })).toBe("unchecked");
    expect(entryProblem({ count: "-2", skipped: false })).toBe("Enter a whole number of 0 or more");
    expect(entryProblem({ count: "35", skipped: false })).toBeNull();
    expect(entryProblem({ count: "", skipped: false })).toBeNull();
    expect(entryProblem({ count: "-2", skipped: true })).toBeNull();
    expect(entryProblem(undefined)).toBeNull();
  });

  it("counts only valid counts, and flags counts that are not whole numbers of 0 or more", () => {
    const entries = {
      1: { count: "12", skipped: false },
      2: { count: "", skipped: true },
      3: { count: "-1", skipped: false },
      4: { count: "2.5", skipped: false },
    };
    expect(checkProgress([1, 2, 3, 4, 5], entries)).toEqual({ counted: [1], invalid: [3, 4] });
  });

  it("explains a refused count, a count past MAX_STOCK included", () => {
    expect(countProblem("12")).toBeNull();
    expect(countProblem(String(MAX_STOCK))).toBeNull();
    expect(countProblem("-1")).toBe("Enter a whole number of 0 or more");
    expect(countProblem(String(MAX_STOCK + 1))).toBe(QUANTITY_MESSAGES.stockTooLarge);
    expect(countProblem("99999999999999999999")).toBe(QUANTITY_MESSAGES.stockTooLarge);
  });

  it("reads counts with the shared parser: no notation, no truncation", () => {
    for (const text of ["2.7", "1e3", "0x10", "+4"])
      expect(countProblem(text)).toBe("Enter a whole number of 0 or more");
    expect(countProblem("３５")).toBeNull();
  });

  it("words the progress and the submit button", () => {
    expect(progressText(2, 9)).toBe("2 of 9 items checked");
    expect(submitCheckLabel(1)).toBe("Submit Daily Check (1 item)");
    expect(submitCheckLabel(3)).toBe("Submit Daily Check (3 items)");
  });

  it("sends only the counted items, with the checker and the time", () => {
    const entries = {
      1: { count: "12", skipped: false },
      2: { count: "", skipped: true },
      3: { count: "0", skipped: false },
      5: { count: " ３５ ", skipped: false },
    };
    expect(
      dailyCheckBody({
        propertyId: 4,
        userId: "u1",
        counted: [1, 3, 5],
        entries,
        now: new Date("2025-03-04T08:00:00.000Z"),
      }),
    ).toEqual({
      propertyId: 4,
      checkedBy: "u1",
      items: [
        { itemId: 1, countedQuantity: 12 },
        { itemId: 3, countedQuantity: 0 },
        { itemId: 5, countedQuantity: 35 },
      ],
      checkedAt: "2025-03-04T08:00:00.000Z",
    });
  });
});

describe("countScanned", () => {
  it("counts an untouched, empty or skipped item as 1", () => {
    expect(countScanned(undefined)).toEqual({ count: "1", skipped: false });
    expect(countScanned({ count: " ", skipped: false })).toEqual({ count: "1", skipped: false });
    expect(countScanned({ count: "", skipped: true })).toEqual({ count: "1", skipped: false });
  });

  it("adds one to a typed count, so three scans count 3", () => {
    expect(countScanned(countScanned(countScanned(undefined)))).toEqual({ count: "3", skipped: false });
    expect(countScanned({ count: "12", skipped: false })).toEqual({ count: "13", skipped: false });
  });

  it("leaves a count that is not a whole number, or at the maximum, to the person", () => {
    const typo = { count: "2.5", skipped: false };
    expect(countScanned(typo)).toBe(typo);
    const full = { count: String(MAX_STOCK), skipped: false };
    expect(countScanned(full)).toBe(full);
  });

  it("announces the count, or why it cannot be read", () => {
    expect(scanAnnouncement("Bath Towels", { count: "3", skipped: false })).toBe("Bath Towels: 3");
    expect(scanAnnouncement("Bath Towels", { count: "2.5", skipped: false })).toBe(
      `Bath Towels: ${QUANTITY_MESSAGES.wholeZeroOrMore}`,
    );
  });
});
