import { z } from "zod";
import { ANALYTICS_PERIODS, ANALYTICS_STOCK_STATES, EFFICIENCY_BADGES } from "./analytics";
import { idSchema, timestampSchema } from "./dto-fields";
import { CATEGORIES } from "./enums";

/** The answer of GET /api/analytics (issue 18.3); apart from analytics.ts, whose rules the pages load. */

const category = z.enum(CATEGORIES);
const stockState = z.enum(ANALYTICS_STOCK_STATES);
const count = z.number().int();

export const analyticsOverviewSchema = z.object({
  cards: z.object({
    totalProperties: count,
    /** USD: Σ stock × unit cost. */
    inventoryValue: z.number(),
    activeRequests: count,
    pendingRequests: count,
    criticalStock: count,
  }),
  categoryDemand: z.array(z.object({ category, requestedQuantity: count, percentage: z.number() })),
  inventoryPerformance: z.object({
    totalItems: count,
    averageStock: z.number(),
    wellStocked: count,
    lowStock: count,
  }),
  /** Items per analytics stock state (out, low, overstocked, good). */
  stockStatus: z.record(stockState, count),
  /** Requests created per UTC day of the period (days without requests omitted). */
  requestsOverTime: z.array(z.object({ date: z.iso.date(), requests: count, quantity: count })),
  highDemandItems: z.array(
    z.object({
      itemId: idSchema.nullable(),
      name: z.string(),
      propertyName: z.string(),
      requestedQuantity: count,
      requestCount: count,
    }),
  ),
  propertyPerformance: z.array(
    z.object({
      propertyId: idSchema,
      name: z.string(),
      items: count,
      lowStock: count,
      requests: count,
      efficiency: z.number(),
      badge: z.enum(EFFICIENCY_BADGES),
    }),
  ),
  criticalActions: z.object({
    criticalItems: z.array(
      z.object({
        id: idSchema,
        name: z.string(),
        propertyName: z.string(),
        currentStock: count,
        minStock: count,
        state: stockState,
      }),
    ),
    pendingRequests: count,
    pendingAlert: z.boolean(),
  }),
});
export type AnalyticsOverviewDto = z.output<typeof analyticsOverviewSchema>;

export const analyticsItemRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  category,
  currentStock: count,
  minThreshold: count,
  maxCapacity: count.nullable(),
  parLevel: count.nullable(),
  unitCost: z.number().nullable(),
  totalValue: z.number(),
  status: stockState,
  ordersPending: count,
  lastCounted: timestampSchema.nullable(),
});
export type AnalyticsItemRowDto = z.output<typeof analyticsItemRowSchema>;

export const analyticsPropertyDetailSchema = z.object({
  property: z.object({ id: idSchema, name: z.string(), address: z.string().nullable() }),
  totals: z.object({ items: count, totalValue: z.number(), lowStock: count, pendingOrders: count }),
  categories: z.array(z.object({ category, items: z.array(analyticsItemRowSchema) })),
  recentActivity: z.array(
    z.object({
      id: idSchema,
      status: z.string(),
      quantity: count,
      createdAt: timestampSchema,
      itemName: z.string(),
      requester: z.string().nullable(),
    }),
  ),
});
export type AnalyticsPropertyDetailDto = z.output<typeof analyticsPropertyDetailSchema>;

export const analyticsSchema = z.object({
  view: z.enum(["overview", "property-detail"]),
  period: z.object({ key: z.enum(ANALYTICS_PERIODS), label: z.string(), from: timestampSchema, to: timestampSchema }),
  filters: z.object({ propertyId: idSchema.nullable(), category: category.nullable() }),
  overview: analyticsOverviewSchema.optional(),
  propertyDetail: analyticsPropertyDetailSchema.optional(),
});
export type AnalyticsDto = z.output<typeof analyticsSchema>;
