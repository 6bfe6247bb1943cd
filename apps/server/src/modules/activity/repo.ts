import type { ActivityType } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { activityLog } from "../../db/schema";

export interface ActivityEntry {
  type: ActivityType;
  details: string;
  /** Who acted. */
  userId: string | null;
  /** Whose account the entry belongs to (the property owner). */
  ownerId: string;
  propertyId?: number | null;
}

/** Writes an activity entry; call it in the transaction of the change it describes. */
export async function logActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values(entry);
}

/** Logs a change of an account's subscription, made by `by` (the owner, an admin) or by the scheduled jobs (null). */
export async function logSubscriptionChange(
  db: Executor,
  { ownerId, by, details }: { ownerId: string; by: string | null; details: string },
): Promise<void> {
  await logActivity(db, { type: "subscription_changed", details, userId: by, ownerId });
}
