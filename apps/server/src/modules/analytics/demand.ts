import type { Category } from "@stockroom/shared";
import type { Database } from "../../db/client";
import type { Actor } from "../access/scope";
import { selectDemandRows } from "./repo/demand";

/** Whose request lines count (the user's properties, or one of them), which category, since when. */
export interface DemandScope {
  user: Actor;
  propertyId?: number;
  category?: Category;
  from: Date;
}

/** What the period's request lines add up to: the four figures of the overview read from them. */
export interface PeriodDemand {
  /** Requested quantity per category of the lines' (still existing) items, in category order. */
  categoryDemand: { category: Category; quantity: number }[];
  /** The most requested items (by the name each line recorded), most first. */
  topItems: { itemId: number; name: string; propertyName: string; quantity: number; requestCount: number }[];
  /** Requests created and quantity requested per UTC day, oldest first; days without requests omitted. */
  daily: { date: string; requests: number; quantity: number }[];
  /** Requests created in the period per property; properties without any omitted. */
  requestsByProperty: { propertyId: number; requests: number }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The period's demand from the daily rollups (decision 100). Whole UTC days come from the rollup
 * tables; a rolling period starts mid-day, and the hours of that first day are read from the lines
 * themselves, which is exact because a request belongs to one day only. Three statements.
 */
export async function periodDemand(db: Database, scope: DemandScope): Promise<PeriodDemand> {
  const wholeDaysFrom = new Date(Math.ceil(scope.from.getTime() / DAY_MS) * DAY_MS);
  const wholeMonthsFrom =
    wholeDaysFrom.getUTCDate() === 1
      ? wholeDaysFrom
      : new Date(Date.UTC(wholeDaysFrom.getUTCFullYear(), wholeDaysFrom.getUTCMonth() + 1, 1));
  const { categories, topItems, days } = await selectDemandRows(db, {
    ...scope,
    wholeDaysFrom,
    firstDay: isoDay(wholeDaysFrom),
    firstMonth: isoDay(wholeMonthsFrom),
  });
  return {
    categoryDemand: categories.map((c) => ({ category: c.category, quantity: Number(c.quantity) })),
    topItems: topItems.map((t) => ({
      itemId: t.itemId,
      name: t.name,
      propertyName: t.propertyName,
      quantity: Number(t.quantity),
      requestCount: Number(t.requestCount),
    })),
    daily: days
      .filter((d) => d.date !== null)
      .map((d) => ({ date: d.date!, requests: Number(d.requests), quantity: Number(d.quantity) })),
    requestsByProperty: days
      .filter((d) => d.propertyId !== null)
      .map((d) => ({ propertyId: d.propertyId!, requests: Number(d.requests) })),
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
