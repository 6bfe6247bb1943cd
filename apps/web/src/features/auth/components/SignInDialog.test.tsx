import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TIMINGS } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "@/lib/navigation";
import { skipDelay, useFakeClock } from "@/test/clock";
import { jsonResponse, mockFetch, pending, renderApp, signedOut } from "@/test/utils";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

async function openDialog() {
  const user = userEvent.setup();
  renderApp("/");
  await user.click(await screen.findByRole("button", { name: "Sign In" }));
  const dialog = await screen.findByRole("dialog", { name: "Sign In" });
  return { user, dialog: within(dialog) };
}

async function signIn(email = "olivia@example.com", password = "secret-password") {
  const opened = await openDialog();
  await opened.user.type(opened.dialog.getByLabelText("Email"), email);
  await opened.user.type(opened.dialog.getByLabelText("Password"), password);
  await opened.user.click(opened.dialog.getByRole("button", { name: "Sign In" }));
  return opened;
}

describe("SignInDialog", () => {
  it("shows 'Signing in...' while the sign-in is pending", async () => {
    mockFetch({ "GET /api/auth/user": signedOut, "POST /api/auth/login": pending });

    const { dialog } = await signIn();

    expect(await dialog.findByRole("button", { name: "Signing in..." })).toBeDisabled();
  });

  it("validates the fields before calling the server", async () => {
    const fetchMock = mockFetch({ "GET /api/auth/user": signedOut });

    const { dialog } = await signIn("not-an-email", "x");

    expect(await dialog.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(dialog.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when sign-in fails", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/login": () => jsonResponse(401, { success: false, message: "Invalid email or password" }),
    });

    const { dialog } = await signIn();

    expect(await dialog.findByRole("alert")).toHaveTextContent(/^Invalid email or password$/);
    expect(dialog.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("welcomes the user and loads / after the redirect delay", async () => {
    useFakeClock();
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/login": () => jsonResponse(200, { success: true, message: "Login successful" }),
    });

    await signIn();

    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(screen.getAllByText("Welcome back! Redirecting to your dashboard...").length).toBeGreaterThan(0);
    expect(fullPageLoad).not.toHaveBeenCalled();
    await skipDelay(TIMINGS.loginRedirectMs);
    expect(fullPageLoad).toHaveBeenCalledWith("/");
  });

  it("links to the subscription plans", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });

    const { dialog } = await openDialog();

    expect(dialog.getByRole("link", { name: "View Subscription Plans" })).toHaveAttribute("href", "/pricing");
  });
});

describe("forgot password", () => {
  async function requestReset() {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole("button", { name: "Forgot your password?" }));
    const forgot = within(await screen.findByRole("dialog", { name: "Reset Your Password" }));
    await user.type(forgot.getByLabelText("Email"), "olivia@example.com");
    await user.click(forgot.getByRole("button", { name: "Send Reset Link" }));
    return { user, forgot };
  }

  it("shows 'Sending...' while the request is pending", async () => {
    mockFetch({ "GET /api/auth/user": signedOut, "POST /api/auth/forgot-password": pending });

    const { forgot } = await requestReset();

    expect(await forgot.findByRole("button", { name: "Sending..." })).toBeDisabled();
  });

  it("confirms the link was sent and can go back to sign in", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/forgot-password": () => jsonResponse(200, { success: true }),
    });

    const { user } = await requestReset();

    const sent = within(await screen.findByRole("dialog", { name: "Check Your Email" }));
    expect(screen.getByText("Reset Link Sent")).toBeInTheDocument();
    expect(sent.getByRole("button", { name: "Send Another Link" })).toBeInTheDocument();
    await user.click(sent.getByRole("button", { name: "Back to Sign In" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
  });

  it("reports a failed request with a destructive toast", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/forgot-password": () => jsonResponse(404, { message: "Not found" }),
    });

    await requestReset();

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getAllByText("Failed to send password reset email. Please try again.").length).toBeGreaterThan(0);
    expect(screen.getByRole("dialog", { name: "Reset Your Password" })).toBeInTheDocument();
  });
});
