import { WEB_PAGE_SIZE, type RequestDto, type RequestStatus } from "@stockroom/shared";
import type { InfiniteData } from "@tanstack/react-query";
import { withQuery } from "@/lib/api";
import { getPage } from "@/lib/pages";

/**
 * A requests tab may show several statuses (Approved shows received requests too), but the list
 * endpoint filters by one. So a tab reads one newest-first list per status and merges them: a row is
 * shown once no unread row of another list can be newer than it.
 */

/** One status's list as far as it has been read: rows read but not shown yet, and its next page. */
export interface StatusSource {
  status: RequestStatus;
  unshown: RequestDto[];
  cursor: string | null;
  done: boolean;
}

export interface TabPage {
  items: RequestDto[];
  /** Where the next page starts; null after the last one. */
  next: StatusSource[] | null;
}

export const startOf = (status: RequestStatus): StatusSource => ({ status, unshown: [], cursor: null, done: false });

/** The server's order: created_at, then id, newest first. */
const newerFirst = (a: RequestDto, b: RequestDto) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Splits the rows read into those that can be shown now, newest first, and those that must wait. */
export function takeReady(sources: StatusSource[]): { ready: RequestDto[]; rest: StatusSource[] } {
  const open = sources.filter((source) => !source.done);
  if (open.some((source) => source.unshown.length === 0)) return { ready: [], rest: sources };
  // Each list with pages left may still hold rows just older than its last row read; the newest of
  // those last rows is how far every list can be shown.
  const edges = open.map((source) => source.unshown[source.unshown.length - 1]).sort(newerFirst);
  const edge = edges[0];
  const isReady = (row: RequestDto) => edge === undefined || newerFirst(row, edge) <= 0;
  return {
    ready: sources.flatMap((source) => source.unshown.filter(isReady)).sort(newerFirst),
    rest: sources.map((source) => ({ ...source, unshown: source.unshown.filter((row) => !isReady(row)) })),
  };
}

/** Reads the next page of every list that has nothing left to show and pages left. */
async function refill(sources: StatusSource[], propertyId: number | null, signal: AbortSignal) {
  return Promise.all(
    sources.map(async (source) => {
      if (source.done || source.unshown.length > 0) return source;
      const page = await getPage<RequestDto>(
        withQuery("/api/requests", {
          status: source.status,
          propertyId,
          limit: WEB_PAGE_SIZE,
          cursor: source.cursor,
        }),
        signal,
      );
      return { ...source, unshown: page.items, cursor: page.nextCursor, done: page.nextCursor === null };
    }),
  );
}

/** The next page of a tab: about a page's worth of merged rows, or the last of them. */
export async function fetchTabPage(
  sources: StatusSource[],
  propertyId: number | null,
  signal: AbortSignal,
): Promise<TabPage> {
  const items: RequestDto[] = [];
  let current = sources;
  for (;;) {
    const { ready, rest } = takeReady(await refill(current, propertyId, signal));
    items.push(...ready);
    current = rest;
    if (current.every((source) => source.done && source.unshown.length === 0)) return { items, next: null };
    if (items.length >= WEB_PAGE_SIZE) return { items, next: current };
  }
}

/** The loaded pages as one list; a module function, so the selected array keeps its identity between renders. */
export function tabItems(data: InfiniteData<TabPage>): RequestDto[] {
  return data.pages.flatMap((page) => page.items);
}
