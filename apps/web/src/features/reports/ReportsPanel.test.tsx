import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { analyticsResponse } from "@/test/analyticsFixtures";
import { makeProperty, signedInClient } from "@/test/fixtures";
import { stockValue } from "@/test/stockValueFixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { ReportsPanel } from "./ReportsPanel";

const properties = [makeProperty({ id: 1, name: "Harbor View Hotel" })];

describe("ReportsPanel", () => {
  it("starts on the overview for the last 30 days and maps 'Monthly' to the month period", async () => {
    const fetchMock = mockFetch({
      "GET /api/properties?items=false": () => jsonResponse(200, properties),
      "GET /api/analytics?period=30&view=overview": () => jsonResponse(200, analyticsResponse()),
      "GET /api/analytics?period=month&propertyId=1&view=overview": () => jsonResponse(200, analyticsResponse()),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsPanel />, { queryClient: signedInClient(makeUser({ role: "owner" })) });

    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("combobox", { name: "Date range" })).toHaveTextContent("Last 30 days");
    expect(await screen.findByRole("table", { name: "Demand by Category" })).toHaveTextContent("Housekeeping");

    await user.click(screen.getByRole("combobox", { name: "Date range" }));
    await user.click(await screen.findByRole("option", { name: "Monthly (since the 1st)" }));
    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));

    await user.click(screen.getByRole("tab", { name: "Requests" }));
    const days = await screen.findByRole("table", { name: "Requests by Day" });
    expect(within(days).getAllByRole("row")[1]).toHaveTextContent("2025-06-0144");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      "/api/analytics?period=month&propertyId=1&view=overview",
    );
  });

  it("opens Value & Spend from the dashboard's link, and its figures follow the property filter", async () => {
    const spend = { months: [{ month: "2026-11", spend: 12.5, receivedUnits: 5 }], total: 12.5 };
    const fetchMock = mockFetch({
      "GET /api/properties?items=false": () => jsonResponse(200, properties),
      "GET /api/analytics?period=30&view=overview": () => jsonResponse(200, analyticsResponse()),
      "GET /api/analytics?period=30&propertyId=1&view=overview": () => jsonResponse(200, analyticsResponse()),
      "GET /api/stock-value": () => jsonResponse(200, stockValue()),
      "GET /api/spend?months=12": () => jsonResponse(200, spend),
      "GET /api/stock-value?propertyId=1": () => jsonResponse(200, stockValue({ totalValue: 1000 })),
      "GET /api/spend?propertyId=1&months=12": () => jsonResponse(200, spend),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsPanel />, {
      path: "/settings?report=value",
      queryClient: signedInClient(makeUser({ role: "owner" })),
    });

    expect(screen.getByRole("tab", { name: "Value & Spend" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("table", { name: "Stock Value by Property" })).toHaveTextContent(
      "Harbor View Hotel",
    );
    expect(screen.getByRole("table", { name: "Spend by Month" })).toHaveTextContent("Nov 20265$12.50");

    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));
    expect(await screen.findByText("$1,000.00", { selector: "p" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/spend?propertyId=1&months=12");
  });

  it("tells managers that reports are for owners, without calling analytics", () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<ReportsPanel />, { queryClient: signedInClient(makeUser({ role: "manager" })) });
    expect(screen.getByText("Reports are available to property owners.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
