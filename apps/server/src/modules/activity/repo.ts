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
