// Apart from pagination.ts: the web app's frame reads the page constants there, and zod should load with the
// forms only (decision 54, docs/decisions/054-pages-load-on-demand.md).
import { z } from "zod";
import { digitsSchema } from "./numbers";
import type { PageLimits } from "./pagination";

const CURSOR_MAX_LENGTH = 200;

/** `?limit=&cursor=` of one list, with its default and maximum. */
export function pageQuerySchema({ default: fallback, max }: PageLimits) {
  return z.object({
    limit: digitsSchema(1, max, `limit must be a whole number from 1 to ${max}`).default(fallback),
    cursor: z.string().min(1).max(CURSOR_MAX_LENGTH, "Invalid cursor").optional(),
  });
}
