import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TIMINGS } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "@/lib/navigation";
import { skipDelay, useFakeClock } from "@/test/clock";
import { jsonResponse, mockFetch, pending, renderApp, sentJson, signedOut } from "@/test/utils";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

async function openForm() {
  const user = userEvent.setup();
  renderApp("/reset-password?token=tok123");
  await screen.findByRole("heading", { level: 1, name: "Reset Password" });
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
    mockFetch({ "GET /api/auth/user": signedOut });
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
    mockFetch({ "GET /api/auth/user": signedOut });
    const { type } = await openForm();
    await type("NewPassw0rd!", "NewPassw0rd?");

    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(submit()).toBeDisabled();
  });

  it("accepts a password that meets every listed rule, with no hidden special-character rule", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    const { type } = await openForm();
    await type("Newpass123");

    expect(screen.queryByText("(not met)")).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("links the checklist to the new password input", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    await openForm();

    const list = screen.getByRole("list", { name: "Password requirements" });
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-describedby", list.id);
  });

  it("resets the password, confirms and goes home after the delay", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/reset-password": () => jsonResponse(200, { success: true, message: "ok" }),
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
    mockFetch({ "GET /api/auth/user": signedOut, "POST /api/auth/reset-password": pending });
    const { user, type } = await openForm();
    await type("NewPassw0rd!");
    await user.click(submit());

    expect(await screen.findByRole("button", { name: "Resetting..." })).toBeDisabled();
  });

  it("shows the server's reason inline and in a toast", async () => {
    const reason = "This reset link is invalid or has expired. Please request a new one.";
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/reset-password": () => jsonResponse(400, { message: reason }),
    });
    const { user, type } = await openForm();
    await type("NewPassw0rd!");
    await user.click(submit());

    expect(await screen.findByText("Reset Failed")).toBeInTheDocument();
    expect(screen.getAllByText(reason).length).toBe(2);
  });
});
