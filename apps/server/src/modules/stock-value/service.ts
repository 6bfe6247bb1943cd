import {
  type SpendDto,
  type SpendQuery,
  type StockValueDto,
  type StockValueQuery,
  centsToDollars,
  fillSpendMonths,
  spendMonths,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { type Actor, findAccessibleProperty, tenantOf } from "../access/scope";
import { selectSpendByMonth, selectStockValue } from "./repo";

/**
 * What the stock on hand is worth, per property and per category (decision 148). A property filter that
 * is not one of the user's properties is a 404, like every other property lookup.
 */
export async function getStockValue(db: Database, user: Actor, query: StockValueQuery): Promise<StockValueDto> {
  const rows = await selectStockValue(db, { user, ownerId: tenantOf(user), propertyId: query.propertyId });
  const propertyRows = rows.filter((row) => row.propertyId !== null);
  if (query.propertyId !== undefined && propertyRows.length === 0) throw notFound("Property");
  const categoryRows = rows.filter((row) => row.propertyId === null && row.category !== null);
  const totalCents = propertyRows.reduce((sum, row) => sum + row.valueCents, 0);
  return {
    totalValue: centsToDollars(totalCents),
    items: propertyRows.reduce((sum, row) => sum + row.items, 0),
    itemsWithoutCost: propertyRows.reduce((sum, row) => sum + row.withoutCost, 0),
    byProperty: propertyRows
      .map((row) => ({
        propertyId: row.propertyId!,
        propertyName: row.propertyName!,
        value: centsToDollars(row.valueCents),
        items: row.items,
      }))
      .sort((a, b) => b.value - a.value || a.propertyName.localeCompare(b.propertyName)),
    byCategory: categoryRows
      .map((row) => ({ category: row.category!, value: centsToDollars(row.valueCents), items: row.items }))
      .sort((a, b) => b.value - a.value || a.category.localeCompare(b.category)),
  };
}

/** What was received, priced at receipt, per UTC month of the last `months` (decision 148). */
export async function getSpend(
  db: Database,
  user: Actor,
  { query, now = new Date() }: { query: SpendQuery; now?: Date },
): Promise<SpendDto> {
  if (query.propertyId !== undefined) await findAccessibleProperty(db, user, query.propertyId);
  const range = spendMonths(query.months, now);
  const rows = await selectSpendByMonth(db, {
    user,
    ownerId: tenantOf(user),
    propertyId: query.propertyId,
    from: range.from,
    to: range.to,
  });
  return fillSpendMonths(range.months, rows);
}
