import { asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { RequestStatus } from "@stockroom/shared";
import { alias } from "drizzle-orm/pg-core";
import { type Executor, selectRaw } from "../../db/client";
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

export interface PageFilter {
  propertyId?: number;
  status?: RequestStatus[];
  /** The last request of the previous page. */
  afterId?: number;
}

/**
 * Ids of one page of requests, newest first, in the properties a scope (a condition on `properties`)
 * allows. Each property's newest rows are read from its (property, created_at, id) index and merged,
 * so a page costs the same with a hundred requests or a hundred thousand. The cursor's timestamp is
 * read back from the table, so no precision is lost on the way to the client.
 */
export async function selectPageIds(db: Executor, scope: SQL, filter: PageFilter, limit: number): Promise<number[]> {
  const onlyProperty = filter.propertyId === undefined ? sql`` : sql`and ${properties.id} = ${filter.propertyId}`;
  const onlyStatus =
    filter.status === undefined
      ? sql``
      : sql`and r.status in (${sql.join(
          filter.status.map((status) => sql`${status}`),
          sql`, `,
        )})`;
  const afterCursor =
    filter.afterId === undefined
      ? sql``
      : sql`and (r.created_at, r.id) < (select c.created_at, c.id from ${requests} c where c.id = ${filter.afterId})`;
  const rows = await selectRaw<{ id: number }>(
    db,
    sql`
    select page.id from ${properties}
    cross join lateral (
      select r.id, r.created_at from ${requests} r
      where r.property_id = ${properties.id} ${onlyStatus} ${afterCursor}
      order by r.created_at desc, r.id desc limit ${limit}
    ) page
    where ${scope} ${onlyProperty}
    order by page.created_at desc, page.id desc limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Number of requests per status matching a condition (on requests and their property). */
export async function countByStatus(db: Executor, where: SQL): Promise<Map<RequestStatus, number>> {
  const rows = await db
    .select({ status: requests.status, count: count() })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .where(where)
    .groupBy(requests.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

/** Line items of the given requests, in request order, with the live item's category, stock and capacity. */
export async function selectLines(db: Executor, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      line: requestItems,
      category: inventoryItems.category,
      currentStock: inventoryItems.currentStock,
      maxCapacity: inventoryItems.maxCapacity,
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
