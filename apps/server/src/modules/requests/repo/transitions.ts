import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { inventoryItems, requestItems, requests } from "../../../db/schema";

/** Locks a request row for a state change; the caller checks scope first. */
export async function lockRequest(db: Executor, id: number) {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).for("update");
  return row;
}

/** Lines of one request, locked with it. */
export async function lockLines(db: Executor, requestId: number) {
  return db
    .select()
    .from(requestItems)
    .where(eq(requestItems.requestId, requestId))
    .orderBy(asc(requestItems.position))
    .for("update");
}

/** Who reviewed a request, when, and the notes and tracking number they gave. */
export interface Review {
  reviewedBy: string;
  reviewedAt: Date;
  notes: string | null;
  trackingNumber: string | null;
}

/** Declines a request: every line denied, nothing approved. */
export async function declineRequest(db: Executor, { id, review }: { id: number; review: Review }) {
  await db
    .update(requests)
    .set({ ...review, updatedAt: review.reviewedAt, status: "declined", approvedQuantity: 0 })
    .where(eq(requests.id, id));
  await db.update(requestItems).set({ state: "denied", approvedQuantity: 0 }).where(eq(requestItems.requestId, id));
}

/** Approves a request whose lines were approved (or denied) one by one, with the total approved. */
export async function approveRequest(
  db: Executor,
  { id, review, approvedQuantity }: { id: number; review: Review; approvedQuantity: number },
) {
  await db
    .update(requests)
    .set({ ...review, updatedAt: review.reviewedAt, status: "approved", approvedQuantity })
    .where(eq(requests.id, id));
}

/** Approves a line for a quantity; 0 denies it. */
export async function approveLine(db: Executor, { lineId, quantity }: { lineId: number; quantity: number }) {
  await db
    .update(requestItems)
    .set({ approvedQuantity: quantity, state: quantity > 0 ? "approved" : "denied" })
    .where(eq(requestItems.id, lineId));
}

/**
 * Records what arrived of a line: received when the quantity is above 0, missing otherwise. The item's
 * unit cost is copied onto the line in the same statement, so spend keeps the price paid when the item's
 * cost changes later (issue 22.4); a deleted item or one without a cost leaves it NULL.
 */
export async function receiveLine(db: Executor, { lineId, quantity }: { lineId: number; quantity: number }) {
  await db
    .update(requestItems)
    .set({
      receivedQuantity: quantity,
      receivedUnitCostCents: sql`(select ${inventoryItems.unitCostCents} from ${inventoryItems} where ${inventoryItems.id} = ${requestItems.itemId})`,
      state: quantity > 0 ? "received" : "missing",
    })
    .where(eq(requestItems.id, lineId));
}

/** Marks a request received by the user, with the sum its lines received; answers that sum. */
export async function completeReceipt(db: Executor, { id, receivedBy }: { id: number; receivedBy: string }) {
  const now = new Date();
  const [totals] = await db
    .select({ received: sql<number>`coalesce(sum(${requestItems.receivedQuantity}), 0)`.mapWith(Number) })
    .from(requestItems)
    .where(eq(requestItems.requestId, id));
  await db
    .update(requests)
    .set({ status: "received", receivedBy, receivedAt: now, updatedAt: now, receivedQuantity: totals.received })
    .where(eq(requests.id, id));
  return totals.received;
}
