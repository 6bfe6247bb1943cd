import {
  CATEGORIES,
  isLowStock,
  WEB_PAGE_SIZE,
  type Category,
  type InventoryItemDto,
  type LowStockItemDto,
} from "@stockroom/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getUrl } from "@/lib/api/client";
import { makeItem, makeProperty, makeSummary, PAYMENT_OK, signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderApp, requestUrl, sentJson } from "@/test/utils";

const harbor = makeProperty({ id: 1, name: "Harbor View Hotel", address: "12 Marina Way" });
const maple = makeProperty({ id: 2, name: "Maple Grove Inn", address: "48 Maple Street" });
const sunset = makeProperty({ id: 3, name: "Sunset Suites", address: null });

const mapleItems = [
  makeItem({ id: 10, name: "Coffee Pods", category: "kitchen", currentStock: 4, minStock: 12, propertyId: 2 }),
  makeItem({ id: 11, name: "Hand Towels", category: "housekeeping", currentStock: 90, minStock: 60, propertyId: 2 }),
  makeItem({ id: 12, name: "Keycards", category: "front_desk", currentStock: 400, minStock: 150, propertyId: 2 }),
];

type Routes = Parameters<typeof mockFetch>[0];

const listPath = (propertyId: number, category: Category | null) =>
  `GET ${getUrl("/api/properties/{id}/inventory", { path: { id: propertyId }, query: { category, limit: WEB_PAGE_SIZE } })}`;

/**
 * What the server answers about one property's items, as it orders and pages them: the lists of every
 * tab (the cursor after page N is "pN"), the category summary and the first five low items.
 */
function inventoryRoutes(propertyId: number, items: InventoryItemDto[]): Routes {
  const lowRow = (item: InventoryItemDto): LowStockItemDto => ({
    ...item,
    property: { id: propertyId, name: "Property" },
    avgDailyUse: null,
    daysUntilOut: null,
    forecastStatus: "too_little_history",
  });
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const low = sorted.filter(isLowStock);
  const ofCategory = (category: Category) => sorted.filter((item) => item.category === category);
  const summary = makeSummary(
    Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        {
          itemCount: ofCategory(category).length,
          totalUnits: ofCategory(category).reduce((sum, item) => sum + item.currentStock, 0),
          lowCount: ofCategory(category).filter(isLowStock).length,
        },
      ]),
    ),
  );
  const routes: Routes = {
    [`GET /api/inventory/summary?propertyId=${propertyId}`]: () => jsonResponse(200, summary),
    [`GET /api/inventory/name-conflicts?propertyId=${propertyId}`]: () => jsonResponse(200, []),
    [`GET /api/low-stock?propertyId=${propertyId}&limit=5`]: () => jsonResponse(200, low.slice(0, 5).map(lowRow)),
    // Soonest out first: here the reverse of the names, whatever the forecasts say.
    [`GET /api/low-stock?propertyId=${propertyId}&limit=5&sort=daysUntilOut`]: () =>
      jsonResponse(200, low.toReversed().slice(0, 5).map(lowRow)),
  };
  for (const category of [null, ...CATEGORIES]) {
    const list = category === null ? sorted : ofCategory(category);
    for (let page = 0; page === 0 || page * WEB_PAGE_SIZE < list.length; page++) {
      const more = (page + 1) * WEB_PAGE_SIZE < list.length;
      const key = page === 0 ? listPath(propertyId, category) : `${listPath(propertyId, category)}&cursor=p${page}`;
      routes[key] = () =>
        pageResponse(list.slice(page * WEB_PAGE_SIZE, (page + 1) * WEB_PAGE_SIZE), more ? `p${page + 1}` : undefined);
    }
  }
  return routes;
}

function owner(path: string, extra: Routes = {}) {
  const fetchMock = mockFetch({
    ...PAYMENT_OK,
    "GET /api/properties?items=false": () => jsonResponse(200, [harbor, maple, sunset]),
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    ...inventoryRoutes(1, []),
    ...inventoryRoutes(2, mapleItems),
    ...extra,
  });
  renderApp(path, { queryClient: signedInClient(makeUser({ role: "owner" })) });
  return fetchMock;
}

describe("InventoryPage", () => {
  it("takes the property and category from the query string", async () => {
    owner("/inventory?propertyId=2&category=kitchen");

    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Property" })).toHaveTextContent("Maple Grove Inn"),
    );
    expect(await screen.findByRole("tab", { name: "Kitchen" })).toHaveAttribute("aria-selected", "true");
    const panel = within(await screen.findByRole("tabpanel", { name: "Kitchen" }));
    const item = within(await panel.findByRole("article", { name: "Coffee Pods" }));
    expect(item.getByText("Low Stock")).toBeInTheDocument();
    expect(item.getByText("4 pieces")).toBeInTheDocument();
    expect(item.getByText("12 pieces")).toBeInTheDocument();
    expect(panel.queryByRole("article", { name: "Hand Towels" })).not.toBeInTheDocument();
  });

  it("defaults to the first property and shows each category's empty state", async () => {
    const user = userEvent.setup();
    owner("/inventory");

    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Property" })).toHaveTextContent("Harbor View Hotel"),
    );
    expect(await screen.findByRole("heading", { name: "No inventory items yet" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Maintenance" }));
    expect(screen.getByRole("heading", { name: "No maintenance items yet" })).toBeInTheDocument();
  });

  it("searches the list by name or code, keeps the search in the address, and says when nothing matches", async () => {
    const searchPath = (propertyId: number, search: string) =>
      `GET ${getUrl("/api/properties/{id}/inventory", { path: { id: propertyId }, query: { category: null, limit: WEB_PAGE_SIZE, search } })}`;
    const fetchMock = owner("/inventory?propertyId=2&q=towel", {
      [searchPath(2, "towel")]: () => pageResponse([mapleItems[1]]),
      [searchPath(2, "towel x")]: () => pageResponse([]),
    });
    const user = userEvent.setup();

    const field = await screen.findByRole("searchbox", { name: "Search items" });
    expect(field).toHaveValue("towel");
    expect(await screen.findByRole("article", { name: "Hand Towels" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Coffee Pods" })).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Category overview" })).not.toBeInTheDocument();

    await user.type(field, " x");
    expect(await screen.findByRole("heading", { name: "No items match ‘towel x’" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/properties/2/inventory?limit=${WEB_PAGE_SIZE}&search=towel+x`,
    );
    await user.click(within(screen.getByRole("search")).getByRole("button", { name: "Clear search" }));
    expect(field).toHaveValue("");
    expect(await screen.findByRole("article", { name: "Coffee Pods" })).toBeInTheDocument();
  });

  it("lists names items shared before names were unique, and shows a name's items (issue 37)", async () => {
    const twins = [
      makeItem({ id: 12, name: "Keycards", category: "front_desk", propertyId: 2 }),
      makeItem({ id: 13, name: "keycards ", category: "front_desk", propertyId: 2, nameConflict: true }),
    ];
    const searchPath = `GET ${getUrl("/api/properties/{id}/inventory", { path: { id: 2 }, query: { limit: WEB_PAGE_SIZE, search: "Keycards" } })}`;
    owner("/inventory?propertyId=2&category=kitchen", {
      "GET /api/inventory/name-conflicts?propertyId=2": () =>
        jsonResponse(200, [
          {
            propertyId: 2,
            propertyName: "Maple Grove Inn",
            name: "Keycards",
            items: twins.map(({ id, name }) => ({ id, name })),
          },
        ]),
      [searchPath]: () => pageResponse(twins),
    });
    const user = userEvent.setup();

    const notice = within(await screen.findByRole("region", { name: "Items sharing a name" }));
    await user.click(notice.getByRole("button", { name: "Keycards · 2 items" }));

    expect(await screen.findByRole("searchbox", { name: "Search items" })).toHaveValue("Keycards");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    const extra = within(await screen.findByRole("article", { name: "keycards" }));
    expect(extra.getByText("Name used twice")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Keycards" })).queryByText("Name used twice")).toBeNull();
  });

  it("shows the items as a compact list when chosen, and remembers the choice (issue 37)", async () => {
    owner("/inventory?propertyId=2");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "List" }));
    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    const rows = within(screen.getByRole("list", { name: "Items" }));
    const pods = within(rows.getByRole("article", { name: "Coffee Pods" }));
    expect(pods.getByText("Low Stock")).toBeInTheDocument();
    expect(pods.getByText("4 pieces")).toBeInTheDocument();
    expect(pods.getByText("min 12 pieces")).toBeInTheDocument();
    expect(pods.getByRole("button", { name: "Actions for Coffee Pods" })).toBeInTheDocument();
    expect(localStorage.getItem("stockroom:inventory-view")).toBe("list");

    await user.click(screen.getByRole("button", { name: "Cards" }));
    expect(screen.queryByRole("list", { name: "Items" })).not.toBeInTheDocument();
    expect(localStorage.getItem("stockroom:inventory-view")).toBe("cards");
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    owner("/inventory?propertyId=2");

    const all = await screen.findByRole("tab", { name: "All" });
    await user.click(all);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Housekeeping" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Housekeeping" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Kitchen" })).toHaveAttribute("aria-selected", "true");
  });

  it("summarises each category on the 'all' tab", async () => {
    owner("/inventory?propertyId=2");

    const overview = within(await screen.findByRole("list", { name: "Category overview" }));
    expect(overview.getByRole("button", { name: /^Kitchen/ })).toHaveTextContent("1 item · 4 units1 low");
    expect(overview.getByRole("button", { name: /^Housekeeping/ })).toHaveTextContent("1 item · 90 units0 low");
  });

  it("lists five low items, counts the rest and highlights the chosen one", async () => {
    const lowItems = Array.from({ length: 7 }, (_, i) =>
      makeItem({ id: 100 + i, name: `Low item ${i + 1}`, currentStock: 0, minStock: 5, category: "maintenance" }),
    );
    const user = userEvent.setup();
    owner("/inventory?category=kitchen", inventoryRoutes(1, lowItems));

    const alert = within(await screen.findByRole("region", { name: "Low Stock Alert" }));
    const names = () =>
      within(alert.getByRole("list"))
        .getAllByRole("button")
        .map((b) => b.textContent);
    expect(names()).toEqual(["Low item 1", "Low item 2", "Low item 3", "Low item 4", "Low item 5"]);
    expect(alert.getByText("+2 more")).toBeInTheDocument();
    expect(alert.getAllByText("Not enough data")).toHaveLength(5);

    const byDays = alert.getByRole("button", { name: "Days until out" });
    await user.click(byDays);
    await waitFor(() =>
      expect(names()).toEqual(["Low item 7", "Low item 6", "Low item 5", "Low item 4", "Low item 3"]),
    );
    // The alert stayed while the new order loaded: the button just pressed still has the focus.
    expect(byDays).toHaveFocus();
    expect(byDays).toHaveAttribute("aria-pressed", "true");

    await user.click(alert.getByRole("button", { name: "Low item 3" }));
    expect(screen.getByRole("tab", { name: "Maintenance" })).toHaveAttribute("aria-selected", "true");
    const card = await screen.findByRole("article", { name: "Low item 3" });
    expect(card).toHaveFocus();
    expect(card).toHaveClass("ring-amber-400");
  });

  it("shows a tab's items a page at a time and loads the next page with 'Load more'", async () => {
    const many = Array.from({ length: WEB_PAGE_SIZE + 5 }, (_, i) =>
      makeItem({ id: 300 + i, name: `Towel ${String(i + 1).padStart(2, "0")}`, propertyId: 3 }),
    );
    const fetchMock = owner("/inventory?propertyId=3", inventoryRoutes(3, many));
    const user = userEvent.setup();

    expect(await screen.findAllByRole("article")).toHaveLength(WEB_PAGE_SIZE);
    expect(screen.getByRole("list", { name: "Category overview" })).toHaveTextContent(`${WEB_PAGE_SIZE + 5} items`);
    await user.click(screen.getByRole("button", { name: "Load more" }));

    expect(await screen.findByRole("article", { name: `Towel ${WEB_PAGE_SIZE + 5}` })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(WEB_PAGE_SIZE + 5);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/properties/3/inventory?limit=${WEB_PAGE_SIZE}&cursor=p1`,
    );
  });

  it("opens the category of a low item not loaded yet and loads its pages until the item is there", async () => {
    const bolts = Array.from({ length: WEB_PAGE_SIZE + 10 }, (_, i) =>
      makeItem({ id: 400 + i, name: `Bolt ${String(i + 1).padStart(2, "0")}`, category: "maintenance" }),
    );
    const zinc = makeItem({ id: 499, name: "Zinc Plates", category: "maintenance", currentStock: 1, minStock: 5 });
    const fetchMock = owner("/inventory", inventoryRoutes(1, [...bolts, zinc]));
    const user = userEvent.setup();

    const alert = within(await screen.findByRole("region", { name: "Low Stock Alert" }));
    expect(await screen.findAllByRole("article")).toHaveLength(WEB_PAGE_SIZE);
    await user.click(alert.getByRole("button", { name: "Zinc Plates" }));

    const card = await screen.findByRole("article", { name: "Zinc Plates" });
    expect(screen.getByRole("tab", { name: "Maintenance" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveClass("ring-amber-400");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/properties/1/inventory?category=maintenance&limit=${WEB_PAGE_SIZE}&cursor=p1`,
    );
  });

  it("shows the item an alert email links to, loading its category's pages until it is there", async () => {
    const bolts = Array.from({ length: WEB_PAGE_SIZE + 10 }, (_, i) =>
      makeItem({ id: 400 + i, name: `Bolt ${String(i + 1).padStart(2, "0")}`, category: "maintenance" }),
    );
    const zinc = makeItem({ id: 499, name: "Zinc Plates", category: "maintenance", currentStock: 1, minStock: 5 });
    const fetchMock = owner("/inventory?propertyId=1&category=maintenance#inventory-item-499", {
      ...inventoryRoutes(1, [...bolts, zinc]),
      "GET /api/inventory/lookup?code=SR00000499&propertyId=1": () => jsonResponse(200, [zinc]),
    });

    const card = await screen.findByRole("article", { name: "Zinc Plates" });
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveClass("ring-amber-400");
    // The link is followed once: the address drops its fragment.
    expect(fetchMock.mock.calls.filter(([url]) => requestUrl(url).startsWith("/api/inventory/lookup"))).toHaveLength(1);
  });

  it("opens the add form for action=add, as the daily check links it", async () => {
    owner("/inventory?property=2&action=add");

    expect(await screen.findByRole("dialog", { name: "Add New Item" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Property", hidden: true })).toHaveTextContent("Maple Grove Inn");
  });

  it("copies an item to another property chosen as 'name - address'", async () => {
    const fetchMock = owner("/inventory?propertyId=2", {
      "POST /api/inventory": () => jsonResponse(404, { message: "Source item not found", error: "NOT_FOUND" }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Actions for Coffee Pods" }));
    await user.click(await screen.findByRole("menuitem", { name: "Copy to Property" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Copy to Property" }));
    await user.click(dialog.getByRole("button", { name: "Copy Item" }));
    expect(dialog.getByText("Please select a property")).toBeInTheDocument();

    await user.click(dialog.getByRole("combobox", { name: "Target Property" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Harbor View Hotel - 12 Marina Way",
      "Sunset Suites",
    ]);
    await user.click(screen.getByRole("option", { name: "Harbor View Hotel - 12 Marina Way" }));
    await user.click(dialog.getByRole("button", { name: "Copy Item" }));

    expect(await screen.findByText("Source item not found")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    // Settings go along; the stock only when asked (issue 37), which is off by default.
    expect(sentJson(post?.[1])).toMatchObject({
      name: "Coffee Pods",
      propertyId: 1,
      copiedFromId: 10,
      minStock: 12,
      currentStock: 0,
    });

    await user.click(dialog.getByRole("checkbox", { name: "Copy its stock too (4 pieces)" }));
    await user.click(dialog.getByRole("button", { name: "Copy Item" }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(2));
    const again = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")[1];
    expect(sentJson(again[1])).toMatchObject({ propertyId: 1, currentStock: 4 });
  });

  it("deletes an item after confirmation", async () => {
    owner("/inventory?propertyId=2", { "DELETE /api/inventory/11": () => jsonResponse(200, { success: true }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Actions for Hand Towels" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete Item" }));
    await user.click(await screen.findByRole("button", { name: "Delete Item" }));

    expect(await screen.findByText("Item deleted successfully")).toBeInTheDocument();
  });

  it("shows an item's stock history", async () => {
    owner("/inventory?propertyId=2", {
      "GET /api/inventory/10/movements": () =>
        jsonResponse(200, [
          {
            id: 1,
            delta: -8,
            resultingStock: 4,
            reason: "counted",
            createdAt: "2025-03-04T15:30:00.000Z",
            user: { firstName: "Marco", lastName: "Silva" },
            requestId: null,
            dailyCheckId: 3,
          },
        ]),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Actions for Coffee Pods" }));
    await user.click(await screen.findByRole("menuitem", { name: "Stock History" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Stock History" }));
    const row = within((await dialog.findAllByRole("row"))[1]);
    expect(row.getByText("-8")).toBeInTheDocument();
    expect(row.getByText("4 pieces")).toBeInTheDocument();
    expect(row.getByText("Counted")).toBeInTheDocument();
    expect(row.getByText("Marco Silva")).toBeInTheDocument();
  });
});

describe("InventoryPage for managers", () => {
  it("uses the assigned properties and offers no Copy to Property", async () => {
    const fetchMock = mockFetch({
      ...PAYMENT_OK,
      "GET /api/managed-properties?items=false": () => jsonResponse(200, [maple]),
      "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
      ...inventoryRoutes(2, mapleItems),
    });
    const user = userEvent.setup();
    renderApp("/inventory", { queryClient: signedInClient(makeUser({ role: "manager" })) });

    await user.click(await screen.findByRole("button", { name: "Actions for Coffee Pods" }));

    expect(await screen.findByRole("menuitem", { name: "Edit Item" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Stock History" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Delete Item" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Copy to Property" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/properties?items=false");
  });
});
