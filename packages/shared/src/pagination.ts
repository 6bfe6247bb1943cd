/**
 * List endpoints answer the documented JSON array and page with keyset cursors: `limit` rows from
 * `cursor` (opaque, taken from the previous page's X-Next-Cursor header); the header is absent on the
 * last page. Each list has its own default and maximum below.
 */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

export interface PageLimits {
  default: number;
  max: number;
}

export const PAGE_LIMITS = {
  requests: { default: 100, max: 200 },
  inventory: { default: 500, max: 1000 },
  lowStock: { default: 200, max: 1000 },
  movements: { default: 100, max: 500 },
  properties: { default: 200, max: 500 },
  users: { default: 200, max: 500 },
  outbox: { default: 50, max: 200 },
} as const satisfies Record<string, PageLimits>;

/** The page a web list asks for at a time (well under every maximum). */
export const WEB_PAGE_SIZE = 50;

/** A page of a list as the web client keeps it. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
