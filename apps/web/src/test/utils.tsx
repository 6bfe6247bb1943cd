import { DEFAULT_NOTIFICATION_PREFERENCES, NEXT_CURSOR_HEADER, type SessionUser } from "@stockroom/shared";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { App } from "@/App";
import { createQueryClient } from "@/lib/queryClient";

type Handler = (init?: RequestInit) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/** One page of a paged list: the array, with X-Next-Cursor when another page follows. */
export function pageResponse(items: unknown[], nextCursor?: string): Response {
  return jsonResponse(200, items, nextCursor === undefined ? {} : { [NEXT_CURSOR_HEADER]: nextCursor });
}

/** A fetch that never answers: the request stays pending for the whole test. */
export const pending: Handler = () => new Promise<Response>(() => {});

export const signedOut: Handler = () => jsonResponse(401, { message: "Unauthorized" });

/** The path or URL fetch was called with: the app passes strings, a URL or Request is read the same way. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/** The JSON body of a fetch call (the app sends every body as JSON text). */
export function sentJson<T = unknown>(init: RequestInit | undefined): T {
  if (typeof init?.body !== "string") throw new Error("The request has no JSON body");
  return JSON.parse(init.body) as T;
}

/** Replaces global fetch with one that answers per "METHOD /path"; an unexpected call fails the test. */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${requestUrl(input)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

type PublicUser = Omit<SessionUser, "planTier">;

/** An account as the API shows it (without the session's plan tier): Olivia, an owner on an active growth plan. */
export function makePublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: "u1",
    email: "olivia@example.com",
    firstName: "Olivia",
    lastName: "Owner",
    profileImageUrl: null,
    role: "owner",
    createdBy: null,
    subscriptionTier: "growth",
    subscriptionStatus: "active",
    billingPeriod: "monthly",
    currentPeriodStart: null,
    currentPeriodEnd: null,
    totalAmountPaid: 0,
    currentMaxPaid: 0,
    totalLengthPaid: 0,
    longestPaidPeriod: null,
    lastPaymentDate: null,
    lastPaymentAmount: null,
    trialEndsAt: null,
    scheduledUpdateTier: null,
    scheduledUpdateDate: null,
    scheduledBillingPeriod: null,
    scheduledUpdateProperties: null,
    paidThroughDate: null,
    featureDowngradeDate: null,
    creditExtensionDays: 0,
    additionalProperties: 0,
    companyName: null,
    notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { ...makePublicUser(), planTier: "growth", ...overrides };
}

export function renderWithProviders(ui: ReactNode, { path = "/", queryClient = createQueryClient() } = {}) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Renders the whole app at `path`; pass a queryClient seeded with a user to start signed in. */
export function renderApp(path: string, options: { queryClient?: QueryClient } = {}) {
  return renderWithProviders(<App />, { path, ...options });
}
