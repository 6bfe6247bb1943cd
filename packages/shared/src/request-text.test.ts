import { describe, expect, it } from "vitest";
import {
  encodeMultiItemReason,
  encodeNotes,
  parseApprovedItems,
  parseMultiItemReason,
  visibleNotes,
} from "./request-text";

describe("multi-item reason", () => {
  it("round-trips the current form", () => {
    const lines = [
      { name: "Bath Towels", quantity: 20, unit: "pieces" },
      { name: "Coffee Pods", quantity: 2, unit: "boxes" },
    ];
    const text = encodeMultiItemReason(lines, "Weekend wedding");
    expect(text).toBe(
      "Multiple items requested: Bath Towels (20 pieces), Coffee Pods (2 boxes). Reason: Weekend wedding",
    );
    expect(parseMultiItemReason(text)).toEqual({ lines, reason: "Weekend wedding" });
  });

  it("writes the unit in the singular after one and reads either form back", () => {
    const text = encodeMultiItemReason(
      [
        { name: "Soap", quantity: 1, unit: "boxes" },
        { name: "Towels", quantity: 1, unit: "pieces" },
        { name: "Pens", quantity: 2, unit: "boxes" },
      ],
      null,
    );

    expect(text).toBe("Multiple items requested: Soap (1 box), Towels (1 piece), Pens (2 boxes)");
    expect(parseMultiItemReason(text, ["Soap", "Towels", "Pens"])?.lines).toEqual([
      { name: "Soap", quantity: 1, unit: "box" },
      { name: "Towels", quantity: 1, unit: "piece" },
      { name: "Pens", quantity: 2, unit: "boxes" },
    ]);
    // Texts stored or sent before the singular existed still parse.
    expect(parseMultiItemReason("Multiple items requested: Soap (1 boxes), Pens (1 pieces)")?.lines).toEqual([
      { name: "Soap", quantity: 1, unit: "boxes" },
      { name: "Pens", quantity: 1, unit: "pieces" },
    ]);
  });

  it("reads the older 'Multi-item request:' form without a reason", () => {
    expect(parseMultiItemReason("Multi-item request: Soap (3 boxes), Pens (1 boxes)")).toEqual({
      lines: [
        { name: "Soap", quantity: 3, unit: "boxes" },
        { name: "Pens", quantity: 1, unit: "boxes" },
      ],
      reason: null,
    });
  });

  it("keeps names with commas and parentheses whole when the item names are known", () => {
    const names = ["Towels, Bath (Large)", "Cups (12 oz), paper"];
    const text = encodeMultiItemReason(
      [
        { name: names[0], quantity: 5, unit: "pieces" },
        { name: names[1], quantity: 40, unit: "packs" },
      ],
      "Reason with, commas (and parens). Reason: nested",
    );
    expect(parseMultiItemReason(text, names)).toEqual({
      lines: [
        { name: names[0], quantity: 5, unit: "pieces" },
        { name: names[1], quantity: 40, unit: "packs" },
      ],
      reason: "Reason with, commas (and parens). Reason: nested",
    });
  });

  it("keeps a name with a comma whole even without the known names", () => {
    const parsed = parseMultiItemReason("Multiple items requested: Sheets, Queen (4 sets). Reason: x");
    expect(parsed?.lines).toEqual([{ name: "Sheets, Queen", quantity: 4, unit: "sets" }]);
  });

  it("returns null for plain reasons and malformed lists", () => {
    expect(parseMultiItemReason("Need more towels")).toBeNull();
    expect(parseMultiItemReason("Multiple items requested: Towels")).toBeNull();
    expect(parseMultiItemReason("Multiple items requested: Towels (x pieces)")).toBeNull();
  });
});

describe("notes", () => {
  it("appends system data after the marker and strips it again", () => {
    const notes = encodeNotes(
      "Ordered today",
      [{ name: "Soap", requested: 3, approved: 3 }],
      [{ itemName: "Soap", receivedQuantity: 2 }],
    );
    expect(notes).toBe(
      'Ordered today\n--- SYSTEM DATA ---\nApproved Items: [{"name":"Soap","requested":3,"approved":3}]\nReceived Items: [{"itemName":"Soap","receivedQuantity":2}]',
    );
    expect(visibleNotes(notes)).toBe("Ordered today");
    expect(encodeNotes(null, null, null)).toBeNull();
  });

  it("parses approvedItems and refuses malformed ones", () => {
    expect(parseApprovedItems('[{"name":"Soap","requested":3,"approved":0,"denied":true}]')).toEqual([
      { name: "Soap", requested: 3, approved: 0, denied: true },
    ]);
    expect(() => parseApprovedItems("{")).toThrow("approvedItems must be a JSON list");
    expect(() => parseApprovedItems('[{"name":"Soap","approved":-1}]')).toThrow(/whole approved quantity/);
  });
});
