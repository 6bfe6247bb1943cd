import { type LowStockQuery, type UsageForecast, forecastUsage, forecastWindowStart } from "@stockroom/shared";
import { z } from "zod";
import type { Database } from "../../db/client";
import { decodeCursor, nameIdCursor, pageOf } from "../../lib/pagination";
import { type Actor, findAccessibleProperty, scopeKindOf, tenantOf } from "../access/scope";
import { toItem } from "../inventory/repo/columns";
import * as repo from "./repo";

/** Cursor of the low-stock list soonest out first: (days key, name, id). */
const soonestCursor = z.tuple([
  z.number().int().min(0).max(repo.NO_FORECAST_KEY),
  z.string().max(255),
  z.number().int().min(1).max(2147483647),
]);

/**
 * Items at or below their minimum with their property and usage forecast, a page at a time, by name or
 * soonest out first (404 when the property filter is not the user's). `now` is the server's clock.
 */
export async function listLowStock(db: Database, user: Actor, query: LowStockQuery) {
  if (query.propertyId !== undefined) await findAccessibleProperty(db, user, query.propertyId);
  const now = new Date();
  const soonest = query.sort === "daysUntilOut";
  const rows = await repo.listLowStockPage(db, {
    scope: scopeKindOf(user),
    userId: user.id,
    ownerId: tenantOf(user),
    propertyId: query.propertyId,
    sort: query.sort,
    after: query.cursor ? decodeCursor(query.cursor, soonest ? soonestCursor : nameIdCursor) : undefined,
    limit: query.limit + 1,
    now,
    since: forecastWindowStart(now),
  });
  const page = pageOf(rows, query.limit, (row) =>
    soonest ? [row.sortKey ?? 0, row.name, row.id] : [row.name, row.id],
  );
  return {
    ...page,
    items: page.items.map(({ used, firstMovementAt, sortKey: _sortKey, ...row }) => {
      const forecast = forecastUsage({ onHand: row.currentStock, used, firstMovementAt, now });
      return {
        ...toItem(row),
        property: { id: row.propertyId, name: row.propertyName },
        ...forecastFields(forecast),
      };
    }),
  };
}

/** The answer fields of a forecast. */
function forecastFields(forecast: UsageForecast) {
  return { avgDailyUse: forecast.avgDailyUse, daysUntilOut: forecast.daysUntilOut, forecastStatus: forecast.status };
}

/** A page of items of the account `ownerId`, each with its usage forecast, read for the whole page in one statement. */
export async function withUsageForecast<T extends { id: number; currentStock: number }>(
  db: Database,
  { ownerId, items }: { ownerId: string; items: T[] },
) {
  const now = new Date();
  const usage = await repo.usageOfItems(db, {
    ownerId,
    itemIds: items.map((item) => item.id),
    now,
    since: forecastWindowStart(now),
  });
  const byId = new Map(usage.map((row) => [row.id, row]));
  return items.map((item) => {
    const { used = 0, firstMovementAt = null } = byId.get(item.id) ?? {};
    return { ...item, ...forecastFields(forecastUsage({ onHand: item.currentStock, used, firstMovementAt, now })) };
  });
}
