import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatCents, PLANS, type Tier } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { bodiesSent, cardRoutes, payWithCard } from "@/test/cardPayment";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp, signedOut } from "@/test/utils";
import type { Routes } from "../testData";

const PRO_PAYMENT = { clientSecret: "pi_demo_secret_x", paymentIntentId: "pi_demo", amountToCharge: PLANS.pro.price };

function renderDemo(routes: Routes = {}, tier?: Tier) {
  const user = tier ? makeUser({ subscriptionTier: tier }) : null;
  const fetchMock = mockFetch({
    "GET /api/auth/user": () => (user ? jsonResponse(200, user) : signedOut()),
    ...routes,
  });
  renderApp("/payment-demo", user ? { queryClient: signedInClient(user) } : {});
  return { user: userEvent.setup(), fetchMock };
}

const card = (name: string) => within(screen.getByRole("article", { name }));
const badge = () => screen.getByText(/^Current plan:/);

async function upgradeTo(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(card(name).getByRole("button", { name: "Upgrade" }));
  return within(await screen.findByRole("dialog", { name: `Upgrade to ${name}` }));
}

describe("PaymentDemoPage", () => {
  it("starts on growth and offers upgrades only to higher tiers", async () => {
    renderDemo();

    expect(await screen.findByRole("heading", { level: 1, name: "Subscription Plans" })).toBeInTheDocument();
    expect(badge()).toHaveTextContent("Current plan: Growth");
    expect(card("Starter").getByRole("button", { name: "Downgrade" })).toBeDisabled();
    expect(card("Basic").getByRole("button", { name: "Downgrade" })).toBeDisabled();
    expect(card("Growth").getByRole("button", { name: "Current Plan" })).toBeDisabled();
    for (const name of ["Pro", "Pro Plus", "Enterprise"]) {
      expect(card(name).getByRole("button", { name: "Upgrade" })).toBeEnabled();
    }
    expect(card("Pro").getByText(formatCents(PLANS.pro.price))).toBeInTheDocument();
    expect(card("Pro").getByRole("list", { name: "Pro features" })).toHaveTextContent("Up to 15 properties");
    expect(screen.getByText(/selecting Pro at \$199\/month/)).toBeInTheDocument();
  });

  it("shows the signed-in account's own plan", async () => {
    renderDemo({}, "basic");

    expect(await screen.findByText("Current plan: Basic")).toBeInTheDocument();
    expect(card("Growth").getByRole("button", { name: "Upgrade" })).toBeEnabled();
  });

  it("takes a test payment when signed out and switches the plan", async () => {
    const { user, fetchMock } = renderDemo({
      ...cardRoutes(),
      "POST /api/subscription/create-upgrade-payment": () => jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/test-payment": () => jsonResponse(200, PRO_PAYMENT),
    });
    await screen.findByRole("heading", { level: 1, name: "Subscription Plans" });
    const dialog = await upgradeTo(user, "Pro");

    expect(await dialog.findByText(/this is a test payment that changes no account/)).toBeInTheDocument();
    await payWithCard(user, "Pay $199");

    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(badge()).toHaveTextContent("Current plan: Pro");
    expect(card("Growth").getByRole("button", { name: "Downgrade" })).toBeDisabled();
    expect(bodiesSent(fetchMock, "/api/test-payment")).toEqual([{ targetTier: "pro", isYearly: false }]);
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([]);
  });

  it("upgrades the signed-in account for real", async () => {
    const { user, fetchMock } = renderDemo(
      {
        ...cardRoutes(),
        "POST /api/subscription/create-upgrade-payment": () =>
          jsonResponse(200, { ...PRO_PAYMENT, amountToCharge: 5000 }),
        "POST /api/subscription/confirm-upgrade": () =>
          jsonResponse(200, { success: true, message: "You are now on the Pro plan", subscriptionTier: "pro" }),
      },
      "growth",
    );
    await upgradeTo(user, "Pro");
    await payWithCard(user, "Pay $50");

    expect(await screen.findByText("Current plan: Pro")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([
      { subscriptionTier: "pro", isYearly: false, paymentIntentId: "pi_demo" },
    ]);
    expect(bodiesSent(fetchMock, "/api/test-payment")).toEqual([]);
  });

  it("applies an upgrade with nothing due at once", async () => {
    const { user, fetchMock } = renderDemo(
      {
        "POST /api/subscription/create-upgrade-payment": () =>
          jsonResponse(200, { clientSecret: null, paymentIntentId: null, amountToCharge: 0 }),
        "POST /api/subscription/confirm-upgrade": () =>
          jsonResponse(200, { success: true, message: "You are now on the Pro plan", subscriptionTier: "pro" }),
      },
      "growth",
    );
    await user.click(card("Pro").getByRole("button", { name: "Upgrade" }));

    expect(await screen.findByText("No Payment Required")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(badge()).toHaveTextContent("Current plan: Pro");
    expect(bodiesSent(fetchMock, "/api/subscription/confirm-upgrade")).toEqual([
      { subscriptionTier: "pro", isYearly: false },
    ]);
  });

  it("reports a declined card and keeps the plan", async () => {
    const { user } = renderDemo({
      ...cardRoutes("requires_payment_method"),
      "POST /api/subscription/create-upgrade-payment": () => jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/test-payment": () => jsonResponse(200, PRO_PAYMENT),
    });
    await screen.findByRole("heading", { level: 1, name: "Subscription Plans" });
    const dialog = await upgradeTo(user, "Pro");
    await payWithCard(user, "Pay $199");

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(dialog.getByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(badge()).toHaveTextContent("Current plan: Growth");
  });

  it("shows why the payment cannot start", async () => {
    const { user } = renderDemo(
      {
        "POST /api/subscription/create-upgrade-payment": () =>
          jsonResponse(403, { message: "Only owners can change the subscription", error: "FORBIDDEN" }),
      },
      "growth",
    );
    const dialog = await upgradeTo(user, "Enterprise");

    expect(await dialog.findByRole("alert")).toHaveTextContent("Only owners can change the subscription");
    expect(dialog.queryByLabelText("Card number")).not.toBeInTheDocument();
  });
});
