import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEMO_CONVERSION_MESSAGES, DEMO_DATA_TEXTS, TEST_CARDS, TIMINGS } from "@stockroom/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_MODE_KEY, DEMO_USER_KEY } from "@/lib/demoModeKeys";
import { fullPageLoad } from "@/lib/navigation";
import { bodiesSent, cardRoutes, payWithCard } from "@/test/cardPayment";
import { signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp } from "@/test/utils";
import { enterDemoMode } from "@/features/demo";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.mocked(fullPageLoad).mockClear();
});

const demo = makeUser({ role: "demo", subscriptionTier: "demo", planTier: "demo", email: "dana@example.com" });
const intent = { clientSecret: "pi_1_secret_abc", paymentIntentId: "pi_1", amount: 4900 };

function open(path: string, routes: Parameters<typeof mockFetch>[0] = {}, user = demo) {
  const fetchMock = mockFetch({
    "POST /api/demo/conversion": () => jsonResponse(200, intent),
    ...cardRoutes(),
    ...routes,
  });
  renderApp(path, { queryClient: signedInClient(user) });
  return fetchMock;
}

describe("BecomeCustomerPage", () => {
  it("offers every paid plan, starting with the one chosen, and says what happens to the demo data", async () => {
    open("/become-customer?plan=pro");

    expect(await screen.findByRole("heading", { level: 1, name: "Become a Customer" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Pro ($199/month)" })).toBeChecked();
    expect(screen.getAllByRole("radio", { name: /\/month\)$/ })).toHaveLength(6);
    const keep = screen.getByRole("radio", { name: DEMO_DATA_TEXTS.keep.label });
    expect(keep).toBeChecked();
    expect(keep).toHaveAccessibleDescription(DEMO_DATA_TEXTS.keep.description);
    expect(screen.getByRole("radio", { name: DEMO_DATA_TEXTS.fresh.label })).toHaveAccessibleDescription(
      DEMO_DATA_TEXTS.fresh.description,
    );
    expect(screen.getByText(/You keep signing in as dana@example.com/)).toBeInTheDocument();
    expect(document.title).toBe("Become a Customer | Stockroom");
  });

  it("pays for the chosen plan, leaves demo mode and opens the dashboard", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    enterDemoMode({ firstName: "Dana", lastName: "Demo", email: "dana@example.com" });
    const fetchMock = open("/become-customer", {
      "POST /api/demo/conversion/confirm": () =>
        jsonResponse(200, {
          success: true,
          message: DEMO_CONVERSION_MESSAGES.converted("basic"),
          subscriptionTier: "basic",
        }),
    });
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    expect(await screen.findByRole("radio", { name: "Growth ($99/month)" })).toBeChecked();
    await ui.click(screen.getByRole("radio", { name: "Basic ($49/month)" }));
    await ui.click(screen.getByRole("radio", { name: DEMO_DATA_TEXTS.fresh.label }));
    await ui.click(screen.getByRole("button", { name: "Continue to Payment" }));

    expect(await screen.findByRole("heading", { name: "Pay for Basic" })).toBeInTheDocument();
    expect(screen.getByText(DEMO_DATA_TEXTS.fresh.description)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/demo/conversion")).toEqual([{ tier: "basic", data: "fresh" }]);
    await payWithCard(ui, "Pay $49", TEST_CARDS.success);

    expect(await screen.findByRole("status")).toHaveTextContent(DEMO_CONVERSION_MESSAGES.converted("basic"));
    expect(bodiesSent(fetchMock, "/api/demo/conversion/confirm")).toEqual([{ paymentIntentId: "pi_1" }]);
    expect(localStorage.getItem(DEMO_MODE_KEY)).toBeNull();
    expect(localStorage.getItem(DEMO_USER_KEY)).toBeNull();
    expect(fullPageLoad).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(TIMINGS.paymentSuccessCloseMs);
    });
    expect(fullPageLoad).toHaveBeenCalledWith("/");
  });

  it("keeps a declined card's account in demo mode and lets it choose again", async () => {
    enterDemoMode({ firstName: "Dana", lastName: "Demo", email: "dana@example.com" });
    const fetchMock = open("/become-customer?plan=growth", cardRoutes("requires_payment_method"));
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole("button", { name: "Continue to Payment" }));
    await payWithCard(ui, "Pay $49", TEST_CARDS.declined);

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/demo/conversion/confirm")).toEqual([]);
    expect(localStorage.getItem(DEMO_MODE_KEY)).toBe("true");
    await ui.click(screen.getByRole("button", { name: "Change Plan or Data Choice" }));
    expect(screen.getByRole("radio", { name: "Growth ($99/month)" })).toBeChecked();
  });

  it("finds the plan and data choice again after going back from the card", async () => {
    open("/become-customer");
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole("radio", { name: "Basic ($49/month)" }));
    await ui.click(screen.getByRole("radio", { name: DEMO_DATA_TEXTS.fresh.label }));
    await ui.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByRole("heading", { name: "Pay for Basic" })).toBeInTheDocument();
    await ui.click(screen.getByRole("button", { name: "Change Plan or Data Choice" }));

    expect(screen.getByRole("radio", { name: "Basic ($49/month)" })).toBeChecked();
    expect(screen.getByRole("radio", { name: DEMO_DATA_TEXTS.fresh.label })).toBeChecked();
    expect(screen.getByText(/^Basic: \$49 today/)).toBeInTheDocument();
  });

  it("sends accounts that are not demo accounts to their subscription settings", async () => {
    const owner = makeUser({ role: "owner" });
    open(
      "/become-customer",
      {
        "GET /api/subscription/info": () => new Promise<Response>(() => {}),
        "GET /api/subscription/next-payment": () => new Promise<Response>(() => {}),
        "GET /api/payment/methods": () => new Promise<Response>(() => {}),
        "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
      },
      owner,
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Subscription Settings" })).toBeInTheDocument();
  });
});
