import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_MODE_KEY, DEMO_USER_KEY } from "@/lib/demoModeKeys";
import { fullPageLoad } from "@/lib/navigation";
import { signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp } from "@/test/utils";
import { enterDemoMode } from "../demoMode";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

afterEach(() => localStorage.clear());

/** Signed in as a demo account on a page of the app frame. */
function openPricing() {
  const fetchMock = mockFetch({
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "POST /api/logout": () => jsonResponse(200, { success: true }),
  });
  renderApp("/pricing", { queryClient: signedInClient(makeUser({ role: "demo", subscriptionTier: "demo" })) });
  return fetchMock;
}

describe("Exit Demo", () => {
  it("clears demo mode and signs out", async () => {
    enterDemoMode({ firstName: "Dana", lastName: "Demo", email: "dana@example.com" });
    const fetchMock = openPricing();

    await userEvent.setup().click(await screen.findByRole("button", { name: "Exit Demo" }));

    expect(localStorage.getItem(DEMO_MODE_KEY)).toBeNull();
    expect(localStorage.getItem(DEMO_USER_KEY)).toBeNull();
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
  });

  it("is not offered without the stored flag", async () => {
    openPricing();
    await screen.findByRole("heading", { level: 1, name: "Choose Your Plan" });
    expect(screen.queryByRole("button", { name: "Exit Demo" })).not.toBeInTheDocument();
  });
});
