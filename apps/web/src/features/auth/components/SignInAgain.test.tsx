import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { fullPageLoad } from "@/lib/navigation";
import { USER_QUERY_KEY } from "@/lib/queryKeys";
import { clearSessionExpired, markSessionExpired } from "@/lib/sessionExpiry";
import { markSessionEnded, takeSessionEnded } from "@/lib/signInReturn";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, sentJson, signedOut } from "@/test/utils";
import { SignInAgain } from "./SignInAgain";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

const maria = makeUser({ id: "u-maria", email: "maria@example.com", role: "manager" });

async function sessionEnds(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  const queryClient = signedInClient(maria);
  renderWithProviders(
    <>
      <label>
        Reason <input defaultValue="Pool towels for the weekend" />
      </label>
      <SignInAgain />
      <Toaster />
    </>,
    { queryClient },
  );
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  act(() => {
    markSessionEnded();
    markSessionExpired();
  });
  const dialog = within(await screen.findByRole("dialog", { name: "Sign in again" }));
  return { user: userEvent.setup(), dialog, fetchMock, queryClient };
}

afterEach(() => clearSessionExpired());

describe("SignInAgain (issue 37: a session that ended keeps the page)", () => {
  it("signs the same user in again over the page, which keeps what was typed", async () => {
    const { user, dialog, fetchMock } = await sessionEnds({
      "POST /api/auth/login": () => jsonResponse(200, { success: true, message: "Login successful" }),
      "GET /api/auth/user": () => jsonResponse(200, maria),
    });
    expect(dialog.getByLabelText("Email")).toHaveValue("maria@example.com");
    expect(dialog.getByLabelText("Password")).toHaveFocus();

    await user.type(dialog.getByLabelText("Password"), "Stockroom123");
    await user.click(dialog.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Signed in again. You can carry on where you were.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Sign in again" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Reason")).toHaveValue("Pool towels for the weekend");
    const login = fetchMock.mock.calls.find(([url]) => url === "/api/auth/login");
    expect(sentJson(login?.[1])).toEqual({ email: "maria@example.com", password: "Stockroom123" });
    expect(fullPageLoad).not.toHaveBeenCalled();
    // The sign-in page will not say "Your session has ended" after this (decision 196's note is used up).
    expect(takeSessionEnded()).toBe(false);
  });

  it("says why a sign-in failed and keeps asking", async () => {
    const { user, dialog } = await sessionEnds({
      "POST /api/auth/login": () => jsonResponse(401, { message: "Invalid email or password" }),
    });
    await user.type(dialog.getByLabelText("Password"), "wrong");
    await user.click(dialog.getByRole("button", { name: "Sign In" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(screen.getByRole("dialog", { name: "Sign in again" })).toBeInTheDocument();
  });

  it("loads the app afresh when someone else signs in: the page on screen was not theirs", async () => {
    const { user, dialog } = await sessionEnds({
      "POST /api/auth/login": () => jsonResponse(200, { success: true, message: "Login successful" }),
      "GET /api/auth/user": () => jsonResponse(200, makeUser({ id: "u-omar", email: "omar@example.com" })),
    });
    await user.clear(dialog.getByLabelText("Email"));
    await user.type(dialog.getByLabelText("Email"), "omar@example.com");
    await user.type(dialog.getByLabelText("Password"), "Stockroom123");
    await user.click(dialog.getByRole("button", { name: "Sign In" }));

    await vi.waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
  });

  it("goes to the sign-in page when asked, signing the app out", async () => {
    const { user, dialog, queryClient } = await sessionEnds({ "GET /api/auth/user": signedOut });
    await user.click(dialog.getByRole("button", { name: "Go to the sign-in page" }));

    await vi.waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Sign in again" })).not.toBeInTheDocument();
  });
});
