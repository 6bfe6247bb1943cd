import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { cloneElement, type ReactElement } from "react";
import type * as Recharts from "recharts";
import { describe, expect, it, vi } from "vitest";
import { analyticsResponse, DETAIL } from "@/test/analyticsFixtures";
import { makeProperty, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, requestUrl } from "@/test/utils";
import { AnalyticsDialog } from "./AnalyticsDialog";

// jsdom has no layout, so the responsive container would measure 0×0 and draw nothing.
vi.mock("recharts", async (importOriginal) => ({
  ...(await importOriginal<typeof Recharts>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
    cloneElement(children, { width: 480, height: 240 }),
}));

const properties = [
  makeProperty({ id: 1, name: "Harbor View Hotel" }),
  makeProperty({ id: 2, name: "Maple Grove Inn" }),
];

function renderDialog(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ "GET /api/properties?items=false": () => jsonResponse(200, properties), ...routes });
  renderWithProviders(<AnalyticsDialog open onOpenChange={() => {}} />, {
    queryClient: signedInClient(makeUser({ role: "owner" })),
  });
  return fetchMock;
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

const figure = (label: string) => screen.getByRole("group", { name: label });

describe("AnalyticsDialog", () => {
  it("shows the overview figures, charts with text alternatives and the pending alert", async () => {
    renderDialog({ "GET /api/analytics?period=30&view=overview": () => jsonResponse(200, analyticsResponse()) });

    expect(screen.getByRole("dialog", { name: "Comprehensive Inventory Analytics Dashboard" })).toBeInTheDocument();
    expect(
      await within(await screen.findByRole("group", { name: "Inventory Value" })).findByText("$1,234.50"),
    ).toBeInTheDocument();
    expect(within(figure("Active Requests")).getByText("7 pending")).toBeInTheDocument();
    expect(within(figure("Critical Stock")).getByText("2")).toBeInTheDocument();
    expect(screen.getByText("Requested quantity by category: Housekeeping 30, Kitchen 10.")).toBeInTheDocument();
    expect(screen.getByText(/Out of Stock 1, Low Stock 1, Overstocked 3, Good 15/)).toBeInTheDocument();
    expect(screen.getByText("90% efficient")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("7 requests are waiting for approval");
    expect(document.querySelectorAll(".recharts-wrapper svg").length).toBeGreaterThanOrEqual(3);
  });

  it("refetches with the new period when it changes", async () => {
    const fetchMock = renderDialog({
      "GET /api/analytics?period=30&view=overview": () => jsonResponse(200, analyticsResponse()),
      "GET /api/analytics?period=month&view=overview": () =>
        jsonResponse(
          200,
          analyticsResponse({
            overview: {
              ...analyticsResponse().overview!,
              cards: { ...analyticsResponse().overview!.cards, totalProperties: 1 },
            },
          }),
        ),
    });
    await screen.findByRole("group", { name: "Total Properties" });

    await choose("Time Period", "This month");

    expect(await within(figure("Total Properties")).findByText("1")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/analytics?period=month&view=overview");
  });

  it("asks for a property before the property detail, then shows its item table", async () => {
    const fetchMock = renderDialog({
      "GET /api/analytics?period=30&view=overview": () => jsonResponse(200, analyticsResponse()),
      "GET /api/analytics?period=30&propertyId=1&view=property-detail": () =>
        jsonResponse(200, analyticsResponse({ view: "property-detail", overview: undefined, propertyDetail: DETAIL })),
    });
    await screen.findByRole("group", { name: "Total Properties" });

    await choose("View", "Property Detail");
    expect(screen.getByText("Select a property to see its detailed analytics.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url).includes("property-detail"))).toBe(false);

    await choose("Property", "Harbor View Hotel");

    const table = await screen.findByRole("table", { name: "Harbor View Hotel Housekeeping Items" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual([
      "Item Name",
      "Current Stock",
      "Min Threshold",
      "Max Capacity",
      "Par Level",
      "Unit Cost",
      "Total Value",
      "Status",
      "Orders Pending",
      "Last Counted",
    ]);
    const cells = within(within(table).getAllByRole("row")[1])
      .getAllByRole("cell")
      .map((td) => td.textContent);
    expect(cells).toEqual(["Bath Towels", "50", "10", "100", "—", "$5.00", "$250.00", "Good", "2", "Jun 2, 2025"]);
    expect(screen.getByText("12 Marina Way")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Harbor View Hotel Recent Activity" })).toHaveTextContent("Marco Silva");
  });
});
