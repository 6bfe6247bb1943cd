import { type SQL, asc, inArray } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

/**
 * Claims up to `limit` rows that are `due`, oldest id first, for this transaction alone, and stamps them so
 * they are no longer due. `FOR UPDATE SKIP LOCKED`: another instance running the same job at the same moment
 * takes other rows or none, and the stamp commits together with whatever the claim leads to, so a job that
 * fails leaves its rows due for the next run. Answers the claimed ids.
 */
export async function claimDueRows<T extends PgTable>(
  tx: Executor,
  claim: { table: T; id: PgColumn; due: SQL | undefined; stamp: PgUpdateSetSource<T>; limit: number },
): Promise<number[]> {
  // Widened for the select: its generic check cannot tell that a PgTable subtype is a table, not a subquery.
  const table: PgTable = claim.table;
  const rows = await tx
    .select({ id: claim.id })
    .from(table)
    .where(claim.due)
    .orderBy(asc(claim.id))
    .limit(claim.limit)
    .for("update", { skipLocked: true });
  const ids = rows.map((row) => row.id as number);
  if (ids.length > 0) await tx.update(claim.table).set(claim.stamp).where(inArray(claim.id, ids));
  return ids;
}
