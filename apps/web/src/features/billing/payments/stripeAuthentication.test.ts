import { beforeEach, describe, expect, it, vi } from "vitest";
import { authenticateWithStripe } from "./stripeAuthentication";

const stripe = vi.hoisted(() => ({
  instance: { retrievePaymentIntent: vi.fn(), confirmCardPayment: vi.fn() },
  loadStripe: vi.fn(),
}));
vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }));

const SECRET = "pi_7Auth_secret_abc";

beforeEach(() => {
  vi.clearAllMocks();
  stripe.loadStripe.mockResolvedValue(stripe.instance);
  stripe.instance.retrievePaymentIntent.mockResolvedValue({
    paymentIntent: { status: "requires_payment_method", last_payment_error: { payment_method: { id: "pm_tried" } } },
  });
});

describe("authenticateWithStripe", () => {
  it("confirms the refused off-session charge again with the card it tried, which opens the bank's window", async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: "succeeded" } });

    expect(await authenticateWithStripe("pk_test_auth", SECRET)).toEqual({ succeeded: true });
    expect(stripe.instance.retrievePaymentIntent).toHaveBeenCalledWith(SECRET);
    expect(stripe.instance.confirmCardPayment).toHaveBeenCalledWith(SECRET, { payment_method: "pm_tried" });
  });

  it("answers Stripe's message when the customer fails the authentication", async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({
      error: { message: "We are unable to authenticate your payment method." },
    });

    expect(await authenticateWithStripe("pk_test_auth", SECRET)).toEqual({
      succeeded: false,
      error: "We are unable to authenticate your payment method.",
    });
  });
});
