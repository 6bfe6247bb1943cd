import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PLANS, TIMINGS } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { signedInClient } from "@/test/fixtures";
import { skipDelay, useFakeClock } from "@/test/clock";
import { jsonResponse, makeUser, mockFetch, renderApp } from "@/test/utils";
import { cardRoutes } from "@/test/cardPayment";
import { makeSubscriptionInfo, PERIOD_END, settingsRoutes } from "./testData";

const owner = makeUser({ role: "owner", subscriptionTier: "growth" });
const preview = () =>
  jsonResponse(200, {
    calculation: {
      chargeAmount: 5000,
      unusedValue: 4950,
      proratedDays: 15,
      message: "You will be charged $50.00 now for the remaining 15 days.",
      summary: { nextChargeAmount: 19900, nextChargeDate: PERIOD_END },
    },
  });

function ownerRoutes() {
  return settingsRoutes(owner, makeSubscriptionInfo(), {
    ...cardRoutes(),
    "POST /api/subscription/calculate-upgrade": preview,
  });
}

describe("a plan chosen before Subscription Settings (decision 189)", () => {
  it("opens the upgrade of ?plan= once", async () => {
    mockFetch(ownerRoutes());
    renderApp("/subscription-settings?plan=pro", { queryClient: signedInClient(owner) });
    const ui = userEvent.setup();

    const dialog = within(await screen.findByRole("dialog", { name: "Upgrade to Pro" }));
    expect(await dialog.findByText(/\$50\.00/)).toBeInTheDocument();
    await ui.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Upgrade to Pro" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
  });

  it("says the current plan is already the account's", async () => {
    mockFetch(ownerRoutes());
    renderApp("/subscription-settings?plan=growth", { queryClient: signedInClient(owner) });

    expect(await screen.findByText("Already Subscribed")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it("takes a signed-in owner's Pricing choice there instead of to checkout", async () => {
    mockFetch(ownerRoutes());
    renderApp("/pricing", { queryClient: signedInClient(owner) });

    const choose = await screen.findByRole("link", { name: `Choose ${PLANS.pro.name}` });
    expect(choose).toHaveAttribute("href", "/subscription-settings?plan=pro");
  });

  it("sends a signed-in visitor of checkout to that plan after the short notice, not back to Pricing", async () => {
    useFakeClock();
    mockFetch(ownerRoutes());
    renderApp("/checkout?plan=pro&billing=monthly", { queryClient: signedInClient(owner) });

    expect(await screen.findByRole("heading", { name: "You're Already Signed In" })).toBeInTheDocument();
    await skipDelay(TIMINGS.authenticatedCheckoutRedirectMs);
    expect(await screen.findByRole("dialog", { name: "Upgrade to Pro" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Choose Your Plan" })).not.toBeInTheDocument();
  });
});
