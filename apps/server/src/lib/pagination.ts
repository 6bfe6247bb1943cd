import type { FastifyReply } from "fastify";
import { NEXT_CURSOR_HEADER, type Page } from "@stockroom/shared";
import { z } from "zod";
import { AppError } from "./errors";

/**
 * Keyset cursors: the sort key of a page's last row, as base64url JSON. Opaque to clients, so the
 * sort can change without breaking them; checked against the list's key shape when it comes back.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key a cursor carries, or 400 'Invalid cursor' for anything this list did not hand out. */
export function decodeCursor<T extends z.ZodType>(cursor: string, shape: T): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

function invalidCursor() {
  return new AppError("VALIDATION_ERROR", "Invalid cursor", { fields: { cursor: "Invalid cursor" } });
}

/** `?limit=&cursor=` as a list's query schema has parsed it. */
export interface PageQuery {
  limit: number;
  cursor?: string;
}

/** Cursor of a serial id, the key of most lists. */
const serialId = z.number().int().min(1).max(2147483647);
export const idCursor = z.tuple([serialId]);

/** Cursor of a list in (name, id) order. */
export const nameIdCursor = z.tuple([z.string().max(255), serialId]);

/**
 * A page from rows fetched with `limit + 1`: the extra row only tells that another page exists.
 */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => readonly (string | number)[]): Page<T> {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1])) };
}

/** Answers the page's rows as the documented array; the cursor of the next page goes in a header. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
