import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { TEST_CARDS } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { renderPaymentForm } from "@/test/paymentForm";
import { jsonResponse, mockFetch, pending, sentJson } from "@/test/utils";
import type { PaymentFormProps } from "./PaymentForm";

const SECRET = "pi_local_1_secret_abc";
type Routes = Parameters<typeof mockFetch>[0];
const LOCAL_CONFIG = { "GET /api/stripe/config": () => jsonResponse(200, { publishableKey: null, provider: "local" }) };

function renderForm(routes: Routes = {}, props: Partial<PaymentFormProps> = {}) {
  const fetchMock = mockFetch({ ...LOCAL_CONFIG, ...routes });
  const bodies = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => sentJson(init));
  return { ...renderPaymentForm({ clientSecret: SECRET, amount: 1234, ...props }), bodies };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string, { name = "" } = {}) {
  await user.type(await screen.findByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiration date (MM / YY)"), "1230");
  await user.type(screen.getByLabelText("CVC"), "123");
  if (name) await user.type(screen.getByLabelText("Name on card"), name);
}

const answer =
  (status: string, error: string | null = null) =>
  () =>
    jsonResponse(200, { id: "pi_local_1", status, error });

describe("PaymentForm with the built-in provider", () => {
  it("labels the fields for card autofill and lists the test cards", async () => {
    renderForm();

    const number = await screen.findByLabelText("Card number");
    expect(number).toHaveAttribute("autocomplete", "cc-number");
    expect(number).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByLabelText("Expiration date (MM / YY)")).toHaveAttribute("autocomplete", "cc-exp");
    expect(screen.getByLabelText("CVC")).toHaveAttribute("autocomplete", "cc-csc");
    expect(screen.getByLabelText("Name on card")).toHaveAttribute("autocomplete", "cc-name");
    const cards = within(screen.getByRole("list", { name: "Test cards" }));
    expect(cards.getByText("4242 4242 4242 4242")).toBeInTheDocument();
    expect(cards.getByText("4000 0000 0000 0002")).toBeInTheDocument();
    expect(cards.getByText("4000 0025 0000 3155")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $12.34" })).toBeEnabled();
  });

  it("pays with the success card and reports the intent id", async () => {
    const { user, onSucceeded, bodies } = renderForm({ "POST /api/local-payments/confirm": answer("succeeded") });
    await fillCard(user, "4242424242424242", { name: "Ada Lovelace" });
    expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4242");
    expect(screen.getByLabelText("Expiration date (MM / YY)")).toHaveValue("12 / 30");
    await user.click(screen.getByRole("button", { name: "Pay $12.34" }));

    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledWith({ intentId: "pi_local_1" }));
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(bodies("/api/local-payments/confirm")).toEqual([
      {
        clientSecret: SECRET,
        card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: "123", name: "Ada Lovelace" },
      },
    ]);
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
  });

  it("shows 'Processing...' while the card is being confirmed", async () => {
    const { user } = renderForm({ "POST /api/local-payments/confirm": pending });
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole("button", { name: "Pay $12.34" }));

    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByLabelText("Card number")).toBeDisabled();
  });

  it("shows a declined card's message and lets the customer try again", async () => {
    const { user, onSucceeded, onFailed } = renderForm({
      "POST /api/local-payments/confirm": answer("requires_payment_method", "Your card was declined."),
    });
    await fillCard(user, TEST_CARDS.declined);
    await user.click(screen.getByRole("button", { name: "Pay $12.34" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(onFailed).toHaveBeenCalledWith("Your card was declined.", undefined);
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Pay $12.34" })).toBeEnabled();
  });

  it("shows the server's message for a refused card, such as an expired one", async () => {
    const { user, onFailed } = renderForm({
      "POST /api/local-payments/confirm": () =>
        jsonResponse(400, { message: "Your card has expired.", error: "BAD_REQUEST" }),
    });
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole("button", { name: "Pay $12.34" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your card has expired.");
    // The server's own refusal comes with its body, so a caller can read fields such as an upgrade's new quote.
    expect(onFailed).toHaveBeenCalledWith("Your card has expired.", expect.objectContaining({ error: "BAD_REQUEST" }));
  });

  it("toasts an unexpected failure", async () => {
    const { user, onFailed } = renderForm({
      "POST /api/local-payments/confirm": () => jsonResponse(500, { message: "Internal Server Error" }),
    });
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole("button", { name: "Pay $12.34" }));

    expect(await screen.findByText("Payment Error")).toBeInTheDocument();
    expect(screen.getByText("An unexpected error occurred")).toBeInTheDocument();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("completes a simulated 3-D Secure authentication", async () => {
    const { user, onSucceeded, bodies } = renderForm({
      "POST /api/local-payments/confirm": answer("requires_action"),
      "POST /api/local-payments/authenticate": answer("succeeded"),
    });
    await fillCard(user, TEST_CARDS.requiresAction);
    await user.click(screen.getByRole("button", { name: "Pay $12.34" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Confirm your payment" }));
    expect(dialog.getByText(/This is a test authentication/)).toBeInTheDocument();
    expect(onSucceeded).not.toHaveBeenCalled();
    await user.click(dialog.getByRole("button", { name: "Complete authentication" }));

    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledWith({ intentId: "pi_local_1" }));
    expect(bodies("/api/local-payments/authenticate")).toEqual([{ clientSecret: SECRET, approve: true }]);
    expect(screen.queryByRole("dialog", { name: "Confirm your payment" })).not.toBeInTheDocument();
  });

  it("reports a failed 3-D Secure authentication", async () => {
    const failed = "We are unable to authenticate your payment method.";
    const { user, onSucceeded, onFailed, bodies } = renderForm({
      "POST /api/local-payments/confirm": answer("requires_action"),
      "POST /api/local-payments/authenticate": answer("requires_payment_method", failed),
    });
    await fillCard(user, TEST_CARDS.requiresAction);
    await user.click(screen.getByRole("button", { name: "Pay $12.34" }));
    await user.click(await screen.findByRole("button", { name: "Fail authentication" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(failed);
    expect(onFailed).toHaveBeenCalledWith(failed, undefined);
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(bodies("/api/local-payments/authenticate")).toEqual([{ clientSecret: SECRET, approve: false }]);
    expect(screen.getByRole("button", { name: "Pay $12.34" })).toBeEnabled();
  });

  it("checks the card before sending it", async () => {
    const { user, bodies } = renderForm();
    await user.type(await screen.findByLabelText("Card number"), "4242 4242 4242 4241");
    await user.type(screen.getByLabelText("Expiration date (MM / YY)"), "13");
    await user.type(screen.getByLabelText("CVC"), "1");
    await user.click(screen.getByRole("button", { name: "Pay $12.34" }));

    expect(await screen.findByText("Your card number is invalid.")).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(screen.getByLabelText("Card number")).toHaveAttribute("aria-invalid", "true");
    expect(bodies("/api/local-payments/confirm")).toEqual([]);
  });

  it("saves a card in setup mode with the setup label", async () => {
    const { user, onSucceeded } = renderForm(
      { "POST /api/local-payments/confirm": answer("succeeded") },
      { mode: "setup", clientSecret: "seti_local_9_secret_x", amount: undefined },
    );
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole("button", { name: "Save Card" }));

    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledWith({ intentId: "seti_local_9" }));
  });

  it("uses an explicit label and can be disabled by its caller", async () => {
    renderForm({}, { submitLabel: "Pay and Upgrade", disabled: true });

    expect(await screen.findByRole("button", { name: "Pay and Upgrade" })).toBeDisabled();
  });

  it("says so when the payment configuration cannot be loaded", async () => {
    renderForm({ "GET /api/stripe/config": () => jsonResponse(500, { message: "Internal Server Error" }) });

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to initialize payment");
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });
});
