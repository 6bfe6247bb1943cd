import type { QueryFunctionContext } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/test/utils";
import { ApiError, apiPath, apiRequest, getQueryFn } from "./index";

describe("apiRequest", () => {
  it("sends JSON with the session cookie", async () => {
    const fetchMock = mockFetch({ "POST /api/things": () => jsonResponse(200, { ok: true }) });

    const res = await apiRequest("POST", "/api/things", { name: "Towels" });

    expect(await res.json()).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/things", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Towels"}',
      credentials: "include",
    });
  });

  it("reads the answer's body off the network even when the caller never does", async () => {
    const answer = jsonResponse(201, { id: 7 }, { "X-Next-Cursor": "abc" });
    mockFetch({ "POST /api/things": () => answer });

    const res = await apiRequest("POST", "/api/things", { name: "Towels" });

    expect(answer.bodyUsed).toBe(true);
    expect(res.status).toBe(201);
    expect(res.headers.get("X-Next-Cursor")).toBe("abc");
    expect(await res.json()).toEqual({ id: 7 });
  });

  it("turns a non-OK answer into `status: body` and keeps the parsed body", async () => {
    mockFetch({ "GET /api/auth/user": () => jsonResponse(401, { message: "Unauthorized" }) });

    const error = await apiRequest("GET", "/api/auth/user").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual({ message: "Unauthorized" });
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch({ "DELETE /api/x": () => new Response(null, { status: 503, statusText: "Service Unavailable" }) });

    await expect(apiRequest("DELETE", "/api/x")).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it("keeps a non-JSON body as text without a parsed body", async () => {
    mockFetch({ "GET /api/x": () => new Response("<h1>Bad Gateway</h1>", { status: 502 }) });

    const error = (await apiRequest("GET", "/api/x").catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe("502: <h1>Bad Gateway</h1>");
    expect(error.body).toBeNull();
  });
});

describe("getQueryFn", () => {
  // Only the key and the abort signal are read; the rest of the context does not matter here.
  const context = (path: string) =>
    ({ queryKey: [path, { propertyId: 1 }], signal: new AbortController().signal }) as unknown as QueryFunctionContext;

  it("GETs the first element of the key and reads JSON", async () => {
    const fetchMock = mockFetch({ "GET /api/stats": () => jsonResponse(200, { total: 3 }) });

    await expect(getQueryFn({ on401: "throw" })(context("/api/stats"))).resolves.toEqual({ total: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/stats");
  });

  it("throws on 401 by default and returns null in the returnNull variant", async () => {
    mockFetch({ "GET /api/auth/user": () => jsonResponse(401, { message: "Unauthorized" }) });

    await expect(getQueryFn({ on401: "throw" })(context("/api/auth/user"))).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
    await expect(getQueryFn({ on401: "returnNull" })(context("/api/auth/user"))).resolves.toBeNull();
  });

  it("reads the body of a 401 it answers null for, so the request and its connection end", async () => {
    const answer = jsonResponse(401, { message: "Unauthorized" });
    mockFetch({ "GET /api/auth/user": () => answer });

    await expect(getQueryFn({ on401: "returnNull" })(context("/api/auth/user"))).resolves.toBeNull();
    expect(answer.bodyUsed).toBe(true);
  });
});

describe("apiPath", () => {
  afterEach(() => localStorage.clear());

  it("uses the /api/demo/ variants of the demo resources only in demo mode", () => {
    expect(apiPath("/api/properties")).toBe("/api/properties");
    localStorage.setItem("demoUser", JSON.stringify({ firstName: "Dana", lastName: "Demo", email: "d@example.com" }));
    localStorage.setItem("demoMode", "true");
    expect(apiPath("/api/properties")).toBe("/api/demo/properties");
    expect(apiPath("/api/properties/3/inventory")).toBe("/api/demo/properties/3/inventory");
    expect(apiPath("/api/low-stock?propertyId=2")).toBe("/api/demo/low-stock?propertyId=2");
    expect(apiPath("/api/dashboard/stats")).toBe("/api/demo/dashboard/stats");
    expect(apiPath("/api/auth/user")).toBe("/api/demo/auth/user");
    expect(apiPath("/api/analytics")).toBe("/api/analytics");
    expect(apiPath("/api/propertiesX")).toBe("/api/propertiesX");
  });
});
