import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeSummary, PAYMENT_OK, signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp, signedOut } from "@/test/utils";

describe("404 page (issue 17.7)", () => {
  it("keeps a signed-in user inside the app frame, navigation included", async () => {
    mockFetch({
      ...PAYMENT_OK,
      "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
      "GET /api/inventory/summary": () => jsonResponse(200, makeSummary()),
      "GET /api/properties?items=false": () => jsonResponse(200, []),
      "GET /api/usage-limits": () => jsonResponse(404, { message: "Not found" }),
    });
    const user = userEvent.setup();
    renderApp("/no-such-page", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    expect(nav.getByRole("link", { name: /Inventory/ })).toHaveAttribute("href", "/inventory");
    expect(screen.getByRole("navigation", { name: "Quick actions" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Go to Dashboard" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("offers a signed-out visitor the home page and sign-in", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    const user = userEvent.setup();
    renderApp("/no-such-page");

    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home Page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Sign In" }));
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
  });
});
