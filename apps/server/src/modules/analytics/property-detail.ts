import { CATEGORIES, analyticsStockState, type AnalyticsPropertyDetailDto, type Category } from "@stockroom/shared";
import type { Database } from "../../db/client";
import {
  countOpenRequests,
  selectLastCounted,
  selectOnOrder,
  selectPropertyItems,
  selectRecentRequests,
} from "./repo/property-detail";

/** Which property of which account the detail is of, optionally one category of its items. */
export interface PropertyDetailScope {
  /** The account (tenantOf the user) every read is constrained to. */
  ownerId: string;
  property: { id: number; name: string; address: string | null };
  category?: Category;
}

/**
 * One property in depth: totals, every item of the (filtered) categories with value, status, what is
 * on order and when it was last counted, and the ten newest requests. Five queries in all.
 */
export async function analyticsPropertyDetail(
  db: Database,
  { ownerId, property, category }: PropertyDetailScope,
): Promise<AnalyticsPropertyDetailDto> {
  const ofProperty = { ownerId, propertyId: property.id };
  const items = await selectPropertyItems(db, { ...ofProperty, category });
  const ofItems = { ownerId, itemIds: items.map((i) => i.id) };
  const [onOrder, counted, recent] = await Promise.all([
    selectOnOrder(db, ofItems),
    selectLastCounted(db, ofItems),
    selectRecentRequests(db, ofProperty),
  ]);

  const rows = items.map((item) => {
    const totalValueCents = item.currentStock * (item.unitCostCents ?? 0);
    return {
      id: item.id,
      name: item.name,
      category: item.category,
      currentStock: item.currentStock,
      minThreshold: item.minStock,
      maxCapacity: item.maxCapacity,
      parLevel: item.parLevel,
      unitCost: item.unitCostCents === null ? null : item.unitCostCents / 100,
      totalValue: totalValueCents / 100,
      status: analyticsStockState(item),
      ordersPending: onOrder.find((o) => o.itemId === item.id)?.quantity ?? 0,
      lastCounted: counted.find((c) => c.itemId === item.id)?.at?.toISOString() ?? null,
    };
  });
  const pendingOrders = await countOpenRequests(db, ofProperty);
  return {
    property,
    totals: {
      items: rows.length,
      totalValue: Math.round(rows.reduce((sum, r) => sum + r.totalValue * 100, 0)) / 100,
      lowStock: rows.filter((r) => r.currentStock <= r.minThreshold).length,
      pendingOrders,
    },
    categories: CATEGORIES.filter((c) => !category || c === category).map((c) => ({
      category: c,
      items: rows.filter((r) => r.category === c),
    })),
    recentActivity: recent.map((r) => ({
      id: r.id,
      status: r.status,
      quantity: r.quantity,
      createdAt: r.createdAt.toISOString(),
      itemName: r.itemName,
      requester: [r.firstName, r.lastName].filter(Boolean).join(" ") || null,
    })),
  };
}
