import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TIMINGS } from "@stockroom/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_MODE_KEY, DEMO_USER_KEY } from "@/lib/demoModeKeys";
import { fullPageLoad } from "@/lib/navigation";
import { skipDelay, useFakeClock } from "@/test/clock";
import { jsonResponse, mockFetch, pending, renderApp, sentJson, signedOut } from "@/test/utils";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

afterEach(() => localStorage.clear());

async function fillForm({ password = "Welcome123" } = {}) {
  const user = userEvent.setup();
  renderApp("/demo");
  await screen.findByRole("heading", { level: 1, name: "Start Your Free Demo" });
  await user.type(screen.getByLabelText("First name"), "Dana");
  await user.type(screen.getByLabelText("Last name"), "Demo");
  await user.type(screen.getByLabelText("Email"), "dana@example.com");
  await user.type(screen.getByLabelText("Password", { selector: "input" }), password);
  await user.type(screen.getByLabelText("What do you use to track supplies now?"), "Spreadsheets");
  await user.click(screen.getByRole("combobox", { name: "Number of properties" }));
  await user.click(await screen.findByRole("option", { name: "2-5 properties" }));
  return user;
}

const submit = () => screen.getByRole("button", { name: "Create Free Demo Account" });

describe("DemoSignupPage", () => {
  it("shows the spec's validation messages without calling the server", async () => {
    const fetchMock = mockFetch({ "GET /api/auth/user": signedOut });
    const user = userEvent.setup();
    renderApp("/demo");
    await screen.findByRole("heading", { level: 1, name: "Start Your Free Demo" });
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(submit());

    for (const message of [
      "First name is required",
      "Last name is required",
      "Valid email is required",
      "Password must be at least 8 characters long",
      "Please tell us what you're using now",
      "Please select number of properties",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("names the password rule that is not met, which the live checklist shows too", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    const user = await fillForm({ password: "alllowercase" });
    await user.click(submit());

    expect(await screen.findByText("Password must contain an uppercase letter")).toBeInTheDocument();
    const rules = within(screen.getByRole("list", { name: "Password requirements" }));
    expect(rules.getByText("One uppercase letter").closest("li")).toHaveTextContent("(not met)");
    expect(rules.getByText("One lowercase letter").closest("li")).toHaveTextContent("(met)");
    const describedBy = screen.getByLabelText("Password", { selector: "input" }).getAttribute("aria-describedby");
    expect(describedBy).toContain(screen.getByRole("list", { name: "Password requirements" }).parentElement!.id);
  });

  it("creates the account, enters demo mode and loads / after the delay", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/demo/signup": () => jsonResponse(201, { success: true, message: "ok", autoLogin: true }),
    });
    const user = await fillForm();
    useFakeClock();
    await user.click(submit());

    expect(await screen.findByText("Welcome to Stockroom!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/demo/signup")!;
    expect(sentJson(init)).toEqual({
      firstName: "Dana",
      lastName: "Demo",
      email: "dana@example.com",
      password: "Welcome123",
      currentTools: "Spreadsheets",
      propertyCount: "2-5",
    });
    expect(localStorage.getItem(DEMO_MODE_KEY)).toBe("true");
    expect(JSON.parse(localStorage.getItem(DEMO_USER_KEY)!)).toMatchObject({ email: "dana@example.com" });
    expect(fullPageLoad).not.toHaveBeenCalled();
    await skipDelay(TIMINGS.demoSignupRedirectMs);
    expect(fullPageLoad).toHaveBeenCalledWith("/");
  });

  it("signs in separately when the server did not", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/demo/signup": () => jsonResponse(201, { success: true, message: "ok" }),
      "POST /api/auth/login": () => jsonResponse(200, { success: true, message: "ok" }),
    });
    const user = await fillForm();
    useFakeClock();
    await user.click(submit());

    expect(await screen.findByText("Welcome to Stockroom!")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/auth/login")).toBe(true);
  });

  it("tells the visitor to open the emailed link when the sign-in after sign-up is refused (issue 34)", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/demo/signup": () =>
        jsonResponse(201, {
          success: true,
          message: "Check your email: open the link we sent to start your demo.",
          autoLogin: false,
        }),
      "POST /api/auth/login": () => jsonResponse(401, { success: false, message: "Invalid email or password" }),
    });
    const user = await fillForm();
    await user.click(submit());

    expect(await screen.findByRole("heading", { level: 1, name: "Check Your Email" })).toBeInTheDocument();
    expect(screen.getByText("dana@example.com")).toBeInTheDocument();
    expect(screen.queryByText("Unable to Create Account")).toBeNull();
    expect(localStorage.getItem(DEMO_MODE_KEY)).toBeNull();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it("shows 'Creating Account...' while pending", async () => {
    mockFetch({ "GET /api/auth/user": signedOut, "POST /api/demo/signup": pending });
    const user = await fillForm();
    await user.click(submit());

    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
  });

  it("shows the server's message when the email is taken", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/demo/signup": () => jsonResponse(409, { message: "An account with this email already exists" }),
    });
    const user = await fillForm();
    await user.click(submit());

    expect(await screen.findByText("Unable to Create Account")).toBeInTheDocument();
    expect(screen.getAllByText("An account with this email already exists").length).toBeGreaterThan(0);
    expect(localStorage.getItem(DEMO_MODE_KEY)).toBeNull();
  });

  it("falls back to the generic message when the server fails", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/demo/signup": () => jsonResponse(500, { message: "Internal Server Error" }),
    });
    const user = await fillForm();
    await user.click(submit());

    expect((await screen.findAllByText("Failed to create demo account. Please try again.")).length).toBeGreaterThan(0);
  });
});
