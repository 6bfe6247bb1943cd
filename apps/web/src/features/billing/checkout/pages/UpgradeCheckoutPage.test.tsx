import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TIMINGS, UPGRADE_PAYMENT_REFUNDED_MESSAGE, UPGRADE_PRICE_CHANGED_MESSAGE } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { bodiesSent, cardRoutes, payWithCard } from "@/test/cardPayment";
import { skipDelay, useFakeClock } from "@/test/clock";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pending, renderApp, signedOut } from "@/test/utils";
import { DASHBOARD_ROUTES, type Routes } from "../testData";

const PAYMENT = { clientSecret: "pi_up_secret_x", paymentIntentId: "pi_up", amountToCharge: 5050 };
const REPRICED_PAYMENT = { clientSecret: "pi_up2_secret_x", paymentIntentId: "pi_up2", amountToCharge: 47997 };
/** A 409 refusing a price that no longer holds, with the price now. */
const repriced = (message: string) =>
  jsonResponse(409, {
    message,
    error: "CONFLICT",
    quote: { chargeAmount: 47997, unusedValue: 1900, proratedDays: 31, message: "", summary: {} },
  });
const UPGRADED = { success: true, message: "You are now on the Pro plan", subscriptionTier: "pro" };

function renderUpgrade(path: string, routes: Routes) {
  const fetchMock = mockFetch({
    ...DASHBOARD_ROUTES,
    "GET /api/auth/user": () => jsonResponse(200, makeUser({ subscriptionTier: "pro" })),
    ...routes,
  });
  renderApp(path, { queryClient: signedInClient(makeUser({ subscriptionTier: "growth" })) });
  return { user: userEvent.setup(), fetchMock };
}

describe("UpgradeCheckoutPage", () => {
  it("sends an unknown tier to the pricing page", async () => {
    renderUpgrade("/upgrade-checkout?tier=platinum", {});

    expect(await screen.findByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeInTheDocument();
  });

  it("sends a signed-out visitor to log in", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/upgrade-checkout?tier=pro");

    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });

  it("sends a visitor whose session ended to log in", async () => {
    renderUpgrade("/upgrade-checkout?tier=pro", {
      "GET /api/auth/user": signedOut,
      "POST /api/subscription/create-upgrade-payment": () => jsonResponse(401, { message: "Unauthorized" }),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });

  it("takes the prorated payment, applies the upgrade and returns to the dashboard", async () => {
    useFakeClock();
    const { user, fetchMock } = renderUpgrade("/upgrade-checkout?tier=pro&yearly=false", {
      ...cardRoutes(),
      "POST /api/subscription/create-upgrade-payment": () => jsonResponse(200, PAYMENT),
      "POST /api/subscription/confirm-upgrade": () => jsonResponse(200, UPGRADED),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Upgrade to Pro" })).toBeInTheDocument();
    expect(screen.getByText("Due now").nextSibling).toHaveTextContent("$50.50");
    await payWithCard(user, "Pay $50.50");

    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeInTheDocument();
    expect(screen.getAllByText("Your payment has been processed successfully.").length).toBeGreaterThan(0);
    expect(bodiesSent(fetchMock, "/api/subscription/create-upgrade-payment")).toEqual([
      { targetTier: "pro", isYearly: false },
    ]);
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([
      { subscriptionTier: "pro", isYearly: false, paymentIntentId: "pi_up" },
    ]);
    await skipDelay(TIMINGS.paymentSuccessCloseMs);
    // The dashboard page loads on demand after the redirect, which a busy machine can take seconds for.
    await vi.waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it("applies an upgrade with nothing due without a card", async () => {
    const { fetchMock } = renderUpgrade("/upgrade-checkout?tier=pro&yearly=false", {
      "POST /api/subscription/create-upgrade-payment": () =>
        jsonResponse(200, { clientSecret: null, paymentIntentId: null, amountToCharge: 0 }),
      "POST /api/subscription/confirm-upgrade": () => jsonResponse(200, UPGRADED),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "No Payment Required" })).toBeInTheDocument();
    expect(screen.getByText("You are now on the Pro plan")).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/create-upgrade-payment")).toEqual([
      { targetTier: "pro", isYearly: false },
    ]);
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([
      { subscriptionTier: "pro", isYearly: false },
    ]);
  });

  it("tells a yearly link that billing is monthly only, before any payment starts (decision 189)", async () => {
    const { fetchMock } = renderUpgrade("/upgrade-checkout?tier=pro&yearly=true", {});

    expect(await screen.findByRole("heading", { name: "Monthly Billing Only" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue with My Billing Period" })).toHaveAttribute(
      "href",
      "/upgrade-checkout?tier=pro&yearly=false",
    );
    expect(bodiesSent(fetchMock, "/api/subscription/create-upgrade-payment")).toEqual([]);
  });

  it("shows why a plan is not an upgrade, with the way back to pricing", async () => {
    renderUpgrade("/upgrade-checkout?tier=starter", {
      "POST /api/subscription/create-upgrade-payment": () =>
        jsonResponse(400, { message: "Starter is not an upgrade from your Growth plan", error: "BAD_REQUEST" }),
    });

    expect(await screen.findByRole("alert")).toHaveTextContent("Starter is not an upgrade from your Growth plan");
    expect(screen.getByRole("link", { name: "Back to Pricing" })).toHaveAttribute("href", "/pricing");
  });

  it("says the payment went through when the upgrade could not be confirmed yet", async () => {
    const { user } = renderUpgrade("/upgrade-checkout?tier=pro", {
      ...cardRoutes(),
      "POST /api/subscription/create-upgrade-payment": () => jsonResponse(200, PAYMENT),
      "POST /api/subscription/confirm-upgrade": () => jsonResponse(500, { message: "Internal Server Error" }),
    });
    await payWithCard(user, "Pay $50.50");

    expect(await screen.findByRole("heading", { level: 1, name: "Payment Processed" })).toBeInTheDocument();
    // On the page and in the toast (Radix may also announce the toast in a hidden copy for a moment).
    expect(within(screen.getByRole("main")).getByText(/subscription update is still pending/)).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: /Notifications/ })).getAllByText(/subscription update is still pending/)
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
  });

  it("opens a payment at the new price when the card network refuses a stale one, and pays that", async () => {
    const payments = [PAYMENT, REPRICED_PAYMENT];
    let confirmations = 0;
    const { user, fetchMock } = renderUpgrade("/upgrade-checkout?tier=pro", {
      ...cardRoutes(),
      "POST /api/subscription/create-upgrade-payment": () => jsonResponse(200, payments.shift()),
      "POST /api/local-payments/confirm": () =>
        ++confirmations === 1
          ? repriced(UPGRADE_PRICE_CHANGED_MESSAGE)
          : jsonResponse(200, { id: "pi_up2", status: "succeeded", error: null }),
      "POST /api/subscription/confirm-upgrade": () => jsonResponse(200, UPGRADED),
    });
    await payWithCard(user, "Pay $50.50");

    expect(await screen.findByRole("alert")).toHaveTextContent(UPGRADE_PRICE_CHANGED_MESSAGE);
    expect(screen.getByText("Due now").nextSibling).toHaveTextContent("$479.97");
    expect(screen.queryByText("Payment Failed")).not.toBeInTheDocument();
    await payWithCard(user, "Pay $479.97");

    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([
      { subscriptionTier: "pro", isYearly: false, paymentIntentId: "pi_up2" },
    ]);
  });

  it("offers the new price, not 'Payment Processed', when a refunded payment is refused at confirmation", async () => {
    const payments = [PAYMENT, REPRICED_PAYMENT];
    const { user } = renderUpgrade("/upgrade-checkout?tier=pro", {
      ...cardRoutes(),
      "POST /api/subscription/create-upgrade-payment": () => jsonResponse(200, payments.shift()),
      "POST /api/subscription/confirm-upgrade": () => repriced(UPGRADE_PAYMENT_REFUNDED_MESSAGE),
    });
    await payWithCard(user, "Pay $50.50");

    expect(await screen.findByRole("alert")).toHaveTextContent(UPGRADE_PAYMENT_REFUNDED_MESSAGE);
    expect(screen.getByText("Due now").nextSibling).toHaveTextContent("$479.97");
    expect(screen.queryByRole("heading", { name: "Payment Processed" })).not.toBeInTheDocument();
  });

  it("says so while the payment is being prepared", async () => {
    renderUpgrade("/upgrade-checkout?tier=pro", { "POST /api/subscription/create-upgrade-payment": pending });

    expect(await screen.findByRole("heading", { name: "Preparing Your Upgrade" })).toBeInTheDocument();
  });
});
