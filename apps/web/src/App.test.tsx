import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/queryClient";
import { USER_QUERY_KEY } from "@/lib/queryKeys";
import { makeSummary, makeUsageLimits, PAYMENT_OK, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pending, renderApp, signedOut } from "@/test/utils";

/** Signed in as `role`, with the calls the layout and the dashboard make answered. */
function signedInAs(role: "owner" | "manager") {
  mockFetch({
    ...PAYMENT_OK,
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "GET /api/inventory/summary": () => jsonResponse(200, makeSummary()),
    "GET /api/usage-limits": () => jsonResponse(200, makeUsageLimits()),
    [role === "owner" ? "GET /api/properties?items=false" : "GET /api/managed-properties?items=false"]: () =>
      jsonResponse(200, []),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, makeUser({ role }));
  return queryClient;
}

describe("route table", () => {
  it("shows only a spinner while the auth check is running", async () => {
    mockFetch({ "GET /api/auth/user": pending });
    renderApp("/properties");

    expect(await screen.findByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("shows the open pages without waiting for the auth check", async () => {
    mockFetch({ "GET /api/auth/user": pending });
    renderApp("/reset-password?token=abc");

    expect(await screen.findByRole("heading", { level: 1, name: "Reset Password" })).toBeInTheDocument();
  });

  it("shows the 404 page for an unknown path when signed out", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/no-such-page");

    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it("keeps signed-in pages away from signed-out visitors, sending them to sign in first (decision 196)", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/properties");

    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Properties" })).toBeNull();
  });

  it("asks signed-out visitors of /settings to sign in", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/settings");

    expect(await screen.findByText("Please log in to access settings")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
  });

  it("shows the landing page at / when signed out", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Stop Running Out of Hotel Essentials" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("shows the dashboard with the owner's subtitle, not indexed, at / when signed in", async () => {
    renderApp("/", { queryClient: signedInAs("owner") });

    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Manage your hotel inventory across all properties")).toBeInTheDocument();
    expect(document.title).toBe("Dashboard | Stockroom");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  it("gives other roles the assigned-property subtitle", async () => {
    renderApp("/", { queryClient: signedInAs("manager") });

    expect(await screen.findByText("View your assigned property inventory")).toBeInTheDocument();
  });

  it.each([
    ["/properties", "Properties"],
    ["/inventory", "Inventory"],
  ])("routes %s to its page, not indexed", async (path, title) => {
    renderApp(path, { queryClient: signedInAs("owner") });

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No properties yet" })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Stockroom`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  it("has no /login once signed in", async () => {
    renderApp("/login", { queryClient: signedInAs("owner") });

    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
  });

  it("denies the admin page to non-admins", async () => {
    renderApp("/admin", { queryClient: signedInAs("owner") });

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You need admin privileges to access this page.")).toBeInTheDocument();
  });
});
