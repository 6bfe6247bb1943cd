import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { RequestStatus } from "@stockroom/shared";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../db/client";
import { inventoryItems, properties, requestItems, requestStatusEnum, requests, users } from "../../db/schema";
import { preparedOnce, variantName } from "../../db/prepared";
import { type ScopeKind, preparedPropertyScope } from "../access/scope";

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

/** Requests matching a condition (on requests and their property), newest first, with their people. */
export async function selectRequests(db: Executor, where: SQL, limit: number) {
  return selectWithPeople(db).where(where).orderBy(desc(requests.createdAt), desc(requests.id)).limit(limit);
}
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

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

export interface NewRequest {
  requesterId: string;
  /** Which properties the requester may order for: a manager's assigned ones, or the ones a user owns. */
  scope: ScopeKind;
  /** In the order the requester listed them; the first one's item is the request's itemId. */
  lines: { itemId: number; quantity: number }[];
  reason: string | null;
  photoUrl: string | null;
}

/** One answer row of insertRequest per line, the request's columns repeated. */
interface InsertedLine {
  id: number;
  itemId: number | null;
  propertyId: number;
  requesterId: string | null;
  quantity: number;
  reason: string | null;
  photoUrl: string | null;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
  propertyName: string;
  ownerId: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  lineId: number;
  lineItemId: number | null;
  itemName: string;
  unit: string;
  position: number;
  requestedQuantity: number;
  state: LineRow["line"]["state"];
  category: LineRow["category"];
  currentStock: number;
  maxCapacity: number | null;
}

const INSERTED_COLUMNS = [
  "id",
  "itemId",
  "propertyId",
  "requesterId",
  "quantity",
  "reason",
  "photoUrl",
  "status",
  "createdAt",
  "updatedAt",
  "propertyName",
  "ownerId",
  "firstName",
  "lastName",
  "profileImageUrl",
  "lineId",
  "lineItemId",
  "itemName",
  "unit",
  "position",
  "requestedQuantity",
  "state",
  "category",
  "currentStock",
  "maxCapacity",
] as const satisfies readonly (keyof InsertedLine)[];

/**
 * Inserts a request, its lines (whose trigger adds them to the analytics rollups) and its activity entry
 * in one statement, so in one implicit transaction, and only when every item is one the requester may see
 * and all are at one property. Answers the request as selectRequests and selectLines would read it back,
 * or null when the items do not qualify (the caller finds out why).
 */
export async function insertRequest(
  db: Database,
  request: NewRequest,
): Promise<{ row: RequestRow; lines: LineRow[] } | null> {
  const count = request.lines.length;
  const name = `create_request_${request.scope}`;
  const statement = preparedOnce(db, name, () => prepareInsert(db, request.scope, name));
  const rows = await statement.execute({
    lines: JSON.stringify(request.lines.map((l, position) => ({ item_id: l.itemId, quantity: l.quantity, position }))),
    count,
    userId: request.requesterId,
    reason: request.reason,
    photoUrl: request.photoUrl,
    details: ` for ${count} item${count === 1 ? "" : "s"} at `,
  });
  return rows.length === 0 ? null : toInserted(rows);
}

/** Built and prepared once per database and scope kind (decision 118): every create sends the same text. */
function prepareInsert(db: Database, kind: ScopeKind, name: string) {
  const p = (name: string) => sql.placeholder(name);
  const cte = (name: string, body: SQL) => db.$with(name, {}).as(body);
  const wanted = cte(
    "wanted",
    sql`select * from jsonb_to_recordset(${p("lines")}::jsonb) w(item_id integer, quantity integer, position integer)`,
  );
  const found = cte(
    "found",
    sql`select w.item_id, w.quantity, w.position, i.name, i.unit, i.category, i.current_stock, i.max_capacity,
          i.property_id, properties.name as property_name, properties.owner_id
        from wanted w
        join inventory_items i on i.id = w.item_id
        join properties on properties.id = i.property_id
        where ${preparedPropertyScope(kind)}`,
  );
  const request = cte(
    "request",
    sql`insert into requests (property_id, item_id, requester_id, quantity, reason, photo_url)
        select min(property_id), (array_agg(item_id order by position))[1], ${p("userId")}::varchar, sum(quantity),
               ${p("reason")}::text, ${p("photoUrl")}::text
        from found
        having count(*) = ${p("count")}::int and count(distinct property_id) = 1
        returning *`,
  );
  const line = cte(
    "line",
    sql`insert into request_items (request_id, item_id, item_name, unit, requested_quantity, position)
        select request.id, f.item_id, f.name, f.unit, f.quantity, f.position from request cross join found f
        order by f.position
        returning *`,
  );
  const activity = cte(
    "activity",
    sql`insert into activity_log (type, details, user_id, owner_id, property_id)
        select 'request_created', 'Request #' || request.id || ${p("details")}::text || f.property_name,
               ${p("userId")}::varchar, f.owner_id, request.property_id
        from request cross join (select property_name, owner_id from found limit 1) f`,
  );
  const columns = Object.fromEntries(INSERTED_COLUMNS.map((name) => [name, sql`${sql.identifier(name)}`])) as {
    [K in keyof InsertedLine]: SQL<InsertedLine[K]>;
  };
  const answer = db.$with("answer", columns).as(
    sql`select r.id, r.item_id as "itemId", r.property_id as "propertyId", r.requester_id as "requesterId",
          r.quantity, r.reason, r.photo_url as "photoUrl", r.status, r.created_at as "createdAt",
          r.updated_at as "updatedAt", f.property_name as "propertyName", f.owner_id as "ownerId",
          u.first_name as "firstName", u.last_name as "lastName", u.profile_image_url as "profileImageUrl",
          l.id as "lineId", l.item_id as "lineItemId", l.item_name as "itemName", l.unit, l.position,
          l.requested_quantity as "requestedQuantity", l.state,
          f.category, f.current_stock as "currentStock", f.max_capacity as "maxCapacity"
        from request r
        join line l on l.request_id = r.id
        join found f on f.item_id = l.item_id
        left join users u on u.id = r.requester_id`,
  );
  return db
    .with(wanted, found, request, line, activity, answer)
    .select(columns)
    .from(answer)
    .orderBy(sql`position`)
    .prepare(name);
}

/** The rows of insertRequest in the shapes the answer is built from; a new request has no review yet. */
function toInserted(rows: InsertedLine[]): { row: RequestRow; lines: LineRow[] } {
  const [r] = rows;
  const row: RequestRow = {
    request: {
      id: r.id,
      itemId: r.itemId,
      propertyId: r.propertyId,
      requesterId: r.requesterId,
      quantity: r.quantity,
      approvedQuantity: null,
      receivedQuantity: null,
      reason: r.reason,
      photoUrl: r.photoUrl,
      status: r.status,
      reviewedBy: null,
      reviewedAt: null,
      receivedBy: null,
      receivedAt: null,
      trackingNumber: null,
      notes: null,
      // As the query builder reads timestamps: the driver's text, parsed by Date.
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    },
    property: { id: r.propertyId, name: r.propertyName, ownerId: r.ownerId },
    requester: { firstName: r.firstName, lastName: r.lastName, profileImageUrl: r.profileImageUrl },
    reviewer: null,
    receiver: null,
  };
  const lines: LineRow[] = rows.map((l) => ({
    line: {
      id: l.lineId,
      requestId: r.id,
      itemId: l.lineItemId,
      itemName: l.itemName,
      unit: l.unit,
      position: l.position,
      requestedQuantity: l.requestedQuantity,
      approvedQuantity: null,
      receivedQuantity: null,
      state: l.state,
    },
    category: l.category,
    currentStock: l.currentStock,
    maxCapacity: l.maxCapacity,
  }));
  return { row, lines };
}

/** Items among `ids` the scope allows, with their property: why insertRequest refused them. */
export async function selectScopedItems(db: Executor, scope: SQL, ids: number[]) {
  return db
    .select({ id: inventoryItems.id, propertyId: inventoryItems.propertyId })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(inArray(inventoryItems.id, ids), scope));
}

/** Every item of the property of item `itemId`, when the scope allows that property; empty otherwise. */
export async function selectCatalogueOf(db: Executor, scope: SQL, itemId: number) {
  const ofItem = sql`(select i.property_id from ${inventoryItems} i where i.id = ${itemId})`;
  return db
    .select({ id: inventoryItems.id, name: inventoryItems.name })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.propertyId, ofItem), scope));
}
