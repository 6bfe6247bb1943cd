import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, pageResponse } from "@/test/utils";
import { ApiError } from "./api";
import { fetchAllPages, getPage, withCursor } from "./pages";

describe("withCursor", () => {
  it("adds the cursor to the query, encoded, and nothing without one", () => {
    expect(withCursor("/api/x?limit=50", "a+b/c=")).toBe("/api/x?limit=50&cursor=a%2Bb%2Fc%3D");
    expect(withCursor("/api/x", "abc")).toBe("/api/x?cursor=abc");
    expect(withCursor("/api/x?limit=50", null)).toBe("/api/x?limit=50");
  });
});

describe("getPage", () => {
  it("reads the array and the X-Next-Cursor header", async () => {
    mockFetch({
      "GET /api/x?limit=2": () => pageResponse([1, 2], "c1"),
      "GET /api/x?limit=2&cursor=c1": () => pageResponse([3]),
    });

    await expect(getPage<number>("/api/x?limit=2")).resolves.toEqual({ items: [1, 2], nextCursor: "c1" });
    await expect(getPage<number>("/api/x?limit=2&cursor=c1")).resolves.toEqual({ items: [3], nextCursor: null });
  });
});

describe("fetchAllPages", () => {
  it("follows the cursors one page after the other until the last page", async () => {
    const fetchMock = mockFetch({
      "GET /api/items?limit=2": () => pageResponse([{ id: 1 }, { id: 2 }], "after-2"),
      "GET /api/items?limit=2&cursor=after-2": () => pageResponse([{ id: 3 }, { id: 4 }], "after-4"),
      "GET /api/items?limit=2&cursor=after-4": () => pageResponse([{ id: 5 }]),
    });

    await expect(fetchAllPages("/api/items?limit=2")).resolves.toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
      { id: 4 },
      { id: 5 },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("fails as a whole when a page fails", async () => {
    mockFetch({
      "GET /api/items": () => pageResponse([{ id: 1 }], "next"),
      "GET /api/items?cursor=next": () => jsonResponse(400, { message: "Invalid cursor" }),
    });

    await expect(fetchAllPages("/api/items")).rejects.toBeInstanceOf(ApiError);
  });
});
