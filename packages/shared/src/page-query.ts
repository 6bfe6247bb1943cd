// Apart from pagination.ts: the web app's frame reads the page constants there, and zod should load with the
// forms only (see docs/decisions.md, "Pages load on demand").
import { z } from "zod";
import type { PageLimits } from "./pagination";

const CURSOR_MAX_LENGTH = 200;

/** `?limit=&cursor=` of one list, with its default and maximum. */
export function pageQuerySchema({ default: fallback, max }: PageLimits) {
  return z.object({
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${max}` })
      .int(`limit must be a whole number from 1 to ${max}`)
      .min(1, `limit must be a whole number from 1 to ${max}`)
      .max(max, `limit must be a whole number from 1 to ${max}`)
      .default(fallback),
    cursor: z.string().min(1).max(CURSOR_MAX_LENGTH, "Invalid cursor").optional(),
  });
}
