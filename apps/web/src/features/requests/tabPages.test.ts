import { WEB_PAGE_SIZE, type RequestStatus } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { mockFetch, pageResponse } from "@/test/utils";
import { fetchTabPage, startOf, takeReady, type StatusSource } from "./tabPages";
import { makeRequest } from "./testData";

/** A request created `minute` minutes after 09:00, so a larger minute is newer. */
const at = (id: number, minute: number, status: RequestStatus = "approved") =>
  makeRequest({ id, status, createdAt: new Date(Date.UTC(2025, 2, 4, 9, minute)).toISOString() });

const source = (status: RequestStatus, unshown: ReturnType<typeof at>[], done: boolean): StatusSource => ({
  status,
  unshown,
  cursor: done ? null : "c",
  done,
});

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const signal = new AbortController().signal;

describe("takeReady", () => {
  it("shows rows down to the newest last row of the lists that have more pages", () => {
    const approved = source("approved", [at(1, 50), at(2, 40), at(3, 10)], false);
    const received = source("received", [at(4, 45, "received"), at(5, 20, "received")], false);

    const { ready, rest } = takeReady([approved, received]);

    // Received may still hold a row between 20 and 10, so the approved row of minute 10 waits.
    expect(ids(ready)).toEqual([1, 4, 2, 5]);
    expect(rest.map((s) => ids(s.unshown))).toEqual([[3], []]);
  });

  it("shows everything once every list is read to its end", () => {
    const { ready, rest } = takeReady([
      source("approved", [at(3, 10)], true),
      source("received", [at(6, 30, "received"), at(7, 5, "received")], true),
    ]);

    expect(ids(ready)).toEqual([6, 3, 7]);
    expect(rest.every((s) => s.unshown.length === 0)).toBe(true);
  });

  it("waits while a list with pages left has nothing read", () => {
    const sources = [source("approved", [at(1, 50)], true), source("received", [], false)];

    expect(takeReady(sources)).toEqual({ ready: [], rest: sources });
  });
});

describe("fetchTabPage", () => {
  it("asks for one status a page at a time and hands on the cursor", async () => {
    const rows = Array.from({ length: WEB_PAGE_SIZE }, (_, i) => at(100 - i, 59 - (i % 60), "pending"));
    const fetchMock = mockFetch({
      [`GET /api/requests?status=pending&propertyId=3&limit=${WEB_PAGE_SIZE}`]: () => pageResponse(rows, "p2"),
    });

    const page = await fetchTabPage([startOf("pending")], 3, signal);

    expect(page.items).toHaveLength(WEB_PAGE_SIZE);
    expect(page.next).toEqual([{ status: "pending", unshown: [], cursor: "p2", done: false }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("merges two statuses newest first and reads on until a page's worth is ready or both end", async () => {
    const limit = `limit=${WEB_PAGE_SIZE}`;
    mockFetch({
      [`GET /api/requests?status=approved&${limit}`]: () => pageResponse([at(1, 50), at(2, 30)], "a2"),
      [`GET /api/requests?status=received&${limit}`]: () => pageResponse([at(3, 40, "received")]),
      [`GET /api/requests?status=approved&${limit}&cursor=a2`]: () => pageResponse([at(4, 20)]),
    });

    const page = await fetchTabPage([startOf("approved"), startOf("received")], null, signal);

    expect(ids(page.items)).toEqual([1, 3, 2, 4]);
    expect(page.next).toBeNull();
  });
});
