import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  TEST_CARDS,
  TIMINGS,
  UPGRADE_PAYMENT_REFUNDED_MESSAGE,
  UPGRADE_PRICE_CHANGED_MESSAGE,
} from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { bodiesSent, cardRoutes, payWithCard } from "@/test/cardPayment";
import { skipDelay, useFakeClock } from "@/test/clock";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp } from "@/test/utils";
import { makeSubscriptionInfo, PERIOD_END, settingsRoutes } from "../testData";

type Routes = Parameters<typeof mockFetch>[0];

const preview = (chargeAmount = 5000) =>
  jsonResponse(200, {
    calculation: {
      chargeAmount,
      unusedValue: 4950,
      proratedDays: 15,
      message: "You will be charged $50.00 now for the remaining 15 days.",
      summary: { nextChargeAmount: 19900, nextChargeDate: PERIOD_END },
    },
  });
/** A 409 refusing a price that no longer holds, with the price now. */
const repriced = (message: string) =>
  jsonResponse(409, {
    message,
    error: "CONFLICT",
    quote: {
      chargeAmount: 47997,
      unusedValue: 1900,
      proratedDays: 31,
      message:
        "You will be charged $479.97 now for the remaining 31 days, after a credit of $19.00 for your current plan.",
      summary: { nextChargeAmount: 49900, nextChargeDate: PERIOD_END },
    },
  });
const upgraded = () =>
  jsonResponse(200, { success: true, message: "You are now on the Pro plan", subscriptionTier: "pro" });
const autoPayment = (reason: string | null) => () => jsonResponse(200, { success: reason === null, reason });
const cardPayment =
  (amountToCharge = 5000) =>
  () =>
    jsonResponse(200, {
      clientSecret: amountToCharge ? "pi_up_secret_x" : null,
      paymentIntentId: amountToCharge ? "pi_up" : null,
      amountToCharge,
    });

/** /subscription-settings of a Growth owner, after pressing 'Upgrade to Pro'. */
async function chooseUpgrade(routes: Routes) {
  const owner = makeUser({ role: "owner", subscriptionTier: "growth" });
  const fetchMock = mockFetch(
    settingsRoutes(owner, makeSubscriptionInfo(), {
      ...cardRoutes(),
      "POST /api/subscription/calculate-upgrade": () => preview(),
      "POST /api/subscription/confirm-upgrade": upgraded,
      ...routes,
    }),
  );
  renderApp("/subscription-settings", { queryClient: signedInClient(owner) });
  const ui = userEvent.setup();
  await ui.click(await screen.findByRole("button", { name: "Upgrade to Pro" }));
  return { fetchMock, ui };
}

async function openUpgrade(routes: Routes) {
  const opened = await chooseUpgrade(routes);
  return { ...opened, dialog: within(await screen.findByRole("dialog", { name: "Upgrade to Pro" })) };
}

const upgradeDialog = () => screen.queryByRole("dialog", { name: "Upgrade to Pro" });

describe("UpgradePlanDialog", () => {
  it("previews the prorated cost, pays with the saved card and closes after the success delay", async () => {
    useFakeClock();
    const { fetchMock, ui, dialog } = await openUpgrade({
      "POST /api/subscription/try-auto-payment": autoPayment(null),
    });

    expect(await dialog.findByText("Amount due now")).toBeInTheDocument();
    for (const text of ["$50", "$49.50", "15 days", "$199 on Apr 1, 2025"]) {
      expect(dialog.getByText(text)).toBeInTheDocument();
    }
    expect(bodiesSent(fetchMock, "/api/subscription/calculate-upgrade")).toEqual([
      { subscriptionTier: "pro", isYearly: false },
    ]);
    await ui.click(dialog.getByRole("button", { name: "Confirm Upgrade" }));

    expect(await dialog.findByRole("status")).toHaveTextContent("Your payment has been processed successfully.");
    expect(screen.getByText("Payment Successful")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/try-auto-payment")).toEqual([
      { subscriptionTier: "pro", isYearly: false, amount: 5000 },
    ]);
    expect(bodiesSent(fetchMock, "/api/subscription/create-upgrade-payment")).toEqual([]);
    expect(upgradeDialog()).toBeInTheDocument();
    await skipDelay(TIMINGS.paymentSuccessCloseMs);
    await waitFor(() => expect(upgradeDialog()).not.toBeInTheDocument());
  });

  it("falls back to the card form when the saved card cannot pay, then confirms with the payment", async () => {
    const { fetchMock, ui, dialog } = await openUpgrade({
      "POST /api/subscription/try-auto-payment": autoPayment("declined"),
      "POST /api/subscription/create-upgrade-payment": cardPayment(),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));
    expect(await screen.findByText("Auto-Payment Not Available")).toBeInTheDocument();
    expect(screen.getByText("Your saved card was declined. Please enter your card details.")).toBeInTheDocument();
    await payWithCard(ui, "Pay $50");

    expect(await dialog.findByRole("status")).toHaveTextContent("Your payment has been processed successfully.");
    expect(bodiesSent(fetchMock, "/api/subscription/create-upgrade-payment")).toEqual([
      { targetTier: "pro", isYearly: false },
    ]);
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([
      { subscriptionTier: "pro", isYearly: false, paymentIntentId: "pi_up" },
    ]);
  });

  it("applies a zero charge without the card form: 'No Payment Required'", async () => {
    const { fetchMock, ui, dialog } = await openUpgrade({
      "POST /api/subscription/try-auto-payment": autoPayment("no_payment_method"),
      "POST /api/subscription/create-upgrade-payment": cardPayment(0),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));

    expect(await screen.findByText("No Payment Required")).toBeInTheDocument();
    expect(upgradeDialog()).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([
      { subscriptionTier: "pro", isYearly: false },
    ]);
  });

  it("closes at once when the saved card path had nothing to charge", async () => {
    const { ui, dialog } = await openUpgrade({
      "POST /api/subscription/calculate-upgrade": () => preview(0),
      "POST /api/subscription/try-auto-payment": autoPayment(null),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));

    expect(await screen.findByText("No Payment Required")).toBeInTheDocument();
    expect(upgradeDialog()).not.toBeInTheDocument();
  });

  it("says 'Payment Processed' when the payment succeeded but the upgrade could not be confirmed", async () => {
    const { ui, dialog } = await openUpgrade({
      "POST /api/subscription/try-auto-payment": autoPayment("no_payment_method"),
      "POST /api/subscription/create-upgrade-payment": cardPayment(),
      "POST /api/subscription/confirm-upgrade": () =>
        jsonResponse(402, { message: "The payment has not completed", error: "PAYMENT_REQUIRED" }),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));
    await payWithCard(ui, "Pay $50");

    expect(await screen.findByText("Payment Processed")).toBeInTheDocument();
    expect(upgradeDialog()).not.toBeInTheDocument();
  });

  it("reports a declined card and does not confirm the upgrade", async () => {
    const { fetchMock, ui, dialog } = await openUpgrade({
      ...cardRoutes("requires_payment_method"),
      "POST /api/subscription/try-auto-payment": autoPayment("no_payment_method"),
      "POST /api/subscription/create-upgrade-payment": cardPayment(),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));
    await payWithCard(ui, "Pay $50", TEST_CARDS.declined);

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([]);
    expect(upgradeDialog()).toBeInTheDocument();
  });

  it("says 'Upgrade Failed' when the payment cannot be started", async () => {
    const { ui, dialog } = await openUpgrade({
      "POST /api/subscription/try-auto-payment": autoPayment("no_payment_method"),
      "POST /api/subscription/create-upgrade-payment": () => jsonResponse(500, { message: "Internal Server Error" }),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));

    expect(await screen.findByText("Upgrade Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to process upgrade. Your payment was not charged.")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Confirm Upgrade" })).toBeEnabled();
  });

  it("shows the new quote when the saved card path refuses a changed price, and pays it once confirmed again", async () => {
    let attempts = 0;
    const { fetchMock, ui, dialog } = await openUpgrade({
      "POST /api/subscription/try-auto-payment": () =>
        ++attempts === 1 ? repriced(UPGRADE_PRICE_CHANGED_MESSAGE) : autoPayment(null)(),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent(UPGRADE_PRICE_CHANGED_MESSAGE);
    expect(screen.getByText("Upgrade Price Changed")).toBeInTheDocument();
    for (const text of ["$479.97", "31 days"]) expect(dialog.getByText(text)).toBeInTheDocument();
    await ui.click(dialog.getByRole("button", { name: "Confirm Upgrade" }));

    expect(await dialog.findByRole("status")).toHaveTextContent("Your payment has been processed successfully.");
    expect(bodiesSent(fetchMock, "/api/subscription/try-auto-payment")).toEqual([
      { subscriptionTier: "pro", isYearly: false, amount: 5000 },
      { subscriptionTier: "pro", isYearly: false, amount: 47997 },
    ]);
  });

  it("returns from the card form to the new quote when the card network refuses a stale price", async () => {
    const { fetchMock, ui, dialog } = await openUpgrade({
      "POST /api/subscription/try-auto-payment": autoPayment("no_payment_method"),
      "POST /api/subscription/create-upgrade-payment": cardPayment(),
      "POST /api/local-payments/confirm": () => repriced(UPGRADE_PRICE_CHANGED_MESSAGE),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));
    await payWithCard(ui, "Pay $50");

    expect(await dialog.findByRole("alert")).toHaveTextContent(UPGRADE_PRICE_CHANGED_MESSAGE);
    expect(dialog.getByText("$479.97")).toBeInTheDocument();
    expect(dialog.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.queryByText("Payment Failed")).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([]);
  });

  it("shows the new quote when a payment the provider took was refunded at confirmation", async () => {
    const { ui, dialog } = await openUpgrade({
      "POST /api/subscription/try-auto-payment": autoPayment("no_payment_method"),
      "POST /api/subscription/create-upgrade-payment": cardPayment(),
      "POST /api/subscription/confirm-upgrade": () => repriced(UPGRADE_PAYMENT_REFUNDED_MESSAGE),
    });

    await ui.click(await dialog.findByRole("button", { name: "Confirm Upgrade" }));
    await payWithCard(ui, "Pay $50");

    expect(await dialog.findByRole("alert")).toHaveTextContent(UPGRADE_PAYMENT_REFUNDED_MESSAGE);
    expect(dialog.getByRole("button", { name: "Confirm Upgrade" })).toBeEnabled();
    expect(screen.queryByText("Payment Processed")).not.toBeInTheDocument();
  });

  it("says 'Preview Failed' and closes when the cost cannot be calculated", async () => {
    await chooseUpgrade({
      "POST /api/subscription/calculate-upgrade": () => jsonResponse(500, { message: "Internal Server Error" }),
    });

    expect(await screen.findByText("Preview Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to calculate upgrade cost")).toBeInTheDocument();
    expect(upgradeDialog()).not.toBeInTheDocument();
  });
});
