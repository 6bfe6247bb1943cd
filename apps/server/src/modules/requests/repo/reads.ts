import { type Placeholder, type SQL, and, count, desc, eq, sql } from "drizzle-orm";
import type { Category, RequestItemState, RequestStatus } from "@stockroom/shared";
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

const withPeople = {
  request: requests,
  property: { id: properties.id, name: properties.name, ownerId: properties.ownerId },
  requester: person(requester),
  reviewer: person(reviewer),
  receiver: person(receiver),
};

/** The caller's account (tenantOf), as a value or as the placeholder `ownerId` of a prepared statement. */
type OwnerId = string | Placeholder<"ownerId">;

/**
 * The request's lines as one JSON column of `LineRow`s, in position order (a record per line, whose JSON PostgreSQL
 * builds at half the cost of json_build_object's): a page's 200 lines mapped column by
 * column through the query builder cost a fifth of the requests page's Node CPU (issue 18), and reading them
 * in the same statement saves every read its second one. Both tables are read within the account.
 */
const linesOfRequest = (ownerId: OwnerId) => sql<
  LineRow[]
>`(select coalesce(json_agg(x order by x.position), '[]') from (
    select l.id, l.position, l.item_id as "itemId", l.item_name as "itemName", l.unit,
      l.requested_quantity as "requestedQuantity", l.approved_quantity as "approvedQuantity",
      l.received_quantity as "receivedQuantity", l.state, i.category, i.current_stock as "currentStock",
      i.max_capacity as "maxCapacity"
    from ${requestItems} l left join ${inventoryItems} i on i.id = l.item_id and i.owner_id = ${ownerId}
    where l.owner_id = ${ownerId} and l.request_id = ${requests.id}) x)`;

/** Requests of the account with their property, people and lines, narrowed by `where`; callers add order and limit. */
function selectWithPeople(db: Executor, { ownerId, where }: { ownerId: OwnerId; where: SQL }) {
  return db
    .select({ ...withPeople, lines: linesOfRequest(ownerId) })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .leftJoin(requester, eq(requester.id, requests.requesterId))
    .leftJoin(reviewer, eq(reviewer.id, requests.reviewedBy))
    .leftJoin(receiver, eq(receiver.id, requests.receivedBy))
    .where(and(eq(requests.ownerId, ownerId), eq(properties.ownerId, ownerId), where))
    .$dynamic();
}

/** One request with its people and lines, when it is in a property the user may see (`ownerId`: tenantOf the user). */
export async function selectVisibleRequest(
  db: Executor,
  { id, user, ownerId }: { id: number; user: Actor; ownerId: string },
) {
  const [row] = await selectWithPeople(db, { ownerId, where: and(propertyScope(user), eq(requests.id, id))! }).limit(1);
  return row;
}
type RequestWithLines = NonNullable<Awaited<ReturnType<typeof selectVisibleRequest>>>;
/** A request with its property and people; its lines come beside it (`RequestWithLines` or `insertRequest`). */
export type RequestRow = Omit<RequestWithLines, "lines">;

/** Which requests a list page holds: those the user may see, narrowed by the filters given. */
export interface RequestPageQuery {
  scope: ScopeKind;
  userId: string;
  /** The user's account (tenantOf). */
  ownerId: string;
  propertyId?: number;
  /** Any of these statuses; all when absent. */
  status?: RequestStatus[];
  /** The last request of the previous page. */
  afterId?: number;
  /** Rows to read (a page and one more, to know whether another page follows). */
  limit: number;
}

/**
 * One page of requests with their people and lines, newest first, in the properties the user may see. Each
 * property's newest rows are read from its (property, created_at, id) index and merged, so a page costs
 * the same with a hundred requests or a hundred thousand. The cursor's timestamp is read back from the
 * table, so no precision is lost on the way to the client. Prepared per scope and filters (decision 118).
 */
export async function selectRequestPage(db: Database, query: RequestPageQuery): Promise<RequestWithLines[]> {
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
    const ownerId = sql.placeholder("ownerId");
    const afterCursor = filters.after
      ? sql`and (r.created_at, r.id) < (select c.created_at, c.id from ${requests} c
          where c.owner_id = ${ownerId} and c.id = ${sql.placeholder("afterId")})`
      : sql``;
    const pageIds = sql`select page.id from ${properties}
      cross join lateral (
        select r.id, r.created_at from ${requests} r
        where r.owner_id = ${ownerId} and r.property_id = ${properties.id} ${onlyStatus} ${afterCursor}
        order by r.created_at desc, r.id desc limit ${sql.placeholder("limit")}
      ) page
      where ${preparedPropertyScope(query.scope)} ${onlyProperty}
      order by page.created_at desc, page.id desc limit ${sql.placeholder("limit")}`;
    return selectWithPeople(db, { ownerId, where: sql`${requests.id} in (${pageIds})` })
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .prepare(statementName);
  });
  return statement.execute({
    userId: query.userId,
    ownerId: query.ownerId,
    propertyId: query.propertyId,
    status: query.status,
    afterId: query.afterId,
    limit: query.limit,
  });
}

/** Number of requests per status in the properties the user may see, or in one of them. */
export async function countByStatus(
  db: Executor,
  { user, ownerId, propertyId }: { user: Actor; ownerId: string; propertyId?: number },
): Promise<Map<RequestStatus, number>> {
  const rows = await db
    .select({ status: requests.status, count: count() })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .where(
      and(
        eq(requests.ownerId, ownerId),
        propertyScope(user),
        propertyId === undefined ? undefined : eq(requests.propertyId, propertyId),
      ),
    )
    .groupBy(requests.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

/** A request line with its live item's category, stock and capacity (null once the item is deleted). */
export interface LineRow {
  id: number;
  position: number;
  itemId: number | null;
  itemName: string;
  unit: string;
  requestedQuantity: number;
  approvedQuantity: number | null;
  receivedQuantity: number | null;
  state: RequestItemState;
  category: Category | null;
  currentStock: number | null;
  maxCapacity: number | null;
}

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
