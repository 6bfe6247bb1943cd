import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { OrderRow } from "./repo";
import { renderPurchaseOrder } from "./render";

const order: OrderRow = {
  id: 42,
  ownerId: "owner",
  propertyId: 1,
  propertyName: "Harbor View Hotel",
  propertyAddress: "1 Quay Street\nPortland, ME",
  requestId: 7,
  supplierId: null,
  supplierName: null,
  supplierEmail: null,
  supplierContact: null,
  supplierPhone: null,
  status: "open",
  totalCents: 0,
  lineCount: 0,
  createdAt: new Date("2026-11-24T10:00:00Z"),
  sentAt: null,
  sentTo: null,
  emailStatus: null,
  emailTo: null,
  emailError: null,
  emailAttemptedAt: null,
};

const line = (n: number) => ({
  id: n,
  itemId: n,
  itemName: `Item ${n}`,
  unit: "boxes",
  quantity: 2,
  unitCostCents: 150,
  lineTotalCents: 300,
});

describe("purchase order PDF", () => {
  it("breaks a long order over pages, repeating the table header, with the total once at the end", async () => {
    const lines = Array.from({ length: 90 }, (_, i) => line(i + 1));
    const pdf = await renderPurchaseOrder({ order: { ...order, totalCents: 27000, lineCount: 90 }, lines });
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toContain("Line total");
    expect(pages[0]).toContain("PO-000042");
    // Days as every screen and email prints them (issue 36 point 7).
    expect(pages[0]).toContain("Date: Nov 24, 2026");
    expect(pages[0]).toContain("1 Quay Street");
    expect(pages[0]).toContain("No supplier");
    expect(pages.join("\n")).toContain("Item 90");
    expect(pages.at(-1)).toContain("Total: $270.00");
    expect(pages.slice(0, -1).join("\n")).not.toContain("Total:");
  });
});
