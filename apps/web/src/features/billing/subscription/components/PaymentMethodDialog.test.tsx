import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEST_CARDS } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { cardRoutes, payWithCard } from "@/test/cardPayment";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp, requestUrl } from "@/test/utils";
import { makeSubscriptionInfo, settingsRoutes } from "../testData";

type Routes = Parameters<typeof mockFetch>[0];

const setupSecret = () => jsonResponse(200, { clientSecret: "seti_1_secret_x" });

function openSettings(routes: Routes, info = makeSubscriptionInfo()) {
  const owner = makeUser({ role: "owner" });
  const fetchMock = mockFetch(settingsRoutes(owner, info, { ...cardRoutes(), ...routes }));
  renderApp("/subscription-settings", { queryClient: signedInClient(owner) });
  return { fetchMock, ui: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${requestUrl(url)}` === key);

describe("PaymentMethodDialog", () => {
  it("saves a new card and refreshes the saved cards", async () => {
    const { fetchMock, ui } = openSettings({ "POST /api/payment/update-method": setupSecret });

    await ui.click(await screen.findByRole("button", { name: "Update Payment Method" }));
    await screen.findByRole("dialog", { name: "Update Payment Method" });
    await payWithCard(ui, "Save Payment Method");

    expect(await screen.findByText("Payment Method Updated")).toBeInTheDocument();
    expect(screen.getByText("Your new payment method has been saved successfully.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Update Payment Method" })).not.toBeInTheDocument();
    const [[, init]] = calls(fetchMock, "POST /api/payment/update-method");
    expect(init?.body).toBeUndefined();
    expect(calls(fetchMock, "GET /api/payment/methods")).toHaveLength(2);
  });

  it("says 'Payment Setup Failed' when no setup can be started", async () => {
    const { ui } = openSettings({
      "POST /api/payment/update-method": () => jsonResponse(500, { message: "Internal Server Error" }),
    });

    await ui.click(await screen.findByRole("button", { name: "Update Payment Method" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Update Payment Method" }));

    expect(await screen.findByText("Payment Setup Failed")).toBeInTheDocument();
    expect(dialog.getByRole("alert")).toHaveTextContent("Failed to initialize payment");
    expect(dialog.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("says 'Update Failed' when the card is declined", async () => {
    const { ui } = openSettings({
      ...cardRoutes("requires_payment_method"),
      "POST /api/payment/update-method": setupSecret,
    });

    await ui.click(await screen.findByRole("button", { name: "Update Payment Method" }));
    await payWithCard(ui, "Save Payment Method", TEST_CARDS.declined);

    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("Unable to update payment method. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Update Payment Method" })).toBeInTheDocument();
  });

  it("asks for a card when reactivating needs one, then reactivates with it", async () => {
    let reactivation = jsonResponse(200, {
      success: false,
      requiresPaymentMethod: true,
      message: "Please add a payment method to reactivate your subscription",
    });
    const { fetchMock, ui } = openSettings(
      {
        "POST /api/payment/update-method": setupSecret,
        "POST /api/subscription/reactivate": () => reactivation,
      },
      makeSubscriptionInfo({ status: "canceled", periodEnd: "2025-01-01T12:00:00.000Z" }),
    );

    expect(
      await screen.findByText("Your subscription is not active. Reactivate it to restore access."),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole("button", { name: "Reactivate" }));
    expect(await screen.findByText("Reactivation Failed")).toBeInTheDocument();
    expect(screen.getByText("Please add a payment method to reactivate your subscription")).toBeInTheDocument();

    reactivation = jsonResponse(200, { success: true, message: "Your subscription is active again" });
    await screen.findByRole("dialog", { name: "Update Payment Method" });
    await payWithCard(ui, "Save Payment Method");

    expect(await screen.findByText("Subscription Reactivated")).toBeInTheDocument();
    expect(calls(fetchMock, "POST /api/subscription/reactivate")).toHaveLength(2);
  });
});
