import { sql } from "drizzle-orm";
import { type Db, type DrizzleTransactionLike, fromDrizzle } from "pg-boss";
import type { Executor } from "./client";

/** A Drizzle executor as the job engine takes it: a job sent through it is written in that transaction. */
export function jobDatabase(executor: Executor): Db {
  // Both drivers answer `execute` with `{ rows }`, which the adapter reads; the shared type cannot say so.
  return fromDrizzle(executor as unknown as DrizzleTransactionLike, sql);
}
