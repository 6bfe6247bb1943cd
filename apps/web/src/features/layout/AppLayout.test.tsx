import { screen, within } from "@testing-library/react";
import type { PaymentStatusDto, SessionUser } from "@stockroom/shared";
import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { PaymentRequiredDialog } from "@/features/billing";
import { createQueryClient } from "@/lib/queryClient";
import { USER_QUERY_KEY } from "@/lib/queryKeys";
import { skipDelay, useFakeClock } from "@/test/clock";
import { makePastDueStatus, makePaymentStatus, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pending, renderWithProviders } from "@/test/utils";
import { AppLayout } from "./AppLayout";
import { SidebarContent } from "./SidebarContent";

interface LayoutOptions {
  pendingRequests?: number;
  /** The payment status answer: a status, or a handler (pending, failing). */
  status?: PaymentStatusDto | Parameters<typeof mockFetch>[0][string];
  path?: string;
  /** What the page renders (default: its heading only). */
  page?: ReactNode;
}

/** The layout around a page whose heading is 'Page body', at any path. */
function renderLayout(
  user: SessionUser | null,
  { pendingRequests = 0, status = makePaymentStatus(), path = "/", page = <h1>Page body</h1> }: LayoutOptions = {},
) {
  const fetchMock = mockFetch({
    "GET /api/payment/status": typeof status === "function" ? status : () => jsonResponse(200, status),
    "GET /api/dashboard/stats": () => jsonResponse(200, { ...STATS, pendingRequests }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={page} />
      </Route>
    </Routes>,
    { queryClient, path },
  );
  return fetchMock;
}

const mainNav = () => within(screen.getByRole("navigation", { name: "Main" }));

describe("AppLayout", () => {
  it("hides Admin from non-admins", () => {
    renderLayout(makeUser({ role: "manager" }));

    expect(mainNav().getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/");
    expect(mainNav().getByRole("link", { name: "Daily Check" })).toHaveAttribute("href", "/daily-inventory-check");
    expect(mainNav().queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    expect(mainNav().queryByRole("link", { name: "Purchasing" })).not.toBeInTheDocument();
  });

  it("shows Admin to admins", () => {
    renderLayout(makeUser({ role: "admin" }));

    expect(mainNav().getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("shows the user, plan, role, logout and the page inside main", async () => {
    renderLayout(makeUser({ firstName: "Mia", lastName: "Manager", role: "manager", planTier: "pro" }));

    expect(screen.getByText("Mia Manager")).toBeInTheDocument();
    expect(screen.getByText("Pro Plan")).toBeInTheDocument();
    expect(screen.getAllByText("Manager").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/api/logout");
    expect(await within(screen.getByRole("main")).findByRole("heading", { name: "Page body" })).toBeInTheDocument();
  });

  it("gives only owners the pending-requests bell", () => {
    renderLayout(makeUser({ role: "owner" }));
    expect(mainNav().getByRole("link", { name: "Purchasing" })).toHaveAttribute("href", "/purchasing");
    expect(screen.getByRole("link", { name: "Pending requests" })).toHaveAttribute("href", "/requests");
  });

  it("counts pending requests from the dashboard stats on Requests and the owner's bell", async () => {
    renderLayout(makeUser({ role: "owner" }), { pendingRequests: 4 });

    expect(await mainNav().findByRole("link", { name: "Requests, 4 pending" })).toHaveAttribute("href", "/requests");
    expect(screen.getByRole("link", { name: "Pending requests: 4" })).toBeInTheDocument();
  });

  it("asks for no stats while nobody is signed in", () => {
    renderLayout(null, { pendingRequests: 4 });

    expect(fetch).not.toHaveBeenCalled();
  });

  it("has no bell for managers", () => {
    renderLayout(makeUser({ role: "manager" }));
    expect(screen.queryByRole("link", { name: "Pending requests" })).not.toBeInTheDocument();
  });

  it("offers the three quick actions in the bottom bar", () => {
    renderLayout(makeUser());
    const quick = within(screen.getByRole("navigation", { name: "Quick actions" }));

    expect(quick.getByRole("link", { name: "Request" })).toHaveAttribute("href", "/requests/new");
    expect(quick.getByRole("link", { name: "Receive" })).toHaveAttribute("href", "/receive-items");
    expect(quick.getByRole("link", { name: "Count" })).toHaveAttribute("href", "/daily-inventory-check");
  });

  it("shows 'Loading...' when no user is available", () => {
    renderLayout(null);

    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});

describe("SubscriptionGate", () => {
  const unpaid = makePastDueStatus();
  const statusCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls.filter(([url]) => url === "/api/payment/status");

  it("replaces the page with 'Subscription Required' and keeps the navigation", async () => {
    renderLayout(makeUser({ role: "owner" }), { status: unpaid, path: "/inventory" });

    const main = within(screen.getByRole("main"));
    expect(await main.findByRole("heading", { level: 1, name: "Subscription Required" })).toBeInTheDocument();
    expect(main.getByText("Your subscription needs to be active to access this feature.")).toBeInTheDocument();
    expect(main.getByRole("link", { name: "View Pricing Plans" })).toHaveAttribute("href", "/pricing");
    expect(main.getByRole("link", { name: "Manage Subscription" })).toHaveAttribute("href", "/subscription-settings");
    expect(main.queryByRole("heading", { name: "Page body" })).not.toBeInTheDocument();
    expect(mainNav().getByRole("link", { name: "Settings" })).toBeInTheDocument();
  });

  it("tells a manager to contact their owner, with none of the owner's actions", async () => {
    renderLayout(makeUser({ role: "manager" }), { status: { ...unpaid, ownerName: "Olivia Owner" }, path: "/" });

    const main = within(screen.getByRole("main"));
    expect(await main.findByRole("heading", { name: "Subscription Required" })).toBeInTheDocument();
    expect(
      main.getByText("Your owner's subscription needs attention. Please contact Olivia Owner."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View Pricing Plans" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Manage Subscription" })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(main.queryByRole("heading", { name: "Page body" })).not.toBeInTheDocument();
  });

  it("shows a manager the page while their owner is paid up", async () => {
    renderLayout(makeUser({ role: "manager" }), { path: "/requests" });

    expect(await screen.findByRole("heading", { name: "Page body" })).toBeInTheDocument();
  });

  it("lets demo accounts through without asking", async () => {
    const fetchMock = renderLayout(makeUser({ role: "demo" }), { status: unpaid, path: "/inventory" });

    expect(await screen.findByRole("heading", { name: "Page body" })).toBeInTheDocument();
    expect(statusCalls(fetchMock)).toHaveLength(0);
  });

  it("shows a spinner, not the page, while the status loads", async () => {
    renderLayout(makeUser({ role: "owner" }), { status: pending });

    expect(await within(screen.getByRole("main")).findByRole("status")).toHaveTextContent("Checking subscription");
    expect(screen.queryByRole("heading", { name: "Page body" })).not.toBeInTheDocument();
  });

  it("shows the page to an account in good standing", async () => {
    renderLayout(makeUser({ role: "owner" }), { path: "/inventory" });

    expect(await screen.findByRole("heading", { name: "Page body" })).toBeInTheDocument();
  });

  it("lets admins through without asking", async () => {
    const fetchMock = renderLayout(makeUser({ role: "admin" }), { status: unpaid, path: "/inventory" });

    expect(await screen.findByRole("heading", { name: "Page body" })).toBeInTheDocument();
    expect(statusCalls(fetchMock)).toHaveLength(0);
  });

  it.each([
    "/subscription-settings",
    "/settings",
    "/pricing",
    "/privacy-policy",
    "/terms-of-service",
    "/cookies-policy",
  ])("keeps %s open behind the paywall", async (path) => {
    const fetchMock = renderLayout(makeUser({ role: "owner" }), { status: unpaid, path });

    expect(await screen.findByRole("heading", { name: "Page body" })).toBeInTheDocument();
    expect(screen.queryByText("Subscription Required")).not.toBeInTheDocument();
    expect(statusCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the page when the status cannot be read", async () => {
    renderLayout(makeUser({ role: "owner" }), {
      status: () => jsonResponse(500, { message: "Internal Server Error" }),
    });

    expect(await screen.findByRole("heading", { name: "Page body" })).toBeInTheDocument();
  });

  it("asks once for a status that cannot be read, also when the page reads it too", async () => {
    useFakeClock();
    const fetchMock = renderLayout(makeUser({ role: "owner" }), {
      status: () => jsonResponse(500, { message: "Internal Server Error" }),
      page: (
        <>
          <h1>Page body</h1>
          <PaymentRequiredDialog />
        </>
      ),
    });

    expect(await screen.findByRole("heading", { name: "Page body" })).toBeInTheDocument();
    // A page that mounted a second reader used to refetch, show the spinner, unmount, and start over.
    await skipDelay(300);
    expect(screen.getByRole("heading", { name: "Page body" })).toBeInTheDocument();
    expect(statusCalls(fetchMock)).toHaveLength(1);
  });
});

describe("SidebarContent", () => {
  it("shows the pending count on Requests", () => {
    renderWithProviders(<SidebarContent user={makeUser()} pendingCount={3} />);
    expect(screen.getByRole("link", { name: "Requests, 3 pending" })).toBeInTheDocument();
  });

  it("shows no badge while the count is unknown", () => {
    renderWithProviders(<SidebarContent user={makeUser()} />);
    expect(screen.getByRole("link", { name: "Requests" })).toBeInTheDocument();
  });
});
