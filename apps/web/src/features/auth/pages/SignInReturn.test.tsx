import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "@/lib/navigation";
import { markSessionEnded } from "@/lib/signInReturn";
import { returnPath } from "../returnPath";
import { jsonResponse, mockFetch, renderApp, sentJson, signedOut } from "@/test/utils";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

// Issue 37 points 1 and 3 (decision 196): app links opened signed out survive sign-in; /login offers a reset link.

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), "olivia@example.com");
  await user.type(screen.getByLabelText("Password"), "secret-password");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

const signInRoutes = () =>
  mockFetch({
    "GET /api/auth/user": signedOut,
    "POST /api/auth/login": () => jsonResponse(200, { success: true, message: "Login successful" }),
  });

afterEach(() => sessionStorage.clear());

describe("an app link opened signed out", () => {
  it("goes to sign-in and, after it, to the whole link: a scanned label's path, query and hash", async () => {
    signInRoutes();
    renderApp("/inventory?code=SR00000001#inventory-item-1");

    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByText(/^Please sign in to open the page you followed\./)).toHaveAttribute("role", "status");
    await signIn();
    await vi.waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/inventory?code=SR00000001#inventory-item-1"));
  });

  it("keeps the 404 for a path that is no page", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: /404/ })).toBeInTheDocument();
  });

  it("says so when the session ended in this tab", async () => {
    signInRoutes();
    markSessionEnded();
    renderApp("/requests?openRequest=7");
    expect(
      await screen.findByText(/^Your session has ended\. Sign in again to go back to where you were\./),
    ).toHaveAttribute("role", "status");
  });
});

describe("returnPath", () => {
  it("goes on only to a path of this site other than the sign-in page", () => {
    expect(returnPath("/receive-items")).toBe("/receive-items");
    expect(returnPath("/requests?openRequest=1")).toBe("/requests?openRequest=1");
    for (const unsafe of [
      null,
      "",
      "https://evil.test/",
      "//evil.test/x",
      "/\\evil.test",
      "javascript:alert(1)",
      "/login?next=/x",
    ]) {
      expect(returnPath(unsafe), String(unsafe)).toBe("/");
    }
  });
});

describe("/login", () => {
  it("signs in to the dashboard without a link to return to", async () => {
    signInRoutes();
    renderApp("/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByText(/sign in to open|session has ended/i)).toBeNull();
    await signIn();
    await vi.waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
  });

  it("leads to a page that sends a reset link, and back", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/forgot-password": () => jsonResponse(200, { message: "sent" }),
    });
    renderApp("/login");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("link", { name: "Forgot your password?" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Reset Your Password" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "olivia@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Check Your Email" })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === "/api/auth/forgot-password");
    expect(sentJson(sent?.[1])).toEqual({ email: "olivia@example.com" });

    await user.click(screen.getByRole("button", { name: "Back to Sign In" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });
});
