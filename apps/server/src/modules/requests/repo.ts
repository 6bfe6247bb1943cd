import { asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { inventoryItems, properties, requestItems, requests, users } from "../../db/schema";

const requester = alias(users, "requester");
const reviewer = alias(users, "reviewer");
const receiver = alias(users, "receiver");

const person = <T extends typeof requester | typeof reviewer | typeof receiver>(u: T) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  profileImageUrl: u.profileImageUrl,
});

/** Requests matching a condition (on requests and their property), newest first, with their people. */
export async function selectRequests(db: Executor, where: SQL, limit: number) {
  return db
    .select({
      request: requests,
      property: { id: properties.id, name: properties.name, ownerId: properties.ownerId },
      requester: person(requester),
      reviewer: person(reviewer),
      receiver: person(receiver),
    })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .leftJoin(requester, eq(requester.id, requests.requesterId))
    .leftJoin(reviewer, eq(reviewer.id, requests.reviewedBy))
    .leftJoin(receiver, eq(receiver.id, requests.receivedBy))
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit);
}
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** Line items of the given requests, in request order, with the live item's category and stock. */
export async function selectLines(db: Executor, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      line: requestItems,
      category: inventoryItems.category,
      currentStock: inventoryItems.currentStock,
    })
    .from(requestItems)
    .leftJoin(inventoryItems, eq(inventoryItems.id, requestItems.itemId))
    .where(inArray(requestItems.requestId, requestIds))
    .orderBy(asc(requestItems.requestId), asc(requestItems.position));
}
export type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

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
