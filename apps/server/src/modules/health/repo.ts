import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** Answers whether the database accepts queries. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
