import { screen, within } from "@testing-library/react";
import { TIMINGS } from "@stockroom/shared";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { App } from "@/App";
import { bodiesSent } from "@/test/cardPayment";
import { skipDelay, useFakeClock } from "@/test/clock";
import { jsonResponse, makeUser, mockFetch, pending, renderApp, renderWithProviders, signedOut } from "@/test/utils";
import { DASHBOARD_ROUTES, type Routes } from "../testData";

const SUCCESS =
  "/checkout/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_a&redirect_status=succeeded" +
  "&register=true&plan=pro&yearly=false&email=ana%2Bhotel%40example.com";

function renderSuccess(path: string, routes: Routes = {}) {
  const fetchMock = mockFetch({ "GET /api/auth/user": signedOut, ...routes });
  renderApp(path);
  return fetchMock;
}

const registered = (autoLogin: boolean, message: string) => () =>
  jsonResponse(200, { success: true, message, autoLogin });

describe("CheckoutSuccessPage", () => {
  it("completes the registration, signs in and opens the dashboard after the delay", async () => {
    useFakeClock();
    let signedIn = false;
    const fetchMock = renderSuccess(SUCCESS, {
      ...DASHBOARD_ROUTES,
      "GET /api/auth/user": () => (signedIn ? jsonResponse(200, makeUser()) : signedOut()),
      "POST /api/complete-registration": () => {
        signedIn = true;
        return registered(true, "Welcome to Stockroom! Your account is ready.")();
      },
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeInTheDocument();
    expect(screen.getByText("Welcome to Stockroom! Your account is ready.")).toBeInTheDocument();
    const toasts = within(await screen.findByRole("region", { name: /Notifications/ }));
    expect((await toasts.findAllByText("Your payment has been processed successfully.")).length).toBeGreaterThan(0);
    expect(bodiesSent(fetchMock, "/api/complete-registration")).toEqual([
      { paymentIntent: "pi_1", planId: "pro", isYearly: false, email: "ana+hotel@example.com" },
    ]);
    await skipDelay(TIMINGS.paymentSuccessCloseMs);
    // The dashboard page loads on demand after the redirect, which a busy machine can take seconds for.
    await vi.waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it("asks another browser to log in", async () => {
    renderSuccess(SUCCESS, {
      "POST /api/complete-registration": registered(false, "Your account is ready. Please log in to continue."),
    });

    expect(await screen.findByText("Your account is ready. Please log in to continue.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  });

  it("shows the registration error with ways out", async () => {
    renderSuccess(SUCCESS, {
      "POST /api/complete-registration": () =>
        jsonResponse(402, { message: "Your payment has not completed", error: "PAYMENT_REQUIRED" }),
    });

    expect(await screen.findByRole("heading", { name: "Registration Error" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Your payment has not completed");
    expect(screen.getByRole("link", { name: "Back to Pricing" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("link", { name: "Try Login" })).toHaveAttribute("href", "/login");
  });

  it("refuses an incomplete link without calling the server", async () => {
    const fetchMock = renderSuccess("/checkout/success?redirect_status=succeeded&register=true&plan=pro");

    expect(await screen.findByRole("heading", { name: "Registration Error" })).toBeInTheDocument();
    expect(screen.getByText("This checkout link is incomplete.")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/complete-registration")).toEqual([]);
  });

  it("completes the registration once under StrictMode", async () => {
    const fetchMock = mockFetch({ "GET /api/auth/user": signedOut, "POST /api/complete-registration": pending });
    renderWithProviders(
      <StrictMode>
        <App />
      </StrictMode>,
      { path: SUCCESS },
    );

    expect(await screen.findByRole("heading", { name: "Completing Your Registration" })).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/complete-registration")).toHaveLength(1);
  });

  it("treats a payment in another state as an existing account and goes to log in", async () => {
    useFakeClock();
    const fetchMock = renderSuccess(SUCCESS.replace("redirect_status=succeeded", "redirect_status=processing"));

    expect(await screen.findByText(/your account may already exist/)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/complete-registration")).toEqual([]);
    await skipDelay(TIMINGS.existingAccountRedirectMs);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });

  it("confirms a succeeded payment without registration details", async () => {
    const fetchMock = renderSuccess("/checkout/success?payment_intent=pi_1&redirect_status=succeeded");

    expect(await screen.findByRole("heading", { name: "Payment Successful" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
    expect(bodiesSent(fetchMock, "/api/complete-registration")).toEqual([]);
  });

  it("claims no success for a link without a payment (issue 36)", async () => {
    const fetchMock = renderSuccess("/checkout/success");

    expect(await screen.findByRole("heading", { name: "No Payment Found" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Payment Successful" })).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/complete-registration")).toEqual([]);
  });
});
