import { z } from "zod";
import { LIMITS } from "./constants";
import { pageQuerySchema } from "./page-query";
import { PAGE_LIMITS } from "./pagination";
import { REQUEST_STATUSES } from "./enums";
import { DAILY_CHECK_MESSAGES, REQUEST_MESSAGES } from "./messages";
import {
  MAX_ROW_ID,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  queryRowIdSchema,
  rowIdSchema,
  wholeNumberSchema,
} from "./quantities";

const { maxLineQuantity, maxRequestLines, maxStock } = QUANTITY_LIMITS;

const quantity = wholeNumberSchema(1, maxLineQuantity, {
  min: REQUEST_MESSAGES.quantityTooSmall,
  whole: REQUEST_MESSAGES.quantityNotWhole,
  max: QUANTITY_MESSAGES.lineTooLarge,
});

/** An approved or received quantity of one line: 0 denies it or marks it missing. */
const lineQuantity = (noun: string) =>
  wholeNumberSchema(0, maxLineQuantity, {
    min: `${noun} must be 0 or more`,
    whole: `${noun} must be a whole number`,
    max: QUANTITY_MESSAGES.lineTooLarge,
  });

/**
 * Body of POST /api/requests. The documented client sends itemId (first item), quantity (the sum) and
 * the multi-item text in reason; newer clients send items directly.
 */
export const createRequestBodySchema = z
  .object({
    itemId: rowIdSchema.optional(),
    quantity: quantity.optional(),
    reason: z.string().max(5000, REQUEST_MESSAGES.reasonTooLong).nullish(),
    photoUrl: z
      .string()
      .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, "Photo must be an uploaded image")
      .nullish(),
    items: z
      .array(z.object({ itemId: rowIdSchema, quantity }))
      .min(1, REQUEST_MESSAGES.noItems)
      .max(maxRequestLines, "Too many items in one request")
      .optional(),
  })
  .refine((b) => b.items !== undefined || (b.itemId !== undefined && b.quantity !== undefined), {
    message: REQUEST_MESSAGES.noItems,
    path: ["items"],
  })
  .refine((b) => !b.items || new Set(b.items.map((i) => i.itemId)).size === b.items.length, {
    message: REQUEST_MESSAGES.duplicateItem,
    path: ["items"],
  });
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;

/** Body of PUT /api/requests/{id}/status. */
export const updateRequestStatusBodySchema = z.object({
  status: z.enum(["approved", "declined", "received"], { error: "Status must be approved, declined or received" }),
  notes: z.string().max(5000, REQUEST_MESSAGES.notesTooLong).nullish(),
  /** Approved quantity of a single-item request. */
  quantity: lineQuantity("Quantity").nullish(),
  /** JSON text of [{ name, requested, approved }] for multi-item approvals. */
  approvedItems: z.string().max(100_000).nullish(),
  /** Structured alternative to approvedItems. */
  items: z
    .array(
      z.object({
        requestItemId: rowIdSchema,
        approvedQuantity: lineQuantity("Quantity"),
      }),
    )
    .max(maxRequestLines)
    .optional(),
  trackingNumber: z
    .string()
    .trim()
    .max(LIMITS.trackingNumber, `Tracking number must be at most ${LIMITS.trackingNumber} characters`)
    .nullish(),
});
export type UpdateRequestStatusBody = z.input<typeof updateRequestStatusBodySchema>;

const receivedQuantity = lineQuantity("Received quantity");

/** Body of POST /api/receive-request/{id}: one item (0 = missing). */
export const receiveItemBodySchema = z.object({
  itemName: z.string().min(1).max(LIMITS.itemName),
  receivedQuantity,
});

/** Body of POST /api/receive-request-bulk/{id}: every approved item, each received or missing (0). */
export const receiveBulkBodySchema = z.object({
  items: z
    .array(z.object({ itemName: z.string().min(1).max(LIMITS.itemName), receivedQuantity }))
    .min(1, "Please mark at least one item")
    .max(maxRequestLines),
});

/** Query of the request lists. */
export const requestListQuerySchema = pageQuerySchema(PAGE_LIMITS.requests).extend({
  propertyId: queryRowIdSchema.optional(),
  /** One status, or several separated by commas (the Approved tab lists approved and received ones). */
  status: z
    .string()
    .max(60)
    .transform((value) => value.split(","))
    .pipe(z.array(z.enum(REQUEST_STATUSES, { error: "Unknown request status" })).min(1))
    .optional(),
});

/** Body of POST /api/daily-checks. */
export const dailyCheckBodySchema = z.object({
  propertyId: z
    .number({ error: DAILY_CHECK_MESSAGES.selectProperty })
    .int()
    .min(1, DAILY_CHECK_MESSAGES.selectProperty)
    .max(MAX_ROW_ID),
  checkedBy: z.string().max(36).nullish(),
  checkedAt: z.string().max(40).nullish(),
  items: z
    .array(
      z.object({
        itemId: rowIdSchema,
        countedQuantity: wholeNumberSchema(0, maxStock, {
          min: DAILY_CHECK_MESSAGES.countsNotWhole,
          whole: DAILY_CHECK_MESSAGES.countsNotWhole,
          max: QUANTITY_MESSAGES.stockTooLarge,
        }),
      }),
    )
    .min(1, DAILY_CHECK_MESSAGES.nothingCounted)
    .max(5000)
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, "Each item can be counted once"),
});
