import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ACCOUNT_MESSAGES, TIMINGS, type ResetLinkStatus } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "@/lib/navigation";
import { skipDelay, useFakeClock } from "@/test/clock";
import { jsonResponse, mockFetch, pending, renderApp, sentJson, signedOut } from "@/test/utils";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

const RESET_LINK: ResetLinkStatus = {
  status: "valid",
  purpose: "reset",
  email: "olivia@example.com",
  inviter: null,
  properties: [],
  canRenew: false,
};
const INVITATION: ResetLinkStatus = {
  status: "valid",
  purpose: "invitation",
  email: "nina@example.com",
  inviter: "Olivia Bennett",
  properties: ["The Grand"],
  canRenew: false,
};

/** A signed-out visitor whose link reads as `link`, plus the routes of the test. */
function routes(link: ResetLinkStatus, more: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/user": signedOut,
    "POST /api/auth/reset-link": () => jsonResponse(200, link),
    ...more,
  });
}

async function openForm() {
  const user = userEvent.setup();
  renderApp("/reset-password?token=tok123");
  await screen.findByLabelText("New password");
  const type = async (newPassword: string, confirm = newPassword) => {
    await user.type(screen.getByLabelText("New password"), newPassword);
    if (confirm) await user.type(screen.getByLabelText("Confirm password"), confirm);
  };
  return { user, type };
}

const submit = () => screen.getByRole("button", { name: "Reset Password" });
const rule = (name: string) =>
  within(screen.getByRole("list", { name: "Password requirements" }))
    .getByText(name)
    .closest("li");

describe("ResetPasswordPage", () => {
  it("explains an invalid link when there is no token", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/reset-password");

    expect(await screen.findByText("Invalid reset link. Please request a new password reset.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("ticks the checklist in words as the password grows", async () => {
    routes(RESET_LINK);
    const { type } = await openForm();

    expect(rule("At least 8 characters")).toHaveTextContent("(not met)");
    await type("abcdefgh", "");
    expect(rule("At least 8 characters")).toHaveTextContent("(met)");
    expect(rule("One lowercase letter")).toHaveTextContent("(met)");
    expect(rule("One uppercase letter")).toHaveTextContent("(not met)");
    expect(rule("One number")).toHaveTextContent("(not met)");
    expect(submit()).toBeDisabled();
  });

  it("hints at a mismatch and keeps the button disabled", async () => {
    routes(RESET_LINK);
    const { type } = await openForm();
    await type("NewPassw0rd!", "NewPassw0rd?");

    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(submit()).toBeDisabled();
  });

  it("accepts a password that meets every listed rule, with no hidden special-character rule", async () => {
    routes(RESET_LINK);
    const { type } = await openForm();
    await type("Newpass123");

    expect(screen.queryByText("(not met)")).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("links the checklist to the new password input", async () => {
    routes(RESET_LINK);
    await openForm();

    const list = screen.getByRole("list", { name: "Password requirements" });
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-describedby", list.id);
  });

  it("resets the password, confirms and goes home after the delay", async () => {
    const fetchMock = routes(RESET_LINK, {
      "POST /api/auth/reset-password": () =>
        jsonResponse(200, { success: true, message: "ok", signedIn: false, propertyId: null }),
    });
    const { user, type } = await openForm();
    await type("NewPassw0rd!");
    useFakeClock();
    await user.click(submit());

    expect(await screen.findByText("Password Reset Successful")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/auth/reset-password")!;
    expect(sentJson(init)).toEqual({ token: "tok123", newPassword: "NewPassw0rd!" });
    expect(fullPageLoad).not.toHaveBeenCalled();
    await skipDelay(TIMINGS.resetRedirectMs);
    expect(fullPageLoad).toHaveBeenCalledWith("/");
  });

  it("shows 'Resetting...' while pending", async () => {
    routes(RESET_LINK, { "POST /api/auth/reset-password": pending });
    const { user, type } = await openForm();
    await type("NewPassw0rd!");
    await user.click(submit());

    expect(await screen.findByRole("button", { name: "Resetting..." })).toBeDisabled();
  });

  it("shows the server's reason inline and in a toast", async () => {
    const reason = "This reset link is invalid or has expired. Please request a new one.";
    routes(RESET_LINK, { "POST /api/auth/reset-password": () => jsonResponse(400, { message: reason }) });
    const { user, type } = await openForm();
    await type("NewPassw0rd!");
    await user.click(submit());

    expect(await screen.findByText("Reset Failed")).toBeInTheDocument();
    expect(screen.getAllByText(reason).length).toBe(2);
  });

  it("names the address a reset link's password is for", async () => {
    routes(RESET_LINK);
    await openForm();
    expect(screen.getByText("Choose a new password for olivia@example.com.")).toBeInTheDocument();
  });

  it("says a link it does not know is invalid before anything is typed", async () => {
    routes({ ...RESET_LINK, status: "unknown", purpose: null, email: null });
    renderApp("/reset-password?token=tok123");

    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("falls back to the form when the link cannot be read, whose answer then decides", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/reset-link": () => jsonResponse(429, { message: "Too many" }),
    });
    await openForm();
    expect(submit()).toBeDisabled();
  });
});

describe("ResetPasswordPage with an invitation (issue 36)", () => {
  it("says who invited whom to which property, then signs in and opens the property", async () => {
    const fetchMock = routes(INVITATION, {
      "POST /api/auth/reset-password": () =>
        jsonResponse(200, { success: true, message: "ok", signedIn: true, propertyId: 7 }),
    });
    const { user, type } = await openForm();
    expect(screen.getByRole("heading", { level: 1, name: "Set Your Password" })).toBeInTheDocument();
    expect(
      screen.getByText(/Olivia Bennett invited you to manage The Grand on Stockroom\. You will sign in as/),
    ).toHaveTextContent("You will sign in as nina@example.com.");
    const [, read] = fetchMock.mock.calls.find(([url]) => url === "/api/auth/reset-link")!;
    expect(sentJson(read)).toEqual({ token: "tok123" });

    await type("NinaSets-0wn1");
    useFakeClock();
    await user.click(screen.getByRole("button", { name: "Set Password" }));

    expect(await screen.findByRole("heading", { name: "You're All Set" })).toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
    await skipDelay(TIMINGS.loginRedirectMs);
    expect(fullPageLoad).toHaveBeenCalledWith("/inventory?propertyId=7");
  });

  it("an expired invitation says so with its address, and sends a new link when asked", async () => {
    const fetchMock = routes(
      { ...INVITATION, status: "expired", canRenew: true },
      {
        "POST /api/auth/reset-link/renew": () =>
          jsonResponse(200, { success: true, message: ACCOUNT_MESSAGES.newLinkSent, email: "nina@example.com" }),
      },
    );
    const user = userEvent.setup();
    renderApp("/reset-password?token=tok123");

    expect(await screen.findByRole("heading", { level: 1, name: "This invitation has expired" })).toBeInTheDocument();
    expect(screen.getByText("nina@example.com")).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send a New Link" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      `${ACCOUNT_MESSAGES.newLinkSent} Sent to nina@example.com.`,
    );
    const [, renew] = fetchMock.mock.calls.find(([url]) => url === "/api/auth/reset-link/renew")!;
    expect(sentJson(renew)).toEqual({ token: "tok123" });
  });

  it("a refused new link shows the server's reason and claims nothing", async () => {
    routes(
      { ...INVITATION, status: "used", canRenew: true },
      { "POST /api/auth/reset-link/renew": () => jsonResponse(429, { message: ACCOUNT_MESSAGES.tooManyNewLinks }) },
    );
    const user = userEvent.setup();
    renderApp("/reset-password?token=tok123");

    expect(await screen.findByRole("heading", { name: "This invitation has already been used" })).toBeInTheDocument();
    expect(screen.getByText(/Its password has been set\./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send a New Link" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.tooManyNewLinks);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("a demo account's expired invitation sends the manager to whoever invited them", async () => {
    routes({ ...INVITATION, status: "expired", canRenew: false });
    renderApp("/reset-password?token=tok123");

    expect(await screen.findByText(ACCOUNT_MESSAGES.newLinkFromInviter)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send a New Link" })).not.toBeInTheDocument();
  });
});
