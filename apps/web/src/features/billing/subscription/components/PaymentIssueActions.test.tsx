import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PaymentStatusDto } from "@stockroom/shared";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { bodiesSent, cardRoutes } from "@/test/cardPayment";
import { makePastDueStatus, makePaymentStatus, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import { PaymentRequiredDialog } from "./PaymentRequiredDialog";

afterEach(() => sessionStorage.clear());

const needsAuthentication = makePastDueStatus("requires_action");
const AUTHENTICATE = {
  success: false,
  message: "Your payment requires additional verification. Please complete the authentication process.",
  requiresAction: true,
  clientSecret: "pi_9_secret_x",
  paymentIntentId: "pi_9",
};

/** The Payment Required dialog of a signed-in owner whose payment status reads `status()`, on `routes`' answers. */
function renderDialog(status: () => PaymentStatusDto, routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    ...cardRoutes(),
    "GET /api/payment/status": () => jsonResponse(200, status()),
    "GET /api/auth/user": () => jsonResponse(200, makeUser({ role: "owner" })),
    ...routes,
  });
  renderWithProviders(
    <>
      <PaymentRequiredDialog />
      <Toaster />
    </>,
    { queryClient: signedInClient(makeUser({ role: "owner" })) },
  );
  return { fetchMock, ui: userEvent.setup() };
}

/** The dialog of an owner whose retry asks for 3-D Secure; the bank answers `approved`. */
function renderRetry(approved: boolean) {
  let current = needsAuthentication;
  return renderDialog(() => current, {
    "POST /api/payment/retry": (init) => {
      if (!sentJson<{ paymentIntentId?: string }>(init).paymentIntentId) return jsonResponse(200, AUTHENTICATE);
      current = makePaymentStatus();
      return jsonResponse(200, { success: true, message: "Your payment has been processed successfully." });
    },
    "POST /api/local-payments/authenticate": () =>
      jsonResponse(
        200,
        approved
          ? { id: "pi_9", status: "succeeded", error: null }
          : {
              id: "pi_9",
              status: "requires_payment_method",
              error: "We are unable to authenticate your payment method.",
            },
      ),
  });
}

const retryButton = async () =>
  within(await screen.findByRole("dialog", { name: "Payment Required" })).getByRole("button", {
    name: "Retry Payment",
  });

describe("Retry Payment with a card that asks for 3-D Secure", () => {
  it("shows the bank's step, then settles the invoice with the authenticated payment", async () => {
    const { fetchMock, ui } = renderRetry(true);

    await ui.click(await retryButton());
    const bank = await screen.findByRole("dialog", { name: "Confirm your payment" });
    await ui.click(within(bank).getByRole("button", { name: "Complete authentication" }));

    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/payment/retry")).toEqual([
      { invoiceId: 7 },
      { invoiceId: 7, paymentIntentId: "pi_9" },
    ]);
    expect(bodiesSent(fetchMock, "/api/local-payments/authenticate")).toEqual([
      { clientSecret: "pi_9_secret_x", approve: true },
    ]);
    await expect.poll(() => screen.queryByRole("dialog", { name: "Payment Required" })).toBeNull();
  });

  it("says why when the authentication is refused, and lets the owner retry again", async () => {
    const { fetchMock, ui } = renderRetry(false);

    await ui.click(await retryButton());
    const bank = await screen.findByRole("dialog", { name: "Confirm your payment" });
    await ui.click(within(bank).getByRole("button", { name: "Fail authentication" }));

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("We are unable to authenticate your payment method.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Confirm your payment" })).not.toBeInTheDocument();
    expect(await retryButton()).toBeEnabled();
    expect(bodiesSent(fetchMock, "/api/payment/retry")).toEqual([{ invoiceId: 7 }]);
  });
});

/** A payment due that a new period pays (`canReactivate`), for an account in `subscriptionStatus`. */
const periodDue = (subscriptionStatus: string, reason: PaymentStatusDto["reason"]) =>
  makePaymentStatus({ paymentValid: false, needsPaywall: true, subscriptionStatus, reason, canReactivate: true });

/** The dialog of an owner whose status is `status` until `reactivate` calls `paid` (then valid). */
function renderReactivation(
  status: PaymentStatusDto,
  reactivate: (init: RequestInit | undefined, paid: () => void) => Response,
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  let current = status;
  return renderDialog(() => current, {
    "POST /api/subscription/reactivate": (init) => reactivate(init, () => (current = makePaymentStatus())),
    ...extra,
  });
}

const reactivated = () => jsonResponse(200, { success: true, message: "Your subscription is active again" });
const reactivateCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === "/api/subscription/reactivate");

describe("Reactivate with a card that asks for 3-D Secure", () => {
  it("shows the bank's step, then settles the reactivation with the authenticated payment", async () => {
    const { fetchMock, ui } = renderReactivation(
      periodDue("canceled", "subscription_inactive"),
      (init, paid) => {
        if (!init?.body) return jsonResponse(200, AUTHENTICATE);
        paid();
        return reactivated();
      },
      {
        "POST /api/local-payments/authenticate": () =>
          jsonResponse(200, { id: "pi_9", status: "succeeded", error: null }),
      },
    );

    const dialog = within(await screen.findByRole("dialog", { name: "Payment Required" }));
    await ui.click(dialog.getByRole("button", { name: "Reactivate" }));
    const bank = await screen.findByRole("dialog", { name: "Confirm your payment" });
    await ui.click(within(bank).getByRole("button", { name: "Complete authentication" }));

    expect(await screen.findByText("Subscription Reactivated")).toBeInTheDocument();
    const sent = reactivateCalls(fetchMock);
    expect(sent.map(([, init]) => init?.body)).toEqual([undefined, JSON.stringify({ paymentIntentId: "pi_9" })]);
    await expect.poll(() => screen.queryByRole("dialog", { name: "Payment Required" })).toBeNull();
  });
});

describe("a payment due with no failed charge to retry (set by hand, decision 192)", () => {
  it("offers Pay Now, which pays a period with the saved card and closes the dialog", async () => {
    const { fetchMock, ui } = renderReactivation(periodDue("past_due", "other"), (_init, paid) => {
      paid();
      return reactivated();
    });
    const dialog = within(await screen.findByRole("dialog", { name: "Payment Required" }));
    expect(dialog.queryByRole("button", { name: "Retry Payment" })).not.toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Reactivate" })).not.toBeInTheDocument();

    await ui.click(dialog.getByRole("button", { name: "Pay Now" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(reactivateCalls(fetchMock)).toHaveLength(1);
  });
});
