import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeItem } from "@/test/fixtures";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/utils";
import { StockHistoryDialog } from "./StockHistoryDialog";

const ITEM = makeItem({ id: 11, name: "Bath Towels", propertyId: 1, currentStock: 120, unit: "pieces" });

describe("Stock History of a transferred item", () => {
  const movement = (id: number, delta: number, transfer: { direction: "in" | "out"; propertyName: string | null }) => ({
    id,
    delta,
    resultingStock: 100,
    reason: "transfer",
    createdAt: "2025-03-04T15:30:00.000Z",
    user: { firstName: "Olivia", lastName: "Bennett" },
    requestId: null,
    dailyCheckId: null,
    transfer: { id: 7, ...transfer },
  });

  it("names the property on the other side of each transfer", async () => {
    mockFetch({
      "GET /api/inventory/11/movements": () =>
        jsonResponse(200, [
          movement(3, -20, { direction: "out", propertyName: "Maple Grove Inn" }),
          movement(2, 5, { direction: "in", propertyName: "Sunset Boutique Suites" }),
          movement(1, 2, { direction: "in", propertyName: null }),
        ]),
    });
    renderWithProviders(<StockHistoryDialog item={ITEM} onClose={vi.fn()} />);

    const dialog = within(await screen.findByRole("dialog", { name: "Stock History" }));
    const rows = await dialog.findAllByRole("row");
    expect(within(rows[1]).getByText("Transfer to Maple Grove Inn")).toBeInTheDocument();
    expect(within(rows[2]).getByText("Transfer from Sunset Boutique Suites")).toBeInTheDocument();
    expect(within(rows[3]).getByText("Transfer from a deleted property")).toBeInTheDocument();
  });
});
