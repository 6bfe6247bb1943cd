import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PaymentStatusDto } from "@stockroom/shared";
import { useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "@/App";
import { makePaymentStatus, makeProperty, makeSummary, PAYMENT_OK, signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp, renderWithProviders, requestUrl } from "@/test/utils";
import { stockValue } from "@/test/stockValueFixtures";

const properties = [
  makeProperty({ id: 1, name: "Harbor View Hotel" }),
  makeProperty({ id: 2, name: "Maple Grove Inn" }),
];
// A low kitchen item at Maple Grove Inn, a stocked housekeeping item at Harbor View Hotel.
const summary = makeSummary({
  kitchen: { itemCount: 1, totalUnits: 2, lowCount: 1, firstLowPropertyId: 2, propertyIds: [2] },
  housekeeping: { itemCount: 1, totalUnits: 100, propertyIds: [1] },
});
const harborSummary = makeSummary({ housekeeping: { itemCount: 1, totalUnits: 100, propertyIds: [1] } });

const stat = (label: string) => screen.getByRole("group", { name: label });

/** The dashboard of an owner or of a manager of both hotels, filtered to Harbor View Hotel with the filter. */
async function filterToHarbor(role: "owner" | "manager") {
  const fetchMock = mockFetch({
    ...PAYMENT_OK,
    [role === "owner" ? "GET /api/properties?items=false" : "GET /api/managed-properties?items=false"]: () =>
      jsonResponse(200, properties),
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "GET /api/inventory/summary": () => jsonResponse(200, summary),
    "GET /api/dashboard/stats?propertyId=1": () =>
      jsonResponse(200, { totalProperties: 1, pendingRequests: 0, lowStockItems: 0, totalItems: 1 }),
    "GET /api/inventory/summary?propertyId=1": () => jsonResponse(200, harborSummary),
  });
  const user = userEvent.setup();
  renderApp("/", { queryClient: signedInClient(makeUser({ role })) });
  await user.click(await screen.findByRole("combobox", { name: "Filter by property" }));
  await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));
  return { fetchMock, user };
}

describe("DashboardPage for owners", () => {
  it("shows the owner's controls, the four figures and the categories", async () => {
    mockFetch({
      ...PAYMENT_OK,
      "GET /api/properties?items=false": () => jsonResponse(200, properties),
      "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
      "GET /api/inventory/summary": () => jsonResponse(200, summary),
      "GET /api/stock-value": () => jsonResponse(200, stockValue()),
    });
    renderApp("/", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    expect(await screen.findByText("Manage your hotel inventory across all properties")).toBeInTheDocument();
    expect(await within(stat("Total Properties")).findByText("3")).toBeInTheDocument();
    expect(within(stat("Pending Requests")).getByText("2")).toBeInTheDocument();
    expect(within(stat("Low Stock Items")).getByText("5")).toBeInTheDocument();
    expect(within(stat("Total Items")).getByText("20")).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "Filter by property" })).toHaveTextContent("All Properties");
    expect(screen.getByRole("link", { name: /Take Today's Inventory/ })).toHaveAttribute(
      "href",
      "/daily-inventory-check",
    );
    expect(screen.getByRole("heading", { name: "Inventory Categories" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /^Kitchen/ })).toHaveAttribute(
      "href",
      "/inventory?propertyId=2&category=kitchen",
    );
    // The cards are drawn from the summary alone: no item list is loaded.
    const kitchen = screen.getByRole("link", { name: /^Kitchen/ });
    expect(kitchen).toHaveTextContent("1 Low");
    expect(kitchen).toHaveTextContent("0%");
    expect(screen.getByRole("link", { name: /^Housekeeping/ })).toHaveTextContent("All Good");
    // The stock value card loads after the figures (lazily) and links to its report.
    const value = await screen.findByRole("region", { name: "Stock value" });
    expect(await within(value).findByText("$1,234.50")).toBeInTheDocument();
    expect(within(value).getByRole("link", { name: /Value & spend report/ })).toHaveAttribute(
      "href",
      "/settings?report=value",
    );
    // The sidebar's Requests badge reads the same figures.
    expect(screen.getByRole("link", { name: "Requests, 2 pending" })).toBeInTheDocument();
  });

  it("filters every figure by the chosen property", async () => {
    const { fetchMock } = await filterToHarbor("owner");

    expect(await within(stat("Total Properties")).findByText("1")).toBeInTheDocument();
    expect(within(stat("Total Items")).getByText("1")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /^Kitchen/ })).toHaveAttribute(
      "href",
      "/inventory?propertyId=1&category=kitchen",
    );
    expect(screen.getByRole("link", { name: "View All inventory" })).toHaveAttribute("href", "/inventory?propertyId=1");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/inventory/summary?propertyId=1");
  });

  it("opens 'Add New Property' from the dashboard", async () => {
    mockFetch({
      ...PAYMENT_OK,
      "GET /api/properties?items=false": () => jsonResponse(200, properties),
      "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
      "GET /api/inventory/summary": () => jsonResponse(200, summary),
    });
    const user = userEvent.setup();
    renderApp("/", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    await user.click(await screen.findByRole("button", { name: "Add Property" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Add New Property" }));
    expect(dialog.getByPlaceholderText("Enter property name")).toBeInTheDocument();
    expect(dialog.getByPlaceholderText("Enter property address")).toBeInTheDocument();
  });

  it("says which fetch failed", async () => {
    mockFetch({
      ...PAYMENT_OK,
      "GET /api/properties?items=false": () => jsonResponse(200, properties),
      "GET /api/dashboard/stats": () => jsonResponse(500, { message: "Internal Server Error" }),
      "GET /api/inventory/summary": () => jsonResponse(500, { message: "Internal Server Error" }),
    });
    renderApp("/", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    expect(await screen.findByText("Failed to fetch stats")).toBeInTheDocument();
    expect(await screen.findByText("Failed to fetch inventory")).toBeInTheDocument();
  });
});

/** Shows the router's query string and goes back one entry, as the browser's Back does. */
function HistoryProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="Query string">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser Back
      </button>
    </div>
  );
}

const harborStats = { totalProperties: 1, pendingRequests: 0, lowStockItems: 0, totalItems: 1 };

function openOwnerDashboard(path: string) {
  const fetchMock = mockFetch({
    ...PAYMENT_OK,
    "GET /api/properties?items=false": () => jsonResponse(200, properties),
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "GET /api/inventory/summary": () => jsonResponse(200, summary),
    "GET /api/dashboard/stats?propertyId=1": () => jsonResponse(200, harborStats),
    "GET /api/inventory/summary?propertyId=1": () => jsonResponse(200, harborSummary),
  });
  renderWithProviders(
    <>
      <App />
      <HistoryProbe />
    </>,
    { path, queryClient: signedInClient(makeUser({ role: "owner" })) },
  );
  return { fetchMock, user: userEvent.setup() };
}

const filter = () => screen.findByRole("combobox", { name: "Filter by property" });
const query = () => screen.getByRole("status", { name: "Query string" });

describe("DashboardPage's property filter in the URL (issue 17.6)", () => {
  it("writes the chosen property to ?propertyId=, keeps it across Back, and drops it for All Properties", async () => {
    const { user } = openOwnerDashboard("/");

    await user.click(await filter());
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));
    expect(query()).toHaveTextContent("?propertyId=1");
    expect(await within(stat("Total Items")).findByText("1")).toBeInTheDocument();

    // Elsewhere and Back: the filter and its figures are still there (it used to reset to All Properties).
    await user.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Inventory" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Inventory" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    expect(await within(await filter()).findByText("Harbor View Hotel")).toBeInTheDocument();
    expect(query()).toHaveTextContent("?propertyId=1");
    expect(await within(stat("Total Items")).findByText("1")).toBeInTheDocument();

    await user.click(await filter());
    await user.click(await screen.findByRole("option", { name: "All Properties" }));
    expect(query()).toBeEmptyDOMElement();
    expect(await within(stat("Total Items")).findByText("20")).toBeInTheDocument();
  });

  it("opens a shared or reloaded ?propertyId= link filtered, without fetching unfiltered categories first", async () => {
    const { fetchMock } = openOwnerDashboard("/?propertyId=1");

    expect(await within(await filter()).findByText("Harbor View Hotel")).toBeInTheDocument();
    expect(await within(stat("Total Items")).findByText("1")).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => requestUrl(url));
    expect(urls).toContain("/api/dashboard/stats?propertyId=1");
    // The unfiltered stats are the sidebar's pending badge; the categories are only ever asked filtered.
    expect(urls).not.toContain("/api/inventory/summary");
  });

  it.each(["/?propertyId=99", "/?propertyId=abc", "/?propertyId=1e0"])(
    "falls back to All Properties for %s and asks the server about no such property",
    async (path) => {
      const { fetchMock } = openOwnerDashboard(path);

      expect(await filter()).toHaveTextContent("All Properties");
      expect(await within(stat("Total Items")).findByText("20")).toBeInTheDocument();
      const urls = fetchMock.mock.calls.map(([url]) => requestUrl(url));
      expect(urls.filter((url) => url.includes("propertyId="))).toEqual([]);
    },
  );
});

describe("DashboardPage for managers", () => {
  it("has the figures and categories but none of the owner's controls", async () => {
    mockFetch({
      ...PAYMENT_OK,
      "GET /api/managed-properties?items=false": () => jsonResponse(200, [properties[0]]),
      "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
      "GET /api/inventory/summary": () => jsonResponse(200, summary),
    });
    renderApp("/", { queryClient: signedInClient(makeUser({ role: "manager" })) });

    expect(await screen.findByText("View your assigned property inventory")).toBeInTheDocument();
    expect(await within(stat("Total Items")).findByText("20")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Filter by property" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Property" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Take Today's Inventory/ })).not.toBeInTheDocument();
  });
});

describe("DashboardPage for a manager of two hotels (issue 37)", () => {
  it("offers the property filter, so the figures stop mixing both hotels", async () => {
    const { fetchMock } = await filterToHarbor("manager");

    expect(await within(stat("Total Items")).findByText("1")).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => requestUrl(url));
    expect(urls).toContain("/api/dashboard/stats?propertyId=1");
    expect(screen.queryByRole("button", { name: "Add Property" })).not.toBeInTheDocument();
  });
});

describe("DashboardPage on a phone (issue 37)", () => {
  function withScreenWidth(width: number) {
    const matchMedia = (query: string) => {
      const min = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
      return { matches: width >= min, addEventListener: () => undefined, removeEventListener: () => undefined };
    };
    Object.defineProperty(window, "matchMedia", { configurable: true, value: matchMedia });
    return { [Symbol.dispose]: () => Reflect.deleteProperty(window, "matchMedia") };
  }
  const headingsInOrder = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

  it.each([
    [360, ["Recent Requests", "Inventory Categories"]],
    [1280, ["Inventory Categories", "Recent Requests"]],
  ])(
    "puts an owner's approvals right after the figures at %i px wide, below the categories on a desk",
    async (width, order) => {
      using _ = withScreenWidth(width);
      mockFetch({
        ...PAYMENT_OK,
        "GET /api/properties?items=false": () => jsonResponse(200, properties),
        "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
        "GET /api/inventory/summary": () => jsonResponse(200, summary),
        "GET /api/stock-value": () => jsonResponse(200, stockValue()),
        "GET /api/requests?status=pending&limit=5": () => jsonResponse(200, []),
      });
      renderApp("/", { queryClient: signedInClient(makeUser({ role: "owner" })) });

      expect(await screen.findByText("No pending requests at this time")).toBeInTheDocument();
      expect(headingsInOrder().filter((text) => order.includes(text ?? ""))).toEqual(order);
    },
  );
});

describe("DashboardPage with a payment issue", () => {
  const issue = { paymentValid: false, reason: "payment_failed" as const, invoiceId: 7, amount: 9900 };

  function openDashboard(status: PaymentStatusDto) {
    mockFetch({
      "GET /api/payment/status": () => jsonResponse(200, status),
      "GET /api/properties?items=false": () => jsonResponse(200, properties),
      "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
      "GET /api/inventory/summary": () => jsonResponse(200, summary),
    });
    renderApp("/", { queryClient: signedInClient(makeUser({ role: "owner" })) });
  }

  it("shows 'Payment Required' over the paywall that replaces the dashboard", async () => {
    openDashboard(makePaymentStatus({ ...issue, needsPaywall: true }));

    expect(await screen.findByRole("dialog", { name: "Payment Required" })).toHaveAccessibleDescription(
      "Your recent payment of $99.00 was declined. Please update your payment method or retry the payment.",
    );
    // Behind the modal dialog, hence hidden from the accessibility tree.
    expect(screen.getByRole("heading", { name: "Subscription Required", hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dashboard", hidden: true })).not.toBeInTheDocument();
  });

  it("shows 'Payment Required' on the dashboard itself when access is not blocked", async () => {
    openDashboard(makePaymentStatus({ ...issue, needsPaywall: false }));

    expect(await screen.findByRole("dialog", { name: "Payment Required" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Dashboard", hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Subscription Required", hidden: true })).not.toBeInTheDocument();
  });
});
