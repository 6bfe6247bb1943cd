import { z } from "zod";
import { idSchema, timestampSchema } from "./dto-fields";
import { EMAIL_STATUSES, PURCHASE_ORDER_STATUSES } from "./enums";
import type { ConcurrencyBudget } from "./limits";
import { pageQuerySchema } from "./page-query";
import type { PageLimits } from "./pagination";
import { queryRowIdSchema } from "./quantities";
import type { Wire } from "./wire";

/**
 * Purchase orders (issue 22.3, decision 149): an approved request's lines, one order per supplier of their
 * items. Money is integer cents in the database and in these rules; answers carry dollars, as items do.
 */

/** An order's number as printed and emailed, derived from its id: PO-000042. */
export function purchaseOrderNumber(id: number): string {
  return `PO-${String(id).padStart(6, "0")}`;
}

/** A line's total: quantity × unit cost, a line whose item has no cost costing 0. */
export function lineTotalCents(quantity: number, unitCostCents: number | null): number {
  return quantity * (unitCostCents ?? 0);
}

/** An order's total: the sum of its lines' totals. */
export function orderTotalCents(lines: readonly { quantity: number; unitCostCents: number | null }[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.quantity, line.unitCostCents), 0);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Cents as US dollars for print and email: 123456 → $1,234.56. */
export function formatUsdCents(cents: number): string {
  return usd.format(cents / 100);
}

/** The supplier block's name of the order of items without a preferred supplier. */
export const NO_SUPPLIER_NAME = "No supplier";

export const PURCHASE_ORDER_LIMITS = {
  /** PDFs rendered (downloads and emails together) per account per minute, as label sheets are limited. */
  pdfsPerMinute: 30,
  /** PDFs made for one account at once; the next few wait their turn (issue 34). */
  concurrent: { running: 1, waiting: 4 } satisfies ConcurrencyBudget,
  page: { default: 50, max: 200 } satisfies PageLimits,
} as const;

export const PURCHASE_ORDER_MESSAGES = {
  notApproved: "Purchase orders can only be made from an approved request",
  nothingToOrder: "This request has no approved items left to order",
  noSupplierEmail:
    "This order's supplier has no email address: add one on the Suppliers tab, then create the orders again",
  noSupplier: "This order has no supplier: set the items' supplier, then create the orders again",
  demoCannotEmail: "A demo account cannot email suppliers: download the PDF instead",
  tooManyPdfs: "Too many purchase order PDFs at once: please wait a minute and try again",
  busy: "Purchase order PDFs of your account are already being made. Please wait a moment and try again",
} as const;

const count = z.number().int();

export const purchaseOrderLineSchema = z.object({
  id: idSchema,
  itemId: idSchema.nullable(),
  itemName: z.string(),
  unit: z.string(),
  quantity: count,
  /** Dollars per unit when the order was made; null when the item had no cost. */
  unitCost: z.number().nullable(),
  lineTotal: z.number(),
});
export type PurchaseOrderLineDto = z.output<typeof purchaseOrderLineSchema>;

/** An order as the list answers it. */
export const purchaseOrderSchema = z.object({
  id: idSchema,
  number: z.string(),
  propertyId: idSchema,
  propertyName: z.string(),
  requestId: idSchema.nullable(),
  supplierId: idSchema.nullable(),
  /** The supplier's name when the order was made; null for the order without a supplier. */
  supplierName: z.string().nullable(),
  supplierEmail: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  total: z.number(),
  lineCount: count,
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
  sentTo: z.string().nullable(),
  /**
   * The order's latest email (issue 34.2): queued or sending until SMTP has taken it (the order stays open),
   * failed with SMTP's reason when refused for good, dead when every retry was used. Null before any.
   */
  email: z
    .object({
      status: z.enum(EMAIL_STATUSES),
      to: z.string(),
      error: z.string().nullable(),
      attemptedAt: timestampSchema.nullable(),
    })
    .nullable(),
});
export type PurchaseOrderDto = Wire<z.output<typeof purchaseOrderSchema>>;

/** One order with its lines. */
export const purchaseOrderDetailSchema = purchaseOrderSchema.extend({ lines: z.array(purchaseOrderLineSchema) });
export type PurchaseOrderDetailDto = Wire<z.output<typeof purchaseOrderDetailSchema>>;

/** Query of GET /api/purchase-orders. */
export const purchaseOrderListQuerySchema = pageQuerySchema(PURCHASE_ORDER_LIMITS.page).extend({
  propertyId: queryRowIdSchema.optional(),
  status: z.enum(PURCHASE_ORDER_STATUSES, { error: "Unknown purchase order status" }).optional(),
});
export type PurchaseOrderListQuery = z.output<typeof purchaseOrderListQuerySchema>;
