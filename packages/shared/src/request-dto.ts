import { z } from "zod";
import { idSchema, timestampSchema } from "./dto-fields";
import { CATEGORIES, REQUEST_ITEM_STATES, REQUEST_STATUSES } from "./enums";
import type { Wire } from "./wire";

/** Answers of the request routes (issue 18.3); apart from requests.ts, whose body schemas the forms load. */

const count = z.number().int();

export const personSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type PersonDto = z.output<typeof personSchema>;

export const requestLineSchema = z.object({
  id: idSchema,
  itemId: idSchema.nullable(),
  name: z.string(),
  unit: z.string(),
  requestedQuantity: count,
  approvedQuantity: count.nullable(),
  receivedQuantity: count.nullable(),
  state: z.enum(REQUEST_ITEM_STATES),
  denied: z.boolean(),
  /** The live item's stock and capacity, for the approval's capacity warning; null once the item is deleted. */
  currentStock: count.nullable(),
  maxCapacity: count.nullable(),
});
export type RequestLineDto = z.output<typeof requestLineSchema>;

/** A request as every list and detail answers it. */
export const requestSchema = z.object({
  id: idSchema,
  itemId: idSchema.nullable(),
  propertyId: idSchema,
  requesterId: z.string().nullable(),
  quantity: count,
  approvedQuantity: count.nullable(),
  receivedQuantity: count.nullable(),
  /** With the 'Multiple items requested: …' prefix for multi-item requests. */
  reason: z.string().nullable(),
  photoUrl: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  reviewedBy: z.string().nullable(),
  reviewedAt: timestampSchema.nullable(),
  receivedBy: z.string().nullable(),
  receivedAt: timestampSchema.nullable(),
  trackingNumber: z.string().nullable(),
  /** Visible notes, then '--- SYSTEM DATA ---' with 'Approved Items:' / 'Received Items:'. */
  notes: z.string().nullable(),
  /** JSON text of [{ name, requested, approved, denied? }] once reviewed. */
  approvedItems: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  requester: personSchema.nullable(),
  reviewer: personSchema.nullable(),
  receiver: personSchema.nullable(),
  item: z.object({
    name: z.string(),
    category: z.enum(CATEGORIES).nullable(),
    unit: z.string(),
    currentStock: count.nullable(),
    propertyId: idSchema,
    property: z.object({ id: idSchema, name: z.string() }),
  }),
  items: z.array(requestLineSchema),
});
export type RequestDto = z.output<typeof requestSchema>;

/** The review and receipt columns of a request nobody has reviewed yet: a new request's. */
export const UNREVIEWED_REQUEST = {
  approvedQuantity: null,
  receivedQuantity: null,
  reviewedBy: null,
  reviewedAt: null,
  receivedBy: null,
  receivedAt: null,
  trackingNumber: null,
  notes: null,
} as const;

/** GET /api/requests/counts: how many requests of each status the user's properties hold. */
export const requestCountsSchema = z.record(z.enum(REQUEST_STATUSES), count);
export type RequestCountsDto = z.output<typeof requestCountsSchema>;

/** POST /api/daily-checks: the stored count, each item with the stock it replaced. */
export const dailyCheckSchema = z.object({
  id: idSchema,
  propertyId: idSchema,
  checkedBy: z.string(),
  checkedAt: z.date(),
  clientId: z.string().nullable(),
  items: z.array(z.object({ itemId: idSchema, countedQuantity: count, previousStock: count, variance: count })),
});
export type DailyCheckDto = Wire<z.output<typeof dailyCheckSchema>>;
