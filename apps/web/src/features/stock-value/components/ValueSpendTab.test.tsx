import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SpendDto } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { buildCsv } from "@/lib/csv";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { SPEND_TABLE, VALUE_BY_CATEGORY_TABLE, VALUE_BY_PROPERTY_TABLE } from "../columns";
import { stockValue } from "@/test/stockValueFixtures";
import { ValueSpendTab } from "./ValueSpendTab";

const spend = (months: string[]): SpendDto => ({
  months: months.map((month, i) => ({ month, spend: i === months.length - 1 ? 80.25 : 0, receivedUnits: i })),
  total: 80.25,
});

describe("ValueSpendTab", () => {
  it("shows value by property and category, spend per month, and another range on request", async () => {
    const fetchMock = mockFetch({
      "GET /api/stock-value": () => jsonResponse(200, stockValue({ itemsWithoutCost: 1 })),
      "GET /api/spend?months=12": () => jsonResponse(200, spend(["2026-10", "2026-11"])),
      "GET /api/spend?months=6": () => jsonResponse(200, spend(["2026-11"])),
    });
    const user = userEvent.setup();
    renderWithProviders(<ValueSpendTab propertyId={null} />, {
      queryClient: signedInClient(makeUser({ role: "owner" })),
    });

    const byProperty = await screen.findByRole("table", { name: "Stock Value by Property" });
    expect(within(byProperty).getAllByRole("row")[1]).toHaveTextContent("Harbor View Hotel6$1,000.00");
    expect(screen.getByRole("table", { name: "Stock Value by Category" })).toHaveTextContent("Housekeeping12$1,234.50");
    expect(screen.getByRole("group", { name: "Stock Value" })).toHaveTextContent("1 item has no unit cost");
    expect(screen.getByRole("group", { name: "Spend, last 12 months" })).toHaveTextContent("$80.25");
    const months = screen.getByRole("table", { name: "Spend by Month" });
    expect(
      within(months)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Oct 20260$0.00", "Nov 20261$80.25"]);
    // Months read as the app's dates do (issue 36); the CSV keeps "2026-10", which sorts in a spreadsheet.
    expect(await screen.findByText(/Spend by month: Oct 2026 \$0.00, Nov 2026 \$80.25/)).toBeInTheDocument();
    for (const name of ["Stock Value by Property", "Stock Value by Category", "Spend by Month"]) {
      expect(screen.getByRole("button", { name: `Export CSV: ${name}` })).toBeInTheDocument();
    }

    await user.click(screen.getByRole("combobox", { name: "Spend range" }));
    await user.click(await screen.findByRole("option", { name: "Last 6 months" }));
    expect(await screen.findByRole("group", { name: "Spend, last 6 months" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/spend?months=6");
  });

  it("reads the chosen property only", async () => {
    const fetchMock = mockFetch({
      "GET /api/stock-value?propertyId=2": () => jsonResponse(200, stockValue()),
      "GET /api/spend?propertyId=2&months=12": () => jsonResponse(200, spend(["2026-11"])),
    });
    renderWithProviders(<ValueSpendTab propertyId={2} />, {
      queryClient: signedInClient(makeUser({ role: "owner" })),
    });
    expect(await screen.findByRole("table", { name: "Spend by Month" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("the value and spend CSVs", () => {
  it("write plain amounts and defuse cells a spreadsheet would run as formulas", () => {
    const rows = [
      { propertyId: 1, propertyName: '=HYPERLINK("http://evil.example")', value: 1000.5, items: 3 },
      { propertyId: 2, propertyName: "@SUM(A1)", value: 0, items: 0 },
    ];
    expect(buildCsv(VALUE_BY_PROPERTY_TABLE.columns, rows)).toBe(
      ["Property,Items,Value (USD)", `"'=HYPERLINK(""http://evil.example"")",3,1000.5`, `"'@SUM(A1)",0,0`].join("\r\n"),
    );
    expect(buildCsv(VALUE_BY_CATEGORY_TABLE.columns, [{ category: "front_desk", value: 12.3, items: 2 }])).toBe(
      "Category,Items,Value (USD)\r\nFront Desk,2,12.3",
    );
    expect(buildCsv(SPEND_TABLE.columns, spend(["2026-10", "2026-11"]).months)).toBe(
      "Month,Received Units,Spend (USD)\r\n2026-10,0,0\r\n2026-11,1,80.25",
    );
  });
});
