import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SessionUser, SubscriptionInfoDto } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { bodiesSent } from "@/test/cardPayment";
import { signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pending, renderApp, sentJson } from "@/test/utils";
import { makeSubscriptionInfo, PERIOD_END, settingsRoutes, VISA } from "../testData";

type Routes = Parameters<typeof mockFetch>[0];

function openSettings(info: SubscriptionInfoDto = makeSubscriptionInfo(), extra: Routes = {}, user?: SessionUser) {
  const owner = user ?? makeUser({ role: "owner", subscriptionTier: info.user.subscriptionTier });
  const fetchMock = mockFetch(settingsRoutes(owner, info, extra));
  renderApp("/subscription-settings", { queryClient: signedInClient(owner) });
  return { fetchMock, ui: userEvent.setup() };
}

/** The bodies of the billing details' saves, in order. */
const detailsSaved = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === "/api/payment/billing-details" && init?.method === "PUT")
    .map(([, init]) => sentJson(init));

const findCurrentPlan = async () => within(await screen.findByRole("region", { name: "Current Plan" }));

describe("SubscriptionSettingsPage", () => {
  it("shows the plan, its status and next payment, every paid plan and the saved card", async () => {
    openSettings();

    expect(await screen.findByRole("heading", { level: 1, name: "Subscription Settings" })).toBeInTheDocument();
    const plan = await findCurrentPlan();
    expect(plan.getByText("Growth")).toBeInTheDocument();
    expect(plan.getByText("$99/month")).toBeInTheDocument();
    expect(plan.getByText("Active")).toBeInTheDocument();
    expect(await plan.findByText(/Next payment:/)).toHaveTextContent("Next payment: $99 on Apr 1, 2025 (Growth plan)");
    for (const name of [
      "Downgrade to Starter",
      "Downgrade to Basic",
      "Current Plan: Growth",
      "Upgrade to Pro",
      "Upgrade to Pro Plus",
      "Upgrade to Enterprise",
    ]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    const billing = within(screen.getByRole("region", { name: "Billing Information" }));
    expect(await billing.findByText("Visa ending in 4242")).toBeInTheDocument();
    expect(billing.getByText("Expires 04/2030")).toBeInTheDocument();
    expect(billing.getByText("Default")).toBeInTheDocument();
    expect(billing.getByRole("button", { name: "Update Payment Method" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel Subscription" })).toBeInTheDocument();
    expect(document.title).toBe("Subscription Settings | Stockroom");
  });

  it("lists every payment, the failed one with the bank's answer (issue 36)", async () => {
    openSettings();

    const history = within(await screen.findByRole("region", { name: "Payment History" }));
    const rows = await history.findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Growth plan renewalMar 2, 2025 · Receipt R-000042$99.00PaidDownload receipt R-000042 as PDF",
      "Growth plan renewalMar 1, 2025 · Your card was declined.$99.00Failed",
    ]);
    // The receipt downloads as its PDF; a failed charge has none.
    expect(within(rows[0]).getByRole("link", { name: "Download receipt R-000042 as PDF" })).toHaveAttribute(
      "href",
      "/api/payment/history/12/receipt",
    );
    expect(within(rows[1]).queryByRole("link")).toBeNull();
  });

  it("saves the billing details the receipts print, and says what was wrong without sending it (issue 36)", async () => {
    const saved = {
      companyName: "Quay Hotels Ltd",
      billingAddress: "1 Quay Street\nPortland, ME 04101",
      taxId: "EIN 12-345",
    };
    const { fetchMock, ui } = openSettings(makeSubscriptionInfo(), {
      "PUT /api/payment/billing-details": () => jsonResponse(200, saved),
    });
    const details = within(await screen.findByRole("region", { name: "Billing Details" }));
    const company = await details.findByLabelText("Company name");
    expect(company).toHaveValue("Harbor Hotels LLC");
    expect(details.getByLabelText("Billing address")).toHaveValue("1 Quay Street\nPortland, ME 04101");
    const save = details.getByRole("button", { name: "Save Billing Details" });
    expect(save).toBeDisabled();

    await ui.type(details.getByLabelText("Tax ID"), "<b>");
    await ui.click(save);
    expect(
      await details.findByText("Tax ID may contain letters, digits, spaces, dots, dashes and slashes only"),
    ).toBeVisible();
    expect(detailsSaved(fetchMock)).toEqual([]);

    await ui.clear(details.getByLabelText("Tax ID"));
    await ui.type(details.getByLabelText("Tax ID"), " EIN 12-345 ");
    await ui.clear(company);
    await ui.type(company, "Quay Hotels Ltd");
    await ui.click(save);
    expect((await screen.findAllByText("Billing details saved")).length).toBeGreaterThan(0);
    expect(detailsSaved(fetchMock)).toEqual([saved]);
    expect(save).toBeDisabled();
  });

  it("restricts managers without asking for billing data", async () => {
    const manager = makeUser({ role: "manager" });
    const fetchMock = mockFetch({
      "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
      "GET /api/notifications/unread": () => jsonResponse(200, { unread: 0 }),
    });
    renderApp("/subscription-settings", { queryClient: signedInClient(manager) });

    expect(await screen.findByRole("heading", { level: 1, name: "Access Restricted" })).toBeInTheDocument();
    expect(screen.getByText("Only property owners can access subscription settings.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/");
    // The frame's own reads only: the pending count and the notifications badge.
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      "/api/dashboard/stats",
      "/api/notifications/unread",
    ]);
  });

  it("admits admins", async () => {
    openSettings(makeSubscriptionInfo(), {}, makeUser({ role: "admin" }));

    expect((await findCurrentPlan()).getByText("Growth")).toBeInTheDocument();
  });

  it("shows demo accounts the demo plan and leads their plan choice to 'Become a Customer'", async () => {
    const demo = makeUser({ role: "demo", subscriptionTier: "demo" });
    const { ui, fetchMock } = openSettings(makeSubscriptionInfo({ tier: "demo" }), {}, demo);

    expect((await findCurrentPlan()).getByText("Demo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Become a Customer" })).toHaveAttribute("href", "/become-customer");
    await ui.click(screen.getByRole("button", { name: "Upgrade to Pro" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Become a Customer" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Pro ($199/month)" })).toBeChecked();
    expect(bodiesSent(fetchMock, "/api/subscription/update")).toEqual([]);
  });

  it("says 'Already Subscribed' for the current plan without calling the server", async () => {
    const { ui, fetchMock } = openSettings();

    await ui.click(await screen.findByRole("button", { name: "Current Plan: Growth" }));

    expect(await screen.findByText("Already Subscribed")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/update")).toEqual([]);
  });

  it("cancels a scheduled change by choosing the current plan again", async () => {
    const scheduled = { tier: "basic" as const, date: PERIOD_END };
    const { ui, fetchMock } = openSettings(makeSubscriptionInfo({ scheduled }), {
      "POST /api/subscription/update": () =>
        jsonResponse(200, {
          requiresPayment: false,
          amountToCharge: 0,
          scheduled: false,
          message: "Your scheduled plan change was canceled",
          effectiveDate: null,
          requiresCheckout: false,
        }),
    });

    expect((await findCurrentPlan()).getByText("Your plan changes to Basic on Apr 1, 2025.")).toBeInTheDocument();
    await ui.click(screen.getByRole("button", { name: "Current Plan: Growth" }));

    expect(await screen.findByText("Your scheduled plan change was canceled")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/update")).toEqual([
      { subscriptionTier: "growth", isYearly: false },
    ]);
  });

  it("cancels a scheduled change from its notice, and says so when that fails", async () => {
    let answer = jsonResponse(409, { message: "There is no scheduled change to cancel", error: "CONFLICT" });
    const { ui, fetchMock } = openSettings(makeSubscriptionInfo({ scheduled: { tier: "starter", date: PERIOD_END } }), {
      "POST /api/subscription/cancel-update": () => answer,
    });

    await ui.click(await screen.findByRole("button", { name: "Cancel Scheduled Change" }));
    expect(await screen.findByText("Failed to cancel scheduled change")).toBeInTheDocument();

    answer = jsonResponse(200, { success: true, message: "Your scheduled plan change was canceled" });
    await ui.click(screen.getByRole("button", { name: "Cancel Scheduled Change" }));
    expect(await screen.findByText("Scheduled Change Canceled")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/cancel-update")).toEqual([
      { newTier: "starter" },
      { newTier: "starter" },
    ]);
  });

  it("cancels the subscription after confirmation, and reports a refusal", async () => {
    let info = makeSubscriptionInfo();
    let answer = jsonResponse(409, { message: "Your subscription is already canceled", error: "CONFLICT" });
    let methodReads = 0;
    const { ui, fetchMock } = openSettings(info, {
      "GET /api/subscription/info": () => jsonResponse(200, info),
      // The first read answers; the refreshes stay under way, so the plan arrives (and removes the button) before
      // every cache is fresh.
      "GET /api/payment/methods": () =>
        methodReads++ === 0 ? jsonResponse(200, { paymentMethods: [VISA] }) : pending(),
      "POST /api/subscription/cancel": () => answer,
    });

    await ui.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Cancel Subscription" }));
    await ui.click(dialog.getByRole("button", { name: "Cancel Subscription" }));
    expect(await screen.findByText("Cancellation Failed")).toBeInTheDocument();
    expect(screen.getByText("Your subscription is already canceled")).toBeInTheDocument();

    answer = jsonResponse(200, { success: true, message: "Your subscription is canceled." });
    info = makeSubscriptionInfo({ status: "canceled", periodEnd: "2999-04-01T12:00:00.000Z" });
    await ui.click(dialog.getByRole("button", { name: "Cancel Subscription" }));

    // The refreshed plan removes the button (and its dialog); the confirmation still appears.
    expect(await screen.findByText("Subscription Canceled")).toBeInTheDocument();
    expect(await screen.findByText(/You have access until Apr 1, 2999/)).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/subscription/cancel")).toHaveLength(2);
  });

  it("tells a canceled owner until when they have access and reactivates", async () => {
    const { ui, fetchMock } = openSettings(
      makeSubscriptionInfo({ status: "canceled", periodEnd: "2999-04-01T12:00:00.000Z" }),
      {
        "POST /api/subscription/reactivate": () =>
          jsonResponse(200, { success: true, message: "Your subscription is active again" }),
      },
    );

    const plan = await findCurrentPlan();
    expect(plan.getByText("Canceled")).toBeInTheDocument();
    expect(plan.getByText("Your subscription is canceled. You have access until Apr 1, 2999.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
    await ui.click(plan.getByRole("button", { name: "Reactivate" }));

    expect(await screen.findByText("Subscription Reactivated")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/subscription/reactivate")).toHaveLength(1);
  });
});
