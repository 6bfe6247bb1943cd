import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeProperty, makeSummary, makeUsageLimits, PAYMENT_OK, signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp } from "@/test/utils";
import { USAGE_LIMITS_KEY } from "../api";

/** The dashboard of a Starter owner whose one property is all the plan allows, or (false) one with room. */
function starterDashboard(atLimit: boolean) {
  const limits = makeUsageLimits(!atLimit);
  mockFetch({
    ...PAYMENT_OK,
    "GET /api/properties?items=false": () => jsonResponse(200, [makeProperty()]),
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "GET /api/inventory/summary": () => jsonResponse(200, makeSummary()),
    "GET /api/usage-limits": () =>
      jsonResponse(200, {
        ...limits,
        tier: "starter",
        limits: { ...limits.limits, maxProperties: 1, managersPerProperty: 1 },
        usage: { ...limits.usage, propertyCount: atLimit ? 1 : 0, maxProperties: 1 },
      }),
  });
  return renderApp("/", { queryClient: signedInClient(makeUser({ role: "owner", subscriptionTier: "starter" })) });
}

describe("Add Property on the dashboard (issue 17.5)", () => {
  it("opens Upgrade Required at the plan limit, without the form", async () => {
    const { queryClient } = starterDashboard(true);
    const user = userEvent.setup();

    const button = await screen.findByRole("button", { name: "Add Property" });
    // Clicked once the usage answer is in: before it, the form opens and the server's 403 decides.
    await waitFor(() => expect(queryClient.getQueryData(USAGE_LIMITS_KEY)).toBeDefined());
    await user.click(button);

    const dialog = within(await screen.findByRole("dialog", { name: "Upgrade Required" }));
    expect(dialog.getByText(/Upgrade to the Basic plan to add a property\./)).toBeInTheDocument();
    expect(dialog.getByText("1 of 1 used")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Add New Property" })).not.toBeInTheDocument();
  });

  it("opens the form while the plan has room", async () => {
    starterDashboard(false);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Add Property" }));

    expect(await screen.findByRole("dialog", { name: "Add New Property" })).toBeInTheDocument();
  });
});
