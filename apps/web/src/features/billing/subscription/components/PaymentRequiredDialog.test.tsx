import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PaymentStatusDto, SessionUser } from "@stockroom/shared";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { enterDemoMode } from "@/features/demo";
import { apiKey } from "@/lib/api/queries";
import { bodiesSent, cardRoutes, payWithCard } from "@/test/cardPayment";
import { makePastDueStatus, makePaymentStatus, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pending, renderWithProviders } from "@/test/utils";
import { usePaymentStatus } from "../api";
import { PAYMENT_DIALOG_DISMISSED_KEY, PaymentRequiredDialog } from "./PaymentRequiredDialog";

type Routes = Parameters<typeof mockFetch>[0];

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const declined = makePastDueStatus();

/**
 * Reads the status the dialog reads, and says when it has the answer: both re-render in the same batch, so by
 * then the dialog has rendered the answer too, and its absence means something.
 */
function StatusAnswered() {
  const status = usePaymentStatus({ enabled: true });
  return status.data ? <p>Status answered</p> : null;
}

interface DialogSetup {
  routes?: Routes;
  /** The page's address (the dunning emails link to /?payment=due). */
  path?: string;
  user?: SessionUser;
  /** Renders StatusAnswered next to the dialog (it asks for the status itself). */
  withAnswerProbe?: boolean;
}

/** The dialog for `user` whose status is `status` until a payment settles it (then valid). */
function renderDialog(
  status: PaymentStatusDto,
  { routes = {}, user = makeUser({ role: "owner" }), withAnswerProbe = false, path = "/" }: DialogSetup = {},
) {
  let current = status;
  const fetchMock = mockFetch({
    ...cardRoutes(),
    "GET /api/payment/status": () => jsonResponse(200, current),
    "GET /api/auth/user": () => jsonResponse(200, user),
    "POST /api/payment/update-method": () => jsonResponse(200, { clientSecret: "seti_1_secret_x" }),
    ...routes,
  });
  const { queryClient } = renderWithProviders(
    <>
      <PaymentRequiredDialog />
      {withAnswerProbe && <StatusAnswered />}
      <Toaster />
    </>,
    { queryClient: signedInClient(user), path },
  );
  return { fetchMock, queryClient, ui: userEvent.setup(), settle: () => (current = makePaymentStatus()) };
}

const findDialog = async () => within(await screen.findByRole("dialog", { name: "Payment Required" }));

describe("PaymentRequiredDialog", () => {
  it.each([
    [
      "payment_failed",
      "Your recent payment of $99.00 was declined. Please update your payment method or retry the payment.",
    ],
    ["requires_action", "Your payment requires additional verification. Please complete the authentication process."],
    [
      "subscription_inactive",
      "Your subscription is currently inactive. Please update your payment method to restore access.",
    ],
    ["no_payment_method", "Please add a payment method to continue using the service."],
    ["other", "There is an issue with your payment. Please review and update your payment information."],
  ] as const)("explains %s", async (reason, text) => {
    renderDialog({ ...declined, reason });

    expect(await screen.findByRole("dialog", { name: "Payment Required" })).toHaveAccessibleDescription(text);
  });

  it("retries the failed payment and closes once the status is valid", async () => {
    const { fetchMock, ui, settle } = renderDialog(declined, {
      routes: {
        // A refresh elsewhere still under way: the valid status closes the dialog before every cache is fresh.
        "GET /api/auth/user": pending,
        "POST /api/payment/retry": () => {
          settle();
          return jsonResponse(200, { success: true, message: "Payment successful" });
        },
      },
    });

    await ui.click((await findDialog()).getByRole("button", { name: "Retry Payment" }));

    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(screen.getByText("Your payment has been processed successfully.")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/payment/retry")).toEqual([{ invoiceId: 7 }]);
    await expect.poll(() => screen.queryByRole("dialog", { name: "Payment Required" })).toBeNull();
  });

  it("says 'Payment Failed' when the retry is declined", async () => {
    const { ui } = renderDialog(declined, {
      routes: {
        "POST /api/payment/retry": () =>
          jsonResponse(200, { success: false, message: "Unable to process payment. Please try again." }),
      },
    });

    await ui.click((await findDialog()).getByRole("button", { name: "Retry Payment" }));

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Unable to process payment. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Payment Required" })).toBeInTheDocument();
  });

  it("saves a new card inline and then offers the retry", async () => {
    const { ui } = renderDialog(declined);
    const dialog = await findDialog();

    await ui.click(dialog.getByRole("button", { name: "Update Payment Method" }));
    await payWithCard(ui, "Save Payment Method");

    expect(await dialog.findByRole("status")).toHaveTextContent(
      "Your new payment method is saved. Retry the payment to restore access.",
    );
    expect(screen.getByText("Payment Method Updated")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Retry Payment" })).toBeEnabled();
  });

  it("offers Reactivate instead of a retry when there is no invoice", async () => {
    const { fetchMock, ui } = renderDialog(
      {
        ...declined,
        subscriptionStatus: "inactive",
        reason: "subscription_inactive",
        invoiceId: null,
        amount: null,
        canReactivate: true,
      },
      {
        routes: {
          "POST /api/subscription/reactivate": () => jsonResponse(200, { success: true, message: "Active again" }),
        },
      },
    );
    const dialog = await findDialog();

    expect(dialog.queryByRole("button", { name: "Retry Payment" })).not.toBeInTheDocument();
    await ui.click(dialog.getByRole("button", { name: "Reactivate" }));

    expect(await screen.findByText("Subscription Reactivated")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/subscription/reactivate")).toHaveLength(1);
  });

  it("stays dismissed for the rest of the browser session", async () => {
    const { ui } = renderDialog(declined);

    await ui.click((await findDialog()).getByRole("button", { name: "Dismiss" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PAYMENT_DIALOG_DISMISSED_KEY)).toBe("true");
  });

  it("is not shown again once dismissed in this session", async () => {
    sessionStorage.setItem(PAYMENT_DIALOG_DISMISSED_KEY, "true");
    renderDialog(declined, { withAnswerProbe: true });

    expect(await screen.findByText("Status answered")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opened from a dunning email's link, shows again even though it was dismissed (decision 191)", async () => {
    sessionStorage.setItem(PAYMENT_DIALOG_DISMISSED_KEY, "true");
    renderDialog(declined, { path: "/?payment=due" });

    expect(await findDialog()).toBeTruthy();
  });

  it("during a failed renewal's grace, says until when the team keeps working and when the card is tried again", async () => {
    renderDialog({
      ...declined,
      needsPaywall: false,
      accessSuspendsAt: "2026-12-05T10:00:00.000Z",
      nextRetryAt: "2026-11-29T10:00:00.000Z",
    });

    const dialog = await findDialog();
    expect(
      dialog.getByText(
        "Your team keeps working until Dec 5, 2026; after that, access is suspended until payment. " +
          "We will try your card again on Nov 29, 2026.",
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Retry Payment" })).toBeInTheDocument();
  });

  it("is not shown while the payment is valid", async () => {
    renderDialog(makePaymentStatus(), { withAnswerProbe: true });

    expect(await screen.findByText("Status answered")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it.each([
    ["admins", makeUser({ role: "admin" })],
    ["managers", makeUser({ role: "manager" })],
    ["demo mode", makeUser({ role: "demo", subscriptionTier: "demo" })],
  ])("is never shown to %s, who are not asked for a status", (_, user) => {
    enterDemoMode({ firstName: "Dana", lastName: "Demo", email: "dana@example.com" });
    const { fetchMock, queryClient } = renderDialog(declined, { user });

    // An enabled query starts fetching as the dialog mounts, within the render: idle means it was not asked for.
    expect(queryClient.getQueryState(apiKey("/api/payment/status"))?.fetchStatus).toBe("idle");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
