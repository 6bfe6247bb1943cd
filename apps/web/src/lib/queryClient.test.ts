import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { USER_QUERY_KEY, userQuery } from "@/features/auth/api";
import { jsonResponse, makeUser, mockFetch } from "@/test/utils";
import { apiRequest } from "./api";
import { createQueryClient } from "./queryClient";

const unauthorized = () => jsonResponse(401, { message: "Unauthorized" });
/** A client signed in as `user`, with the user query in use as the app's useAuth keeps it. */
function clientSignedInAs(user: ReturnType<typeof makeUser> | null): QueryClient {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  new QueryObserver(client, userQuery).subscribe(() => undefined);
  return client;
}

const userCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === "/api/auth/user");

describe("a session that ended on the server", () => {
  it("signs the app out after a query answers 401", async () => {
    const fetchMock = mockFetch({ "GET /api/properties": unauthorized, "GET /api/auth/user": unauthorized });
    const client = clientSignedInAs(makeUser());

    await client.fetchQuery({ queryKey: ["/api/properties"] }).catch(() => undefined);

    await waitFor(() => expect(client.getQueryData(USER_QUERY_KEY)).toBeNull());
    expect(userCalls(fetchMock)).toHaveLength(1);
  });

  it("signs the app out after a change answers 401", async () => {
    mockFetch({ "POST /api/properties": unauthorized, "GET /api/auth/user": unauthorized });
    const client = clientSignedInAs(makeUser());

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest("POST", "/api/properties", { name: "Inn" }) })
      .execute(undefined)
      .catch(() => undefined);

    await waitFor(() => expect(client.getQueryData(USER_QUERY_KEY)).toBeNull());
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
  });
});
