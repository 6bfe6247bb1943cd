import { screen } from "@testing-library/react";
import { TIMINGS } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "@/lib/navigation";
import { skipDelay, useFakeClock } from "@/test/clock";
import { jsonResponse, makeUser, mockFetch, renderApp, sentJson, signedOut } from "@/test/utils";
import { isDemoMode } from "../demoMode";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

describe("DemoConfirmPage", () => {
  it("starts the demo from the emailed link once, in demo mode, then opens the dashboard after the delay", async () => {
    localStorage.clear();
    let confirmed = false;
    const demo = makeUser({ role: "demo", firstName: "Dana", lastName: "Demo", email: "dana@example.com" });
    const fetchMock = mockFetch({
      "GET /api/auth/user": (...args) => (confirmed ? jsonResponse(200, demo) : signedOut(...args)),
      "POST /api/demo/confirm": () => {
        confirmed = true;
        return jsonResponse(201, { success: true, message: "Demo account created", autoLogin: true });
      },
    });
    renderApp("/demo/confirm?token=abc123");
    useFakeClock();

    expect(await screen.findByText("Welcome to Stockroom!")).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([url]) => url === "/api/demo/confirm");
    expect(calls).toHaveLength(1);
    expect(sentJson(calls[0][1])).toEqual({ token: "abc123" });
    // Opened on another device than the sign-up's, the link still turns demo mode on with the account's name.
    expect(isDemoMode(demo)).toBe(true);
    expect(JSON.parse(localStorage.getItem("demoUser")!)).toEqual({
      firstName: "Dana",
      lastName: "Demo",
      email: "dana@example.com",
    });
    await skipDelay(TIMINGS.demoSignupRedirectMs);
    expect(fullPageLoad).toHaveBeenCalledWith("/");
  });

  it("says why a used or expired link starts nothing, with the way back", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/demo/confirm": () =>
        jsonResponse(400, { message: "This demo link is invalid or has expired. Please sign up again." }),
    });
    renderApp("/demo/confirm?token=used");

    expect(await screen.findByRole("alert")).toHaveTextContent("This demo link is invalid or has expired.");
    expect(screen.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/demo");
  });
});
