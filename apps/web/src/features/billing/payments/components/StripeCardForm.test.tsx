import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderPaymentForm } from "@/test/paymentForm";
import { jsonResponse, mockFetch } from "@/test/utils";
import type { PaymentFormProps } from "./PaymentForm";

const stripe = vi.hoisted(() => ({
  cardElement: { mounted: true },
  instance: { confirmCardPayment: vi.fn(), confirmCardSetup: vi.fn() },
  loadStripe: vi.fn(),
  elementsReceived: vi.fn(),
  hasElement: { value: true },
  loaded: { value: true },
}));

vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ stripe: promise, children }: { stripe: unknown; children: ReactNode }) => {
    stripe.elementsReceived(promise);
    return <div data-testid="stripe-elements">{children}</div>;
  },
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => (stripe.loaded.value ? stripe.instance : null),
  useElements: () => ({ getElement: () => (stripe.hasElement.value ? stripe.cardElement : null) }),
}));

const SECRET = "pi_3Stripe_secret_abc";

function renderForm(props: Partial<PaymentFormProps> = {}) {
  const fetchMock = mockFetch({
    "GET /api/stripe/config": () => jsonResponse(200, { publishableKey: "pk_test_123", provider: "stripe" }),
  });
  stripe.loadStripe.mockResolvedValue(stripe.instance);
  stripe.hasElement.value = true;
  stripe.loaded.value = true;
  return { ...renderPaymentForm({ clientSecret: SECRET, amount: 19900, ...props }), fetchMock };
}

describe("PaymentForm with Stripe", () => {
  it("loads Stripe with the publishable key and shows Elements instead of the built-in form", async () => {
    const { fetchMock } = renderForm();

    expect(await screen.findByTestId("stripe-card-element")).toBeInTheDocument();
    expect(screen.getByTestId("stripe-elements")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Card details" })).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_123");
    expect(stripe.elementsReceived).toHaveBeenCalledWith(expect.any(Promise));
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("confirms the payment with the card element and reports the intent", async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_3Stripe", status: "succeeded" } });
    const { user, onSucceeded } = renderForm();
    await user.type(await screen.findByLabelText("Name on card"), "Ada Lovelace");
    await user.click(screen.getByRole("button", { name: "Pay $199" }));

    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledWith({ intentId: "pi_3Stripe" }));
    expect(stripe.instance.confirmCardPayment).toHaveBeenCalledWith(SECRET, {
      payment_method: { card: stripe.cardElement, billing_details: { name: "Ada Lovelace" } },
    });
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
  });

  it("shows Stripe's message when the card is declined", async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({ error: { message: "Your card was declined." } });
    const { user, onSucceeded, onFailed } = renderForm();
    await user.click(await screen.findByRole("button", { name: "Pay $199" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(onFailed).toHaveBeenCalledWith("Your card was declined.");
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Pay $199" })).toBeEnabled();
  });

  it("saves a card with a setup intent in setup mode", async () => {
    stripe.instance.confirmCardSetup.mockResolvedValue({ setupIntent: { id: "seti_1", status: "succeeded" } });
    const { user, onSucceeded } = renderForm({ mode: "setup", clientSecret: "seti_1_secret_x", amount: undefined });
    await user.click(await screen.findByRole("button", { name: "Save Card" }));

    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledWith({ intentId: "seti_1" }));
    expect(stripe.instance.confirmCardSetup).toHaveBeenCalledWith("seti_1_secret_x", {
      payment_method: { card: stripe.cardElement },
    });
    expect(stripe.instance.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("reports a missing card element", async () => {
    const { user } = renderForm();
    stripe.hasElement.value = false;
    await user.click(await screen.findByRole("button", { name: "Pay $199" }));

    expect(await screen.findByText("Card element not found")).toBeInTheDocument();
    expect(screen.getByText("Payment Error")).toBeInTheDocument();
  });

  it("says the form is not ready while Stripe.js has not loaded", async () => {
    const { user, onSucceeded } = renderForm();
    stripe.loaded.value = false;
    await user.type(await screen.findByLabelText("Name on card"), "A");
    await user.click(screen.getByRole("button", { name: "Pay $199" }));

    expect(await screen.findByText("Payment Error")).toBeInTheDocument();
    expect(screen.getByText("The payment form is not ready yet.")).toBeInTheDocument();
    expect(stripe.instance.confirmCardPayment).not.toHaveBeenCalled();
    expect(onSucceeded).not.toHaveBeenCalled();
  });
});
