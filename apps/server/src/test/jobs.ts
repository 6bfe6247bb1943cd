import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Moves the job engine's clock for the tests, in its own table: the waits are the engine's (a retry's
 * backoff, a claim's expiry), so the tests move the jobs past them instead of sleeping through them.
 */

/** Every job waiting for its retry's backoff becomes due now. */
export async function makeRetriesDue(db: Database): Promise<void> {
  await db.execute(sql`update pgboss.job set start_after = now() where state = 'retry' and start_after > now()`);
}

/** Seconds until each job of `queue` waiting to be retried is due (how long its backoff is). */
export async function retryWaits(db: Database, queue: string): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    select extract(epoch from (start_after - now()))::float as wait
    from pgboss.job where name = ${queue} and state = 'retry' order by id`)) as { rows: { wait: number }[] };
  return rows.map((row) => Number(row.wait));
}

/**
 * Makes every running job look as if its worker died long ago (started a day back): the engine's
 * maintenance then takes it back for another attempt, as after a crash.
 */
export async function ageActiveJobs(db: Database): Promise<void> {
  await db.execute(sql`update pgboss.job set started_on = now() - interval '1 day' where state = 'active'`);
}

/** The jobs of `queue` by state. */
export async function jobStates(db: Database, queue: string): Promise<Record<string, number>> {
  const { rows } = (await db.execute(sql`
    select state::text as state, count(*)::int as count from pgboss.job where name = ${queue} group by state`)) as {
    rows: { state: string; count: number }[];
  };
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

/** Every job of `queue` waiting for a retry is on its last one: the next failure is final. */
export async function exhaustRetries(db: Database, queue: string): Promise<void> {
  await db.execute(sql`update pgboss.job set retry_count = retry_limit - 1 where name = ${queue} and state = 'retry'`);
}
