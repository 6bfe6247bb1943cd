import { z } from "zod";

/**
 * Building blocks of the response schemas (issue 18.3). The server declares them per route and
 * compiles them into its serializer; the DTO types both sides read are their z.output, so a type and
 * the answer it describes cannot drift apart.
 */

/** An instant as every answer writes it: ISO 8601 in UTC, as Date.prototype.toISOString() does. */
export const timestampSchema = z.iso.datetime();

/** A serial row id. */
export const idSchema = z.number().int();

/** The body of DELETE answers and other acknowledgements. */
export const successSchema = z.object({ success: z.boolean() });
