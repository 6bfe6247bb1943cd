/**
 * Dunning (issue 36, decision 191): what happens after a renewal's card is declined. The owner is emailed at once;
 * the saved card is charged again on the retry days, counted from the failure; the team keeps working through the
 * grace, and only when it ends are the managers locked out (and told, once).
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const DUNNING = {
  /** Days after the failed renewal on which the saved card is charged again. */
  retryDays: [1, 3, 5],
  /** Days after the failed renewal during which nobody is locked out. */
  graceDays: 7,
} as const;

/** The first retry after `now` of a renewal that failed at `since`; null when none is left. */
export function nextDunningRetry(since: Date, now: Date): Date | null {
  for (const day of DUNNING.retryDays) {
    const at = new Date(since.getTime() + day * DAY_MS);
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}

/** How many retries are due by `now` for a renewal that failed at `since`. */
export function dunningRetriesDue(since: Date, now: Date): number {
  return DUNNING.retryDays.filter((day) => since.getTime() + day * DAY_MS <= now.getTime()).length;
}
