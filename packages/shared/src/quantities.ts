import { z } from "zod";
import { digitsSchema } from "./numbers";

/**
 * Bounds of every number a client sends, kept once for the schemas, the forms, the services and the
 * database's CHECK constraints. Stock stays far below PostgreSQL's integer range (2^31 − 1) so that a
 * request total, a ledger delta or a receipt added to a full shelf can never overflow a column.
 */
export const QUANTITY_LIMITS = {
  /** Most units one item may hold; also bounds its minimum stock, its capacity and a daily count. */
  maxStock: 10_000_000,
  /** Most units one request line may ask for, have approved or have received. */
  maxLineQuantity: 1_000_000,
  /** Most lines in one request. */
  maxRequestLines: 200,
  /** Highest unit cost, in dollars. */
  maxUnitCost: 1_000_000,
} as const;

export const MAX_STOCK = QUANTITY_LIMITS.maxStock;

/** Highest total of one request: every line at its maximum. */
export const MAX_REQUEST_TOTAL = QUANTITY_LIMITS.maxLineQuantity * QUANTITY_LIMITS.maxRequestLines;

/** Highest id of a serial row (PostgreSQL integer); a larger id names nothing and must not reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

const formatted = (n: number) => n.toLocaleString("en-US");

export const QUANTITY_MESSAGES = {
  wholeNumber: "Please enter a whole number",
  lineTooLarge: `Quantity must be at most ${formatted(QUANTITY_LIMITS.maxLineQuantity)}`,
  /** The documented request body carries the lines' sum as one quantity, bounded like a line. */
  requestTotalTooLarge: `The quantities of one request can add up to at most ${formatted(QUANTITY_LIMITS.maxLineQuantity)}`,
  stockTooLarge: `That number must be at most ${formatted(MAX_STOCK)}`,
  unitCostTooLarge: `Unit cost must be at most ${formatted(QUANTITY_LIMITS.maxUnitCost)}`,
  unitCostNegative: "Unit cost must be 0 or greater",
  /** A typed count or approved quantity that is not a whole number of 0 or more. */
  wholeZeroOrMore: "Enter a whole number of 0 or more",
  /** A value the database's bounds refused: the last line of defence behind the schemas and services. */
  outOfRange: "This change would put a value outside its allowed range",
} as const;

/**
 * An approval may grant any quantity from 0 to the requested amount (decision 96): the item's current
 * stock does not cap it, since a restock is for an item that is short.
 */
export function approvalLimitMessage(requested: number): string {
  return `At most ${formatted(requested)} (the requested amount)`;
}

/** 409 text when receiving would take an item past MAX_STOCK. */
export function stockLimitMessage(itemName: string, adding: number): string {
  return `Receiving ${formatted(adding)} of '${itemName}' would take its stock past the limit of ${formatted(MAX_STOCK)}`;
}

/** Is this a whole number within [min, max]? The one test text-encoded quantities go through. */
export function isQuantityInRange(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;
}

interface WholeNumberMessages {
  /** Shown for a missing value, one below `min`, or a value of the wrong type. */
  min: string;
  max?: string;
  whole?: string;
}

/** A whole number within [min, max] with the form's messages. */
export function wholeNumberSchema(min: number, max: number, messages: WholeNumberMessages) {
  return z
    .number({ error: messages.min })
    .int(messages.whole ?? QUANTITY_MESSAGES.wholeNumber)
    .min(min, messages.min)
    .max(max, messages.max ?? `Must be at most ${formatted(max)}`);
}

/** An id in a body: a serial row's, or 400 before any query runs. */
export const rowIdSchema = z.number().int().min(1).max(MAX_ROW_ID);

/** An id in a query string, e.g. ?propertyId=: digits only ("1e3" is not 1000). */
export const queryRowIdSchema = digitsSchema(1, MAX_ROW_ID, "propertyId must be a positive whole number");
