import type { AdminStatsDto } from "@stockroom/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makePublicUser, makeUser, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import type { AdminUserRow } from "../api";
import { renderAdminPage } from "../testData";
import { AdminPage } from "./AdminPage";

const STATS: AdminStatsDto = {
  totalUsers: 12,
  activeSubscriptions: 8,
  totalProperties: 5,
  totalInventoryItems: 140,
  totalRequests: 33,
  monthlyRevenue: 1299.5,
  usersByTier: { starter: 4, growth: 6 },
  accounts: {
    ownersByStatus: { active: 8, past_due: 2 },
    demoAccounts: 2,
    managers: 7,
    admins: 1,
    openCheckouts: 3,
  },
  recentActivity: [
    {
      id: 1,
      type: "user_created",
      details: "demo-1@example.com joined",
      userName: "Ada Admin",
      timestamp: "2025-06-01T10:00:00.000Z",
    },
  ],
};

/** A row of GET /api/admin/users: the public user with their property count. */
function userRow(overrides: Partial<AdminUserRow>): AdminUserRow {
  return { ...makePublicUser(), propertyCount: 3, ...overrides };
}

const USERS = [
  userRow({}),
  userRow({ id: "a1", email: "ada@example.com", firstName: "Ada", lastName: "Admin", role: "admin" }),
];

const renderAdmin = (routes: Parameters<typeof mockFetch>[0] = {}) =>
  renderAdminPage({
    "GET /api/admin/stats": () => jsonResponse(200, STATS),
    "GET /api/admin/users": () => jsonResponse(200, USERS),
    ...routes,
  });

const card = (label: string) => screen.getByRole("group", { name: label });

describe("AdminPage", () => {
  it("denies everyone but admins without asking the server", () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<AdminPage />, { queryClient: signedInClient(makeUser({ role: "owner" })) });
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You need admin privileges to access this page.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the stat cards and the tier distribution from the stats", async () => {
    renderAdmin();
    expect(
      await within(await screen.findByRole("group", { name: "Total Users" })).findByText("12"),
    ).toBeInTheDocument();
    expect(within(card("Total Users")).getByText("8 active subscriptions")).toBeInTheDocument();
    expect(within(card("Properties")).getByText("140 inventory items")).toBeInTheDocument();
    expect(within(card("Requests")).getByText("33")).toBeInTheDocument();
    expect(within(card("Monthly Revenue")).getByText("$1,299.50")).toBeInTheDocument();
    const tiers = screen.getByRole("heading", { name: "Subscription Tiers" }).parentElement!;
    expect(within(tiers).getByText("Growth").nextSibling).toHaveTextContent("6");
    expect(within(tiers).getByText("Pro").nextSibling).toHaveTextContent("0");
    // Issue 36: demo accounts and unpaid checkouts are no customers; they are counted apart and labelled.
    expect(within(tiers).queryByText("Demo")).not.toBeInTheDocument();
    const accounts = screen.getByRole("heading", { name: "Accounts" }).parentElement!;
    expect(within(accounts).getByText("Owners: Past due").nextSibling).toHaveTextContent("2");
    expect(within(accounts).getByText("Owners: Canceled").nextSibling).toHaveTextContent("0");
    expect(within(accounts).getByText("Demo accounts").nextSibling).toHaveTextContent("2");
    expect(within(accounts).getByText("Checkouts not paid").nextSibling).toHaveTextContent("3");
  });

  it("offers Delete for other users but never for admins", async () => {
    renderAdmin();
    expect(await screen.findByRole("button", { name: "Delete Olivia Owner" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Ada Admin" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Ada Admin" })).not.toBeInTheDocument();
  });

  it("sends the edited role, tier and status in the PUT body, once a lock-out has been confirmed", async () => {
    let body: unknown;
    let puts = 0;
    renderAdmin({
      "PUT /api/admin/users/u1/subscription": (init) => {
        puts++;
        body = sentJson(init);
        return jsonResponse(200, userRow({ subscriptionTier: "starter", subscriptionStatus: "inactive" }));
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Olivia Owner" }));
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    await user.click(within(dialog).getByRole("combobox", { name: "Subscription Tier" }));
    await user.click(await screen.findByRole("option", { name: "Starter" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Subscription Status" }));
    await user.click(await screen.findByRole("option", { name: "Inactive" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    // Decision 192: what the change means is said first, and nothing is sent until it is confirmed.
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Olivia Owner and their managers lose access at once. Olivia Owner can pay from the Payment Required window",
    );
    expect(puts).toBe(0);
    await user.click(within(dialog).getByRole("button", { name: "Confirm Changes" }));

    expect(await screen.findByText("User details updated successfully")).toBeInTheDocument();
    expect(puts).toBe(1);
    expect(body).toEqual({ subscriptionTier: "starter", subscriptionStatus: "inactive", role: "owner" });
    expect(screen.queryByRole("dialog", { name: "Edit User" })).not.toBeInTheDocument();
  });

  it("explains that an owner made a manager keeps a paid subscription, before saving", async () => {
    renderAdmin({ "PUT /api/admin/users/u1/subscription": () => jsonResponse(200, userRow({ role: "manager" })) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Olivia Owner" }));
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    await user.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Manager" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "As a manager they will see no property, and the subscription stays on their account",
    );
    // Changing the choice again withdraws the confirmation.
    await user.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Owner" }));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save Changes" })).toBeInTheDocument();
  });

  it("shows the server's message when an update is refused", async () => {
    renderAdmin({
      "PUT /api/admin/users/a1/subscription": () =>
        jsonResponse(400, { message: "You cannot remove your own admin role" }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Ada Admin" }));
    await user.click(screen.getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Owner" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("You cannot remove your own admin role")).toBeInTheDocument();
  });

  it("deletes after the confirmation and refreshes the users and stats", async () => {
    const fetchMock = renderAdmin({ "DELETE /api/admin/users/u1": () => jsonResponse(200, { success: true }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Olivia Owner" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete User" });
    expect(confirm).toHaveTextContent("Are you sure you want to delete this user? This action cannot be undone.");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("User deleted successfully")).toBeInTheDocument();
    const gets = fetchMock.mock.calls.map(([url]) => url);
    expect(gets.filter((url) => url === "/api/admin/users")).toHaveLength(2);
    expect(gets.filter((url) => url === "/api/admin/stats")).toHaveLength(2);
  });

  it("creates a demo user and shows its credentials", async () => {
    renderAdmin({
      "POST /api/admin/demo-user": () =>
        jsonResponse(201, {
          user: userRow({ id: "d1", role: "demo" }),
          credentials: { email: "demo-ab12@example.com", password: "DemoSecret9a" },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create Demo User" }));
    const dialog = await screen.findByRole("dialog", { name: "Demo User Created" });
    expect(dialog).toHaveTextContent("demo-ab12@example.com");
    expect(dialog).toHaveTextContent("DemoSecret9a");
    expect(screen.getByText("Demo user created successfully")).toBeInTheDocument();
  });
});
