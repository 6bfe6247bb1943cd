import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { inventoryItems, requestItems, requests } from "../../../db/schema";

/*
 * Every statement here names the account (`ownerId`, tenantOf the user) besides the row: the caller found the
 * request in the user's scope, and a row of another account is none of these statements' business.
 */

/** Which request, of which account. */
interface RequestKey {
  id: number;
  ownerId: string;
}

const ofRequest = ({ id, ownerId }: RequestKey) => and(eq(requests.ownerId, ownerId), eq(requests.id, id));
const linesOf = ({ id, ownerId }: RequestKey) => and(eq(requestItems.ownerId, ownerId), eq(requestItems.requestId, id));
const line = ({ lineId, ownerId }: { lineId: number; ownerId: string }) =>
  and(eq(requestItems.ownerId, ownerId), eq(requestItems.id, lineId));

/** Locks a request row of the account for a state change; the caller checks scope next. */
export async function lockRequest(db: Executor, key: RequestKey) {
  const [row] = await db.select().from(requests).where(ofRequest(key)).for("update");
  return row;
}

/** Lines of one request, locked with it. */
export async function lockLines(db: Executor, key: RequestKey) {
  return db.select().from(requestItems).where(linesOf(key)).orderBy(asc(requestItems.position)).for("update");
}

/** Who reviewed a request, when, and the notes and tracking number they gave. */
export interface Review {
  reviewedBy: string;
  reviewedAt: Date;
  notes: string | null;
  trackingNumber: string | null;
}

/** Declines a request: every line denied, nothing approved. */
export async function declineRequest(db: Executor, { review, ...key }: RequestKey & { review: Review }) {
  await db
    .update(requests)
    .set({ ...review, updatedAt: review.reviewedAt, status: "declined", approvedQuantity: 0 })
    .where(ofRequest(key));
  await db.update(requestItems).set({ state: "denied", approvedQuantity: 0 }).where(linesOf(key));
}

/** Approves a request whose lines were approved (or denied) one by one, with the total approved. */
export async function approveRequest(
  db: Executor,
  { review, approvedQuantity, ...key }: RequestKey & { review: Review; approvedQuantity: number },
) {
  await db
    .update(requests)
    .set({ ...review, updatedAt: review.reviewedAt, status: "approved", approvedQuantity })
    .where(ofRequest(key));
}

/** Which line of the account, and its quantity. */
interface LineQuantity {
  lineId: number;
  ownerId: string;
  quantity: number;
}

/** Approves a line for a quantity; 0 denies it. */
export async function approveLine(db: Executor, { quantity, ...key }: LineQuantity) {
  await db
    .update(requestItems)
    .set({ approvedQuantity: quantity, state: quantity > 0 ? "approved" : "denied" })
    .where(line(key));
}

/**
 * Records what arrived of a line: received when the quantity is above 0, missing otherwise. The item's
 * unit cost is copied onto the line in the same statement, so spend keeps the price paid when the item's
 * cost changes later (issue 22.4); a deleted item or one without a cost leaves it NULL.
 */
export async function receiveLine(db: Executor, { quantity, ...key }: LineQuantity) {
  await db
    .update(requestItems)
    .set({
      receivedQuantity: quantity,
      receivedUnitCostCents: sql`(select ${inventoryItems.unitCostCents} from ${inventoryItems}
        where ${inventoryItems.ownerId} = ${key.ownerId} and ${inventoryItems.id} = ${requestItems.itemId})`,
      state: quantity > 0 ? "received" : "missing",
    })
    .where(line(key));
}

/** Marks a request received by the user, with the sum its lines received; answers that sum. */
export async function completeReceipt(db: Executor, { receivedBy, ...key }: RequestKey & { receivedBy: string }) {
  const now = new Date();
  const [totals] = await db
    .select({ received: sql<number>`coalesce(sum(${requestItems.receivedQuantity}), 0)`.mapWith(Number) })
    .from(requestItems)
    .where(linesOf(key));
  await db
    .update(requests)
    .set({ status: "received", receivedBy, receivedAt: now, updatedAt: now, receivedQuantity: totals.received })
    .where(ofRequest(key));
  return totals.received;
}
