import { screen, within } from "@testing-library/react";
import type { SessionUser } from "@stockroom/shared";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { USER_QUERY_KEY } from "@/features/auth/api";
import { createQueryClient } from "@/lib/queryClient";
import { STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { AppLayout } from "./AppLayout";
import { SidebarContent } from "./SidebarContent";

function renderLayout(user: SessionUser | null, pendingRequests = 0) {
  mockFetch({ "GET /api/dashboard/stats": () => jsonResponse(200, { ...STATS, pendingRequests }) });
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<h1>Page body</h1>} />
      </Route>
    </Routes>,
    { queryClient },
  );
}

const mainNav = () => within(screen.getByRole("navigation", { name: "Main" }));

describe("AppLayout", () => {
  it("hides Admin from non-admins", () => {
    renderLayout(makeUser({ role: "manager" }));

    expect(mainNav().getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/");
    expect(mainNav().getByRole("link", { name: "Daily Check" })).toHaveAttribute("href", "/daily-inventory-check");
    expect(mainNav().queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("shows Admin to admins", () => {
    renderLayout(makeUser({ role: "admin" }));

    expect(mainNav().getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("shows the user, plan, role, logout and the page inside main", () => {
    renderLayout(makeUser({ firstName: "Mia", lastName: "Manager", role: "manager", subscriptionTier: "pro" }));

    expect(screen.getByText("Mia Manager")).toBeInTheDocument();
    expect(screen.getByText("Pro Plan")).toBeInTheDocument();
    expect(screen.getAllByText("Manager").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/api/logout");
    expect(within(screen.getByRole("main")).getByRole("heading", { name: "Page body" })).toBeInTheDocument();
  });

  it("gives only owners the pending-requests bell", () => {
    renderLayout(makeUser({ role: "owner" }));
    expect(screen.getByRole("link", { name: "Pending requests" })).toHaveAttribute("href", "/requests");
  });

  it("counts pending requests from the dashboard stats on Requests and the owner's bell", async () => {
    renderLayout(makeUser({ role: "owner" }), 4);

    expect(await mainNav().findByRole("link", { name: "Requests, 4 pending" })).toHaveAttribute("href", "/requests");
    expect(screen.getByRole("link", { name: "Pending requests: 4" })).toBeInTheDocument();
  });

  it("asks for no stats while nobody is signed in", () => {
    renderLayout(null, 4);

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
