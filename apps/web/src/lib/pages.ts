import { infiniteQueryOptions, type InfiniteData } from "@tanstack/react-query";
import { NEXT_CURSOR_HEADER, type Page } from "@stockroom/shared";
import { apiGet } from "./api";

/** `path` with the page cursor added to its query, if there is one. */
export function withCursor(path: string, cursor: string | null): string {
  if (cursor === null) return path;
  return `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;
}

/** One page of a list: the documented array, and the cursor of the next page from its header. */
export async function getPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const res = await apiGet(path, signal);
  return { items: (await res.json()) as T[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/**
 * Every page of a list, for the screens that need all of it (a count covers every item). Sequential,
 * as each page's cursor comes with the previous one; `path` should ask for the list's largest page.
 */
export async function fetchAllPages<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await getPage<T>(withCursor(path, cursor), signal);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return items;
}

/** The loaded pages as one list; a module function, so the selected array keeps its identity between renders. */
function allItems<T>(data: InfiniteData<Page<T>>): T[] {
  return data.pages.flatMap((page) => page.items);
}

/**
 * A list shown a page at a time ('Load more'). `path` carries the filters and the limit; the key
 * starts with it, so invalidating by path prefix (lib/invalidation.ts) refetches the loaded pages.
 */
export function pagedListQuery<T>(path: string) {
  return infiniteQueryOptions({
    queryKey: [path, "pages"],
    queryFn: ({ pageParam, signal }) => getPage<T>(withCursor(path, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
    select: allItems<T>,
  });
}
