import { DIGEST, WEEKDAYS, type Weekday } from "@stockroom/shared";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where `now` falls in the digest's schedule (decision 135): all in UTC, since owners have no time zone. */
export interface DigestMoment {
  /** Today's weekday. */
  day: Weekday;
  /** The Monday of this week, as a date: the week a digest sent now belongs to. */
  weekStart: string;
  /** Whether today's digests may go out yet (from DIGEST.sendFromUtcHour on). */
  open: boolean;
  /** The start of the period the digest reports on: DIGEST.periodDays before now. */
  from: Date;
}

export function digestMoment(now: Date): DigestMoment {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    day: WEEKDAYS[sinceMonday],
    weekStart: new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10),
    open: now.getUTCHours() >= DIGEST.sendFromUtcHour,
    from: new Date(now.getTime() - DIGEST.periodDays * DAY_MS),
  };
}
