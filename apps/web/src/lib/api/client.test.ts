import { afterEach, describe, expect, it } from "vitest";
import { DEMO_MODE_KEY, DEMO_USER_KEY } from "@/lib/demoModeKeys";
import { jsonResponse, mockFetch, pageResponse } from "@/test/utils";
import { createQueryClient } from "../queryClient";
import { api, getUrl } from "./client";
import { allPagesApiQuery, apiKey, apiQuery, pagedApiQuery } from "./queries";
import { ApiError } from "./index";

afterEach(() => localStorage.clear());

describe("the typed client", () => {
  it("fills the path template, encoded, and keeps the defined query values in their order", () => {
    expect(getUrl("/api/requests/{id}", { path: { id: 12 } })).toBe("/api/requests/12");
    expect(getUrl("/uploads/{name}", { path: { name: "a b/c.jpg" } })).toBe("/uploads/a%20b%2Fc.jpg");
    expect(getUrl("/api/requests", { query: { status: "pending,approved", propertyId: null, limit: 50 } })).toBe(
      "/api/requests?status=pending%2Capproved&limit=50",
    );
  });

  it("sends the body as JSON with the method and resolves with the answer", async () => {
    const fetchMock = mockFetch({ "PUT /api/requests/3/status": () => jsonResponse(200, { id: 3 }) });

    const answer = await api.put("/api/requests/{id}/status", { path: { id: 3 }, body: { status: "approved" } });

    expect(answer).toEqual({ id: 3 });
    expect(fetchMock).toHaveBeenCalledWith("/api/requests/3/status", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: '{"status":"approved"}',
      credentials: "include",
    });
  });

  it("throws the wire's ApiError with the server's message", async () => {
    mockFetch({ "POST /api/requests": () => jsonResponse(400, { message: "Quantity must be positive" }) });

    const error = await api.post("/api/requests", { body: { items: [] } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body?.message).toBe("Quantity must be positive");
  });

  it("goes to the documented demo path in demo mode", async () => {
    localStorage.setItem(DEMO_MODE_KEY, "true");
    localStorage.setItem(DEMO_USER_KEY, "{}");
    const fetchMock = mockFetch({ "GET /api/demo/properties": () => jsonResponse(200, []) });

    await api.get("/api/properties");

    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe("query keys", () => {
  it("are the template, then only the parameters that are set", () => {
    expect(apiKey("/api/auth/user")).toEqual(["/api/auth/user"]);
    expect(apiKey("/api/stock-value", { query: { propertyId: undefined } })).toEqual(["/api/stock-value"]);
    expect(apiKey("/api/stock-value", { query: { propertyId: 4 } })).toEqual([
      "/api/stock-value",
      { query: { propertyId: 4 } },
    ]);
    expect(apiKey("/api/requests/{id}", { path: { id: 9 } })).toEqual(["/api/requests/{id}", { path: { id: 9 } }]);
  });

  it("are read back into the URL by the default query function", async () => {
    const fetchMock = mockFetch({ "GET /api/requests/9": () => jsonResponse(200, { id: 9 }) });
    const client = createQueryClient();

    await client.fetchQuery({ queryKey: apiKey("/api/requests/{id}", { path: { id: 9 } }) });

    expect(fetchMock.mock.calls[0][0]).toBe("/api/requests/9");
  });

  it("fetch what their key names", async () => {
    mockFetch({ "GET /api/requests/counts?propertyId=2": () => jsonResponse(200, { pending: 1 }) });
    const options = apiQuery("/api/requests/counts", { query: { propertyId: 2 } });

    expect(await createQueryClient().fetchQuery(options)).toEqual({ pending: 1 });
    expect(options.queryKey).toEqual(["/api/requests/counts", { query: { propertyId: 2 } }]);
  });
});

describe("paged lists", () => {
  it("asks for the next page with the cursor of the last one", async () => {
    const fetchMock = mockFetch({
      "GET /api/notifications?limit=20": () => pageResponse([{ id: 1 }], "c1"),
      "GET /api/notifications?limit=20&cursor=c1": () => pageResponse([{ id: 2 }]),
    });
    const client = createQueryClient();
    const options = pagedApiQuery("/api/notifications", { query: { limit: 20 } });

    const pages = await client.fetchInfiniteQuery({ ...options, pages: 2 });

    expect(pages.pages.map((page) => page.items)).toEqual([[{ id: 1 }], [{ id: 2 }]]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends the cursor encoded", async () => {
    const fetchMock = mockFetch({
      "GET /api/notifications": () => pageResponse([{ id: 1 }], "a+b/c="),
      "GET /api/notifications?cursor=a%2Bb%2Fc%3D": () => pageResponse([]),
    });

    await createQueryClient().fetchInfiniteQuery({ ...pagedApiQuery("/api/notifications"), pages: 2 });

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("fails as a whole when one page of all of them fails", async () => {
    mockFetch({
      "GET /api/properties": () => pageResponse([{ id: 1 }], "next"),
      "GET /api/properties?cursor=next": () => jsonResponse(400, { message: "Invalid cursor" }),
    });

    await expect(createQueryClient().fetchQuery(allPagesApiQuery("/api/properties"))).rejects.toBeInstanceOf(ApiError);
  });

  it("reads every page when the screen needs all of them", async () => {
    mockFetch({
      "GET /api/properties?items=false": () => pageResponse([{ id: 1 }], "p2"),
      "GET /api/properties?items=false&cursor=p2": () => pageResponse([{ id: 2 }]),
    });

    const all = await createQueryClient().fetchQuery(allPagesApiQuery("/api/properties", { query: { items: false } }));

    expect(all).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
