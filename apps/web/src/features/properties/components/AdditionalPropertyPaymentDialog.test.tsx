import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEST_CARDS } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { bodiesSent, cardRoutes, payWithCard } from "@/test/cardPayment";
import { makeUsageLimits, signedInClient } from "@/test/fixtures";
import { apiKey } from "@/lib/api/queries";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { AdditionalPropertyPaymentDialog, type PaymentRequest } from "./AdditionalPropertyPaymentDialog";

type Routes = Parameters<typeof mockFetch>[0];

const REQUEST: PaymentRequest = {
  info: { additionalCost: 1000, additionalProperties: 1, reason: "Your Enterprise plan includes 21 properties." },
  property: { name: "Lakeside Lodge", address: "1 Shore Road" },
};
const CARD_INTENT = { clientSecret: "pi_add_secret_x", paymentIntentId: "pi_add", amount: 1000 };
const CREATED = { success: true, message: "Property created", property: { id: 22, name: "Lakeside Lodge" } };

async function renderDialog(routes: Routes) {
  const fetchMock = mockFetch(routes);
  const onClose = vi.fn();
  const queryClient = signedInClient(makeUser({ subscriptionTier: "enterprise" }));
  queryClient.setQueryData(apiKey("/api/usage-limits"), makeUsageLimits(false));
  renderWithProviders(
    <>
      <AdditionalPropertyPaymentDialog request={REQUEST} onClose={onClose} />
      <Toaster />
    </>,
    { queryClient },
  );
  // The content is loaded on demand; the dialog is named once it is there.
  const dialog = within(await screen.findByRole("dialog", { name: "Additional Property" }));
  return { user: userEvent.setup(), fetchMock, onClose, dialog, queryClient };
}

const cardPayment = (confirm: () => Response): Routes => ({
  ...cardRoutes(),
  "POST /api/additional-property/payment-intent": () => jsonResponse(200, CARD_INTENT),
  "POST /api/additional-property/confirm-payment": confirm,
});

describe("AdditionalPropertyPaymentDialog", () => {
  it("pays with a card, creates the property and refreshes the plan usage", async () => {
    const { user, fetchMock, onClose, dialog, queryClient } = await renderDialog(
      cardPayment(() => jsonResponse(201, CREATED)),
    );

    expect(dialog.getByText("$10 per month")).toBeInTheDocument();
    expect(dialog.getByText("1 Shore Road")).toBeInTheDocument();
    await payWithCard(user, "Pay $10");

    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(screen.getByText("Your payment has been processed successfully.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodiesSent(fetchMock, "/api/additional-property/payment-intent")).toEqual([{ additionalProperties: 1 }]);
    expect(bodiesSent(fetchMock, "/api/additional-property/confirm-payment")).toEqual([
      { paymentIntentId: "pi_add", propertyData: REQUEST.property },
    ]);
    expect(queryClient.getQueryState(apiKey("/api/usage-limits"))?.isInvalidated).toBe(true);
  });

  it("completes a demo account's property without a card", async () => {
    const { user, fetchMock, onClose, dialog } = await renderDialog({
      "POST /api/additional-property/payment-intent": () => jsonResponse(200, { demo: true }),
      "POST /api/additional-property/confirm-payment": () => jsonResponse(201, CREATED),
    });
    await user.click(await dialog.findByRole("button", { name: "Complete" }));

    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(dialog.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/additional-property/confirm-payment")).toEqual([
      { propertyData: REQUEST.property },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("reports a declined card as a failed payment", async () => {
    const { user, fetchMock, onClose } = await renderDialog({
      ...cardPayment(() => jsonResponse(201, CREATED)),
      ...cardRoutes("requires_payment_method"),
    });
    await payWithCard(user, "Pay $10", TEST_CARDS.declined);

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getAllByText("Your card was declined.").length).toBe(2);
    expect(bodiesSent(fetchMock, "/api/additional-property/confirm-payment")).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the property cannot be created", async () => {
    const { user, onClose } = await renderDialog(
      cardPayment(() => jsonResponse(402, { message: "The payment has not completed", error: "PAYMENT_REQUIRED" })),
    );
    await payWithCard(user, "Pay $10");

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("The payment has not completed")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to the catalogue message when the server gives none", async () => {
    const { user } = await renderDialog(cardPayment(() => jsonResponse(500, { message: "Internal Server Error" })));
    await payWithCard(user, "Pay $10");

    expect(await screen.findByText("Failed to process payment")).toBeInTheDocument();
  });

  it("calls a network failure an unexpected error", async () => {
    const { user, dialog } = await renderDialog({
      "POST /api/additional-property/payment-intent": () => jsonResponse(200, { demo: true }),
      "POST /api/additional-property/confirm-payment": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await user.click(await dialog.findByRole("button", { name: "Complete" }));

    expect(await screen.findByText("Payment Error")).toBeInTheDocument();
    expect(screen.getByText("An unexpected error occurred")).toBeInTheDocument();
  });

  it("says so when the payment cannot start", async () => {
    const { dialog } = await renderDialog({
      "POST /api/additional-property/payment-intent": () => jsonResponse(500, { message: "Internal Server Error" }),
    });

    expect(await dialog.findByRole("alert")).toHaveTextContent("Failed to initialize payment");
    expect(dialog.queryByRole("button", { name: "Complete" })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText("Card number")).not.toBeInTheDocument();
  });
});
