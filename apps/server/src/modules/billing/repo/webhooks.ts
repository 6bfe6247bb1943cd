import type { Executor } from "../../../db/client";
import { webhookEvents } from "../../../db/schema";

/**
 * Records a provider event id as applied; false when it was recorded before (a replay or a duplicate
 * delivery), which the caller then ignores. Recorded in the transaction that applies the event, so an
 * event that fails to apply is not remembered either.
 */
export async function recordEventOnce(tx: Executor, event: { id: string; type: string }): Promise<boolean> {
  const [fresh] = await tx
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return Boolean(fresh);
}
