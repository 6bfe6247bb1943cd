import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "@/lib/navigation";
import { jsonResponse, mockFetch, renderApp, sentJson, signedOut } from "@/test/utils";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole("heading", { level: 1, name: "Sign In" });
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return user;
}

describe("LoginPage", () => {
  it("asks for both fields without calling the server", async () => {
    const fetchMock = mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/login");

    await fillAndSubmit("", "");

    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter both email and password");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the credentials are refused", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/login": () => jsonResponse(401, { success: false, message: "Invalid email or password" }),
    });
    renderApp("/login");

    await fillAndSubmit("olivia@example.com", "wrong-password");

    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/^Invalid email or password$/);
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it("treats an OK answer without success as a failed login", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/login": () => jsonResponse(200, { success: false, message: "" }),
    });
    renderApp("/login");

    await fillAndSubmit("olivia@example.com", "secret-password");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it("shows the rate-limit message as a failed login", async () => {
    const message = "Too many sign-in attempts. Please wait a minute and try again.";
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/login": () => jsonResponse(429, { message, error: "RATE_LIMITED" }),
    });
    renderApp("/login");

    await fillAndSubmit("olivia@example.com", "secret-password");

    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
  });

  it("reports an unreachable server as a login error", async () => {
    mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/login": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    renderApp("/login");

    await fillAndSubmit("olivia@example.com", "secret-password");

    expect(await screen.findByText("Login Error")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Unable to connect to the server. Please check your internet connection and try again.",
    );
  });

  it("sends the credentials and loads / in full on success", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/login": () => jsonResponse(200, { success: true, message: "Login successful" }),
    });
    renderApp("/login");

    await fillAndSubmit("olivia@example.com", "secret-password");

    await vi.waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(sentJson(init)).toEqual({ email: "olivia@example.com", password: "secret-password" });
  });

  it("toggles the password between hidden and shown", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/login");
    const user = userEvent.setup();
    const password = await screen.findByLabelText("Password");

    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeInTheDocument();
  });

  it("links to the plans", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/login");

    expect(await screen.findByRole("link", { name: "Subscribe now" })).toHaveAttribute("href", "/pricing");
  });
});
