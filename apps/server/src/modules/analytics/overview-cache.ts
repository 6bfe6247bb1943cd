import type { AnalyticsOverviewDto } from "@stockroom/shared";

/** Which overview: the user and the query that shaped it. */
export interface OverviewKey {
  userId: string;
  period: string;
  propertyId?: number;
  category?: string;
}

/** A lookup or a store: the key, the data version of its properties, and the time of the call. */
export interface OverviewLookup {
  key: OverviewKey;
  /** The scope's per-property counters, as `analyticsVersionOf` reads them. */
  version: string;
  now: number;
}

/**
 * Overviews computed recently, each kept with the data version it was computed at (decision 137). An entry
 * is served only while its scope's version is unchanged, so a write on any instance ends it at once, and
 * only for `ttlMs`, the most its rolling period may lag. The oldest entries go past `maxEntries`.
 */
export interface OverviewCache {
  get(lookup: OverviewLookup): AnalyticsOverviewDto | undefined;
  set(lookup: OverviewLookup, overview: AnalyticsOverviewDto): void;
}

interface Entry {
  version: string;
  storedAt: number;
  overview: AnalyticsOverviewDto;
}

export function createOverviewCache({
  ttlMs,
  maxEntries = 1000,
}: {
  ttlMs: number;
  maxEntries?: number;
}): OverviewCache {
  const entries = new Map<string, Entry>();
  const keyOf = ({ userId, period, propertyId, category }: OverviewKey) =>
    `${userId}|${period}|${propertyId ?? ""}|${category ?? ""}`;
  return {
    get({ key, version, now }) {
      const id = keyOf(key);
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.version !== version || now - entry.storedAt >= ttlMs || now < entry.storedAt) {
        entries.delete(id);
        return undefined;
      }
      return entry.overview;
    },
    set({ key, version, now }, overview) {
      const id = keyOf(key);
      // Deleted first so the Map's order stays the order of storing, oldest first.
      entries.delete(id);
      entries.set(id, { version, storedAt: now, overview });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
