import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { stockValue } from "@/test/stockValueFixtures";
import { StockValueCard } from "./StockValueCard";

const owner = () => signedInClient(makeUser({ role: "owner" }));

describe("StockValueCard", () => {
  it("shows the total, the three properties worth the most and a link to the report", async () => {
    mockFetch({ "GET /api/stock-value": () => jsonResponse(200, stockValue()) });
    renderWithProviders(<StockValueCard propertyId={null} />, { queryClient: owner() });

    const card = screen.getByRole("region", { name: "Stock value" });
    expect(await within(card).findByText("$1,234.50")).toBeInTheDocument();
    const top = within(card).getByRole("list", { name: "Properties by stock value" });
    expect(
      within(top)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Harbor View Hotel$1,000.00", "Maple Grove Inn$200.50", "Sunset Boutique Suites$34.00"]);
    expect(within(card).getByRole("link", { name: /Value & spend report/ })).toHaveAttribute(
      "href",
      "/settings?report=value",
    );
    expect(within(card).queryByText(/no unit cost/)).not.toBeInTheDocument();
  });

  it("says how many items have no cost, and reads one property without the breakdown", async () => {
    const fetchMock = mockFetch({
      "GET /api/stock-value?propertyId=2": () =>
        jsonResponse(
          200,
          stockValue({ totalValue: 200.5, itemsWithoutCost: 3, byProperty: [stockValue().byProperty[1]] }),
        ),
    });
    renderWithProviders(<StockValueCard propertyId={2} />, { queryClient: owner() });

    expect(await screen.findByText("$200.50")).toBeInTheDocument();
    expect(screen.getByText("3 items have no unit cost and count $0.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says so when the value cannot be loaded", async () => {
    mockFetch({ "GET /api/stock-value": () => jsonResponse(500, { message: "Internal Server Error" }) });
    renderWithProviders(<StockValueCard propertyId={null} />, { queryClient: owner() });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the stock value");
  });
});
