import { and, desc, eq } from "drizzle-orm";
import { integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";

/**
 * The columns of pg-boss's job table that the admin reads. pg-boss owns and migrates the table (schema
 * `pgboss`, decision 157); it is described here for reading only, so the app's migrations never see it.
 */
const pgbossJob = pgSchema("pgboss").table("job", {
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  data: jsonb("data").$type<Record<string, unknown> | null>(),
  retryCount: integer("retry_count").notNull(),
  output: jsonb("output").$type<unknown>(),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
  completedOn: timestamp("completed_on", { withTimezone: true }),
});

/**
 * A queue's most recent failed jobs. pg-boss's own `findJobs` lists a queue's jobs oldest first with no
 * state filter, so the newest failures among thousands of completed jobs are asked for here.
 */
export async function listFailedJobs(db: Executor, { queue, limit }: { queue: string; limit: number }) {
  return db
    .select({
      id: pgbossJob.id,
      queue: pgbossJob.name,
      state: pgbossJob.state,
      data: pgbossJob.data,
      retryCount: pgbossJob.retryCount,
      output: pgbossJob.output,
      createdOn: pgbossJob.createdOn,
      completedOn: pgbossJob.completedOn,
    })
    .from(pgbossJob)
    .where(and(eq(pgbossJob.name, queue), eq(pgbossJob.state, "failed")))
    .orderBy(desc(pgbossJob.completedOn), desc(pgbossJob.id))
    .limit(limit);
}
