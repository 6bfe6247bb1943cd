import { infiniteQueryOptions, queryOptions, type InfiniteData } from "@tanstack/react-query";
import { NEXT_CURSOR_HEADER, type Page } from "@stockroom/shared";
import { api, type Answer, type GetPath, type Init } from "./client";
import { apiGet } from "./index";
import { buildUrl, type UrlParams } from "./url";

/**
 * Query keys derived from the call: the path template first (what invalidation matches, lib/api/invalidation.ts),
 * then its parameters when it has any. The default query function (lib/api.ts) builds the URL back from the key.
 */
export type ApiKey = readonly [GetPath] | readonly [GetPath, ApiKeyParams];
export type ApiKeyParams = UrlParams;

/** Only the defined query values: `{ propertyId: undefined }` and `{}` name the same answer. */
function definedQuery(query: ApiKeyParams["query"]): ApiKeyParams["query"] {
  if (!query) return undefined;
  const defined = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return defined.length > 0 ? Object.fromEntries(defined) : undefined;
}

export function apiKey<P extends GetPath>(template: P, init?: Init<"get", P>): ApiKey {
  const path = (init as ApiKeyParams | undefined)?.path;
  const query = definedQuery((init as ApiKeyParams | undefined)?.query);
  if (!path && !query) return [template];
  return [template, { ...(path ? { path } : {}), ...(query ? { query } : {}) }];
}

/** A typed query of one GET: key and fetch from the same template and parameters. */
export function apiQuery<P extends GetPath>(template: P, init?: Init<"get", P>) {
  return queryOptions({
    queryKey: apiKey(template, init) as readonly unknown[],
    queryFn: ({ signal }) => api.get<P>(template, { ...(init as Init<"get", P>), signal }),
  });
}

/** The loaded pages as one list; a module function, so the selected array keeps its identity between renders. */
function allItems<T>(data: InfiniteData<Page<T>>): T[] {
  return data.pages.flatMap((page) => page.items);
}

/** The items of a paged list answer, one element of its array. */
type ItemOf<P extends GetPath> = Answer<"get", P> extends readonly (infer T)[] ? T : never;

/**
 * A list shown a page at a time ('Load more'): the filters and the limit are its query; the key starts with its
 * template, so the invalidation of that path refetches the loaded pages.
 */
export function pagedApiQuery<P extends GetPath>(template: P, init?: Init<"get", P>) {
  return infiniteQueryOptions({
    queryKey: [...apiKey(template, init), "pages"] as readonly unknown[],
    queryFn: async ({ pageParam, signal }): Promise<Page<ItemOf<P>>> => {
      const params = init as ApiKeyParams | undefined;
      const query = { ...params?.query, ...(pageParam === null ? {} : { cursor: pageParam }) };
      const res = await apiGet(buildUrl(template, { ...params, query }), signal);
      return { items: (await res.json()) as ItemOf<P>[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<ItemOf<P>>) => last.nextCursor,
    select: allItems<ItemOf<P>>,
  });
}

/**
 * Every page of a list, for the screens that need all of it (a count covers every item). Sequential, as each
 * page's cursor comes with the previous one.
 */
export function allPagesApiQuery<P extends GetPath>(template: P, init?: Init<"get", P>) {
  return queryOptions({
    queryKey: apiKey(template, init) as readonly unknown[],
    queryFn: async ({ signal }): Promise<ItemOf<P>[]> => {
      const params = init as ApiKeyParams | undefined;
      const items: ItemOf<P>[] = [];
      let cursor: string | null = null;
      do {
        const query = { ...params?.query, ...(cursor === null ? {} : { cursor }) };
        const res = await apiGet(buildUrl(template, { ...params, query }), signal);
        items.push(...((await res.json()) as ItemOf<P>[]));
        cursor = res.headers.get(NEXT_CURSOR_HEADER);
      } while (cursor !== null);
      return items;
    },
  });
}
