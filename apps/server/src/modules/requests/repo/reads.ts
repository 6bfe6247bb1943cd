import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { RequestStatus } from "@stockroom/shared";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../../db/client";
import { inventoryItems, properties, requestItems, requestStatusEnum, requests, users } from "../../../db/schema";
import { preparedOnce, variantName } from "../../../db/prepared";
import { preparedPropertyScope, propertyScope } from "../../access/repo";
import type { Actor, ScopeKind } from "../../access/scope";

const requester = alias(users, "requester");
const reviewer = alias(users, "reviewer");
const receiver = alias(users, "receiver");

export interface Person {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * A person as one JSON column: mapping three columns of a left-joined table per person and row was the
 * largest Node cost of a requests page (decision 118); the driver parses JSON natively.
 */
const person = (u: typeof requester | typeof reviewer | typeof receiver) =>
  sql<Person | null>`case when ${u.id} is null then null else json_build_object('firstName', ${u.firstName},
    'lastName', ${u.lastName}, 'profileImageUrl', ${u.profileImageUrl}) end`;

/** Requests with their property and people; callers add the condition, order and limit. */
function selectWithPeople(db: Executor) {
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
    .$dynamic();
}

/** One request with its people, when it is in a property the user may see. */
export async function selectVisibleRequest(db: Executor, { id, user }: { id: number; user: Actor }) {
  const [row] = await selectWithPeople(db)
    .where(and(propertyScope(user), eq(requests.id, id)))
    .limit(1);
  return row;
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof selectVisibleRequest>>>;

/** Which requests a list page holds: those the user may see, narrowed by the filters given. */
export interface RequestPageQuery {
  scope: ScopeKind;
  userId: string;
  propertyId?: number;
  /** Any of these statuses; all when absent. */
  status?: RequestStatus[];
  /** The last request of the previous page. */
  afterId?: number;
  /** Rows to read (a page and one more, to know whether another page follows). */
  limit: number;
}

/**
 * One page of requests with their people, newest first, in the properties the user may see. Each
 * property's newest rows are read from its (property, created_at, id) index and merged, so a page costs
 * the same with a hundred requests or a hundred thousand. The cursor's timestamp is read back from the
 * table, so no precision is lost on the way to the client. Prepared per scope and filters (decision 118).
 */
export async function selectRequestPage(db: Database, query: RequestPageQuery): Promise<RequestRow[]> {
  const filters = {
    property: query.propertyId !== undefined,
    status: query.status !== undefined,
    after: query.afterId !== undefined,
  };
  const statement = preparedOnce(db, variantName(`request_page_${query.scope}`, filters), (statementName) => {
    const onlyProperty = filters.property ? sql`and ${properties.id} = ${sql.placeholder("propertyId")}` : sql``;
    // Sent as text[]: PGlite cannot encode a parameter of an enum array type.
    const statuses = sql`${sql.placeholder("status")}::text[]::${sql.raw(requestStatusEnum.enumName)}[]`;
    const onlyStatus = filters.status ? sql`and r.status = any(${statuses})` : sql``;
    const afterCursor = filters.after
      ? sql`and (r.created_at, r.id) < (select c.created_at, c.id from ${requests} c where c.id = ${sql.placeholder("afterId")})`
      : sql``;
    const pageIds = sql`select page.id from ${properties}
      cross join lateral (
        select r.id, r.created_at from ${requests} r
        where r.property_id = ${properties.id} ${onlyStatus} ${afterCursor}
        order by r.created_at desc, r.id desc limit ${sql.placeholder("limit")}
      ) page
      where ${preparedPropertyScope(query.scope)} ${onlyProperty}
      order by page.created_at desc, page.id desc limit ${sql.placeholder("limit")}`;
    return selectWithPeople(db)
      .where(sql`${requests.id} in (${pageIds})`)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .prepare(statementName);
  });
  return statement.execute({
    userId: query.userId,
    propertyId: query.propertyId,
    status: query.status,
    afterId: query.afterId,
    limit: query.limit,
  });
}

/** Number of requests per status in the properties the user may see, or in one of them. */
export async function countByStatus(
  db: Executor,
  { user, propertyId }: { user: Actor; propertyId?: number },
): Promise<Map<RequestStatus, number>> {
  const rows = await db
    .select({ status: requests.status, count: count() })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .where(and(propertyScope(user), propertyId === undefined ? undefined : eq(requests.propertyId, propertyId)))
    .groupBy(requests.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

/** Line items of the given requests, in request order, with the live item's category, stock and capacity. */
export async function selectLines(db: Database, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  const statement = preparedOnce(db, "request_lines", (name) =>
    db
      .select({
        line: requestItems,
        category: inventoryItems.category,
        currentStock: inventoryItems.currentStock,
        maxCapacity: inventoryItems.maxCapacity,
      })
      .from(requestItems)
      .leftJoin(inventoryItems, eq(inventoryItems.id, requestItems.itemId))
      .where(sql`${requestItems.requestId} = any(${sql.placeholder("requestIds")})`)
      .orderBy(asc(requestItems.requestId), asc(requestItems.position))
      .prepare(name),
  );
  return statement.execute({ requestIds });
}
export type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

/**
 * A request as the lists of newest requests show it (the admin's, a property's analytics): its status and
 * total, and the item its first line names, left-joined with `firstLineOfRequest`.
 */
export const requestSummaryColumns = {
  id: requests.id,
  status: requests.status,
  quantity: requests.quantity,
  createdAt: requests.createdAt,
  itemName: sql<string>`coalesce(${requestItems.itemName}, '')`,
};

/** The join condition of a request's first line. */
export const firstLineOfRequest = and(eq(requestItems.requestId, requests.id), eq(requestItems.position, 0));

/** Newest requests first; the id orders requests made in the same instant. */
export const newestRequestsFirst = [desc(requests.createdAt), desc(requests.id)];
