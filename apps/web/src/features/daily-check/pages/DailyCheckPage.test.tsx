import { PAGE_LIMITS, TIMINGS } from "@stockroom/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { fullPageLoad } from "@/lib/navigation";
import { createQueryClient } from "@/lib/queryClient";
import { USER_QUERY_KEY } from "@/lib/queryKeys";
import { skipDelay, useFakeClock } from "@/test/clock";
import { makeItem, makeProperty, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderWithProviders, sentJson } from "@/test/utils";
import { resetOfflineDb } from "../offline/offlineStore";
import { DailyCheckPage } from "./DailyCheckPage";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

// Each case starts without the drafts and queued counts an earlier one left in IndexedDB.
afterEach(() => resetOfflineDb());

const items = [
  makeItem({ id: 11, name: "Bath Towels", currentStock: 120 }),
  makeItem({ id: 12, name: "Shampoo Bottles", unit: "bottles", currentStock: 35 }),
  makeItem({ id: 13, name: "Coffee Pods", category: "kitchen", unit: "boxes", currentStock: 18 }),
];

const ALL_ITEMS = `GET /api/properties/1/inventory?limit=${PAGE_LIMITS.inventory.max}`;

function InventoryStub() {
  const location = useLocation();
  return <h1>Inventory at {location.search}</h1>;
}

function renderPage(
  properties = [makeProperty()],
  queryClient = signedInClient(makeUser({ id: "u1", role: "manager" })),
  routes: Parameters<typeof mockFetch>[0] = {},
) {
  const sent: unknown[] = [];
  mockFetch({
    "GET /api/managed-properties?items=false": () => jsonResponse(200, properties),
    [ALL_ITEMS]: () => jsonResponse(200, items),
    "POST /api/daily-checks": (init) => {
      sent.push(sentJson(init));
      return jsonResponse(201, { id: 1 });
    },
    ...routes,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/daily-inventory-check" element={<DailyCheckPage />} />
        <Route path="/inventory" element={<InventoryStub />} />
      </Routes>
      <Toaster />
    </>,
    { path: "/daily-inventory-check", queryClient },
  );
  return { user: userEvent.setup(), sent };
}

describe("DailyCheckPage", () => {
  it("groups the items by category and tracks the progress", async () => {
    const { user } = renderPage();

    const housekeeping = within(await screen.findByRole("region", { name: "Housekeeping" }));
    expect(housekeeping.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Kitchen" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Maintenance" })).not.toBeInTheDocument();
    expect(screen.getByText("0 of 3 items checked")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Item" })).toHaveAttribute("href", "/inventory?property=1&action=add");
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/");

    await user.type(screen.getByLabelText("Count for Bath Towels"), "118");
    await user.type(screen.getByLabelText("Count for Coffee Pods"), "0");
    expect(screen.getByText("2 of 3 items checked")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Daily Check (2 items)" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Skip Coffee Pods" }));
    expect(screen.getByLabelText("Count for Coffee Pods")).toBeDisabled();
    expect(screen.getByText("1 of 3 items checked")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unskip Coffee Pods" }));
    expect(screen.getByLabelText("Count for Coffee Pods")).toBeEnabled();
  });

  it("asks before Reset throws the counts away: Cancel keeps them, Reset Counts clears them", async () => {
    const { user } = renderPage();
    await user.type(await screen.findByLabelText("Count for Bath Towels"), "118");
    await user.click(screen.getByRole("button", { name: "Skip Coffee Pods" }));

    await user.click(screen.getByRole("button", { name: "Reset" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Reset Daily Check" });
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Count for Bath Towels")).toHaveValue("118");
    expect(screen.getByText("1 of 3 items checked")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Reset Daily Check" })).getByRole("button", {
        name: "Reset Counts",
      }),
    );
    expect(screen.getByLabelText("Count for Bath Towels")).toHaveValue("");
    expect(screen.getByLabelText("Count for Coffee Pods")).toBeEnabled();
    expect(screen.getByText("0 of 3 items checked")).toBeInTheDocument();
  });

  it("shows the recorded stock as a 'last:' label beside the field, not as a placeholder", async () => {
    renderPage();
    const field = await screen.findByLabelText("Count for Shampoo Bottles");

    expect(field).not.toHaveAttribute("placeholder");
    expect(field).toHaveValue("");
    expect(field).toHaveAccessibleDescription("last: 35");
  });

  it("counts the items of every page of a large property", async () => {
    renderPage(undefined, undefined, {
      [ALL_ITEMS]: () => pageResponse(items.slice(0, 2), "after-12"),
      [`${ALL_ITEMS}&cursor=after-12`]: () => pageResponse(items.slice(2)),
    });

    expect(await screen.findByLabelText("Count for Coffee Pods")).toBeInTheDocument();
    expect(screen.getByText("0 of 3 items checked")).toBeInTheDocument();
  });

  it("needs at least one valid count before it sends anything", async () => {
    const { user, sent } = renderPage();
    await screen.findByRole("region", { name: "Housekeeping" });

    await user.click(screen.getByRole("button", { name: "Submit Check" }));
    expect(screen.getAllByText("Please check at least one inventory item").length).toBeGreaterThan(0);

    // Issue 17.3: -2 used to make the item 'Counted' and the page say "1 of 3 items checked".
    await user.type(screen.getByLabelText("Count for Bath Towels"), "-2");
    expect(screen.getByLabelText("Count for Bath Towels")).toHaveAccessibleDescription(
      "last: 120 Enter a whole number of 0 or more",
    );
    expect(screen.getByLabelText("Count for Bath Towels")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("0 of 3 items checked")).toBeInTheDocument();
    expect(screen.queryByText(/Counted/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Not checked/)).toHaveLength(3);
    await user.type(screen.getByLabelText("Count for Coffee Pods"), "4");
    expect(screen.getByText("1 of 3 items checked")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Daily Check (1 item)" }));
    expect(screen.getAllByText("Counts must be whole numbers of 0 or more").length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it("asks for a property first when there are several", async () => {
    const { user } = renderPage([makeProperty(), makeProperty({ id: 2, name: "Maple Grove Inn" })]);

    expect(await screen.findByText("Please select a property first")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Check" }));
    expect(screen.getAllByText("Please select a property first").length).toBeGreaterThan(1);
  });

  it("sends the counted items, confirms, and opens the property's inventory a second later", async () => {
    useFakeClock();
    const { user, sent } = renderPage();
    await user.type(await screen.findByLabelText("Count for Shampoo Bottles"), "40");
    await user.click(screen.getByRole("button", { name: "Skip Bath Towels" }));

    await user.click(screen.getByRole("button", { name: "Submit Daily Check (1 item)" }));

    expect(
      (await screen.findAllByText("Daily inventory check completed! All counts have been updated")).length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual([
      {
        propertyId: 1,
        checkedBy: "u1",
        items: [{ itemId: 12, countedQuantity: 40 }],
        checkedAt: expect.any(String),
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.getByRole("heading", { name: "Daily Inventory Check" })).toBeInTheDocument();
    await skipDelay(TIMINGS.postCheckRedirectMs);
    expect(screen.getByRole("heading", { name: "Inventory at ?property=1" })).toBeInTheDocument();
  });

  it("tells a signed-out visitor 'Unauthorized' and sends them to /api/login", async () => {
    useFakeClock();
    const queryClient = createQueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, null);
    renderPage(undefined, queryClient);

    expect(screen.getByRole("heading", { name: "Unauthorized" })).toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
    await skipDelay(TIMINGS.unauthenticatedRedirectMs);
    expect(fullPageLoad).toHaveBeenCalledWith("/api/login");
  });
});
