import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "@/lib/navigation";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { SidebarContent } from "./SidebarContent";
import { UserMenu } from "./UserMenu";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

afterEach(() => vi.mocked(fullPageLoad).mockClear());

// Issue 16 point 8: the server refuses cross-site GET sign-outs, so the app signs out with a POST
// (Origin-checked) and then loads the landing page.
describe("Sign out", () => {
  it("from the user menu posts to /api/logout, then loads the landing page", async () => {
    const fetchMock = mockFetch({ "POST /api/logout": () => jsonResponse(200, { success: true }) });
    renderWithProviders(<UserMenu user={makeUser()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open user menu" }));
    const item = await screen.findByRole("menuitem", { name: "Sign Out" });
    expect(item).toHaveAttribute("href", "/api/logout");
    await user.click(item);

    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("from the sidebar's Logout posts too", async () => {
    const fetchMock = mockFetch({ "POST /api/logout": () => jsonResponse(200, { success: true }) });
    renderWithProviders(<SidebarContent user={makeUser()} />);
    await userEvent.setup().click(screen.getByRole("link", { name: "Logout" }));

    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
  });

  it("falls back to the same-site GET navigation when the POST fails", async () => {
    mockFetch({ "POST /api/logout": () => jsonResponse(403, { message: "Forbidden", error: "FORBIDDEN" }) });
    renderWithProviders(<SidebarContent user={makeUser()} />);
    await userEvent.setup().click(screen.getByRole("link", { name: "Logout" }));

    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/api/logout"));
  });
});
