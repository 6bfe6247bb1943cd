import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import type { PaymentStatusDto } from "@stockroom/shared";
import { userQuery } from "@/queries/session";
import { makePaymentStatus } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch } from "@/test/utils";
import { USER_QUERY_KEY, PAYMENT_STATUS_KEY } from "./queryKeys";
import { apiRequest } from "./api";
import { createQueryClient, leaveEndedSession } from "./queryClient";
import { clearSessionExpired, useSessionExpired } from "./sessionExpiry";
import { takeSessionEnded } from "./signInReturn";

const unauthorized = () => jsonResponse(401, { message: "Unauthorized" });
/** A client signed in as `user`, with the user query in use as the app's useAuth keeps it. */
function clientSignedInAs(user: ReturnType<typeof makeUser> | null): QueryClient {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  new QueryObserver(client, userQuery).subscribe(() => undefined);
  return client;
}

/** Reads the session-expired flag as a component would, through its hook. */
function sessionExpiredFlag() {
  const { result, unmount } = renderHook(() => useSessionExpired());
  return { now: () => result.current, stop: unmount };
}

const userCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === "/api/auth/user");

describe("a session that ended on the server", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the page after a query answers 401 and asks to sign in again; leaving signs the app out", async () => {
    const fetchMock = mockFetch({ "GET /api/properties": unauthorized, "GET /api/auth/user": unauthorized });
    const client = clientSignedInAs(makeUser());
    const expired = sessionExpiredFlag();

    await client.fetchQuery({ queryKey: ["/api/properties"] }).catch(() => undefined);

    // The page and its input stay while the app asks to sign in again in place (issue 37).
    expect(expired.now()).toBe(true);
    expect(client.getQueryData(USER_QUERY_KEY)).not.toBeNull();
    expect(userCalls(fetchMock)).toHaveLength(0);
    // The sign-in page says the session ended (decision 196), should the user go there.
    expect(takeSessionEnded()).toBe(true);

    leaveEndedSession(client);
    await waitFor(() => expect(client.getQueryData(USER_QUERY_KEY)).toBeNull());
    expect(expired.now()).toBe(false);
    expired.stop();
  });

  it("asks to sign in again after a change answers 401", async () => {
    mockFetch({ "POST /api/properties": unauthorized, "GET /api/auth/user": unauthorized });
    const client = clientSignedInAs(makeUser());
    const expired = sessionExpiredFlag();

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest("POST", "/api/properties", { name: "Inn" }) })
      .execute(undefined)
      .catch(() => undefined);

    expect(expired.now()).toBe(true);
    clearSessionExpired();
    expired.stop();
  });

  it("asks nothing more while nobody is signed in (a wrong password also answers 401)", async () => {
    const fetchMock = mockFetch({ "POST /api/auth/login": unauthorized, "GET /api/auth/user": unauthorized });
    const client = clientSignedInAs(null);

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest("POST", "/api/auth/login", {}) })
      .execute(undefined)
      .catch(() => undefined);

    expect(userCalls(fetchMock)).toHaveLength(0);
    expect(takeSessionEnded()).toBe(false);
  });
});

describe("a subscription that lapsed during the session", () => {
  it("reads the payment status again when the API's paywall answers 402", async () => {
    const paywall = { message: "Pay", error: "PAYMENT_REQUIRED", paywall: true, reason: "payment_failed" };
    const fetchMock = mockFetch({
      "GET /api/properties": () => jsonResponse(402, paywall),
      "GET /api/payment/status": () => jsonResponse(200, makePaymentStatus({ needsPaywall: true })),
    });
    const client = clientSignedInAs(makeUser());
    client.setQueryData(PAYMENT_STATUS_KEY, makePaymentStatus());
    new QueryObserver(client, { queryKey: PAYMENT_STATUS_KEY }).subscribe(() => undefined);

    await client.fetchQuery({ queryKey: ["/api/properties"] }).catch(() => undefined);

    await waitFor(() => expect(client.getQueryData<PaymentStatusDto>(PAYMENT_STATUS_KEY)?.needsPaywall).toBe(true));
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/payment/status")).toHaveLength(1);
  });

  it("leaves the status alone for the extra-property 402", async () => {
    const fetchMock = mockFetch({
      "POST /api/properties": () =>
        jsonResponse(402, { message: "Pay", error: "PAYMENT_REQUIRED", additionalCost: 4900 }),
    });
    const client = clientSignedInAs(makeUser());
    client.setQueryData(PAYMENT_STATUS_KEY, makePaymentStatus());
    new QueryObserver(client, { queryKey: PAYMENT_STATUS_KEY }).subscribe(() => undefined);

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest("POST", "/api/properties", { name: "Inn" }) })
      .execute(undefined)
      .catch(() => undefined);

    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/payment/status")).toHaveLength(0);
  });
});

describe("a change refused because someone acted first", () => {
  it("reads again everything on screen after a 409, and nothing after another refusal", async () => {
    const fetchMock = mockFetch({
      "GET /api/requests": () => jsonResponse(200, []),
      "PUT /api/requests/7/status": () => jsonResponse(409, { message: "This request has already been approved" }),
      "POST /api/properties": () => jsonResponse(400, { message: "Property name is required" }),
    });
    const client = clientSignedInAs(makeUser());
    new QueryObserver(client, { queryKey: ["/api/requests"] }).subscribe(() => undefined);
    await waitFor(() => expect(client.getQueryData(["/api/requests"])).toEqual([]));
    const listReads = () => fetchMock.mock.calls.filter(([url]) => url === "/api/requests").length;
    const change = (method: string, path: string) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => apiRequest(method, path, {}) })
        .execute(undefined)
        .catch(() => undefined);

    await change("POST", "/api/properties");
    expect(listReads()).toBe(1);
    await change("PUT", "/api/requests/7/status");
    await waitFor(() => expect(listReads()).toBe(2));
  });
});
