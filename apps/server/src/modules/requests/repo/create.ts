import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { type RequestStatus, UNREVIEWED_REQUEST } from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { inventoryItems, properties } from "../../../db/schema";
import { preparedOnce } from "../../../db/prepared";
import { preparedPropertyScope, propertyScope } from "../../access/repo";
import type { Actor, ScopeKind } from "../../access/scope";
import type { LineRow, RequestRow } from "./reads";

export interface NewRequest {
  requesterId: string;
  /** The requester's account (tenantOf): every row read and written is in it. */
  ownerId: string;
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
  state: LineRow["state"];
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
 * and all are at one property. Answers the request and its lines as selectVisibleRequest would read them back,
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
    ownerId: request.ownerId,
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
        where i.owner_id = ${p("ownerId")} and ${preparedPropertyScope(kind)}`,
  );
  const request = cte(
    "request",
    sql`insert into requests (property_id, item_id, requester_id, quantity, reason, photo_url, owner_id)
        select min(property_id), (array_agg(item_id order by position))[1], ${p("userId")}::varchar, sum(quantity),
               ${p("reason")}::text, ${p("photoUrl")}::text, min(owner_id)
        from found
        having count(*) = ${p("count")}::int and count(distinct property_id) = 1
        returning *`,
  );
  const line = cte(
    "line",
    sql`insert into request_items (request_id, item_id, item_name, unit, requested_quantity, position, owner_id)
        select request.id, f.item_id, f.name, f.unit, f.quantity, f.position, request.owner_id
        from request cross join found f
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
      reason: r.reason,
      photoUrl: r.photoUrl,
      status: r.status,
      ownerId: r.ownerId,
      ...UNREVIEWED_REQUEST,
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
    id: l.lineId,
    position: l.position,
    itemId: l.lineItemId,
    itemName: l.itemName,
    unit: l.unit,
    requestedQuantity: l.requestedQuantity,
    approvedQuantity: null,
    receivedQuantity: null,
    state: l.state,
    category: l.category,
    currentStock: l.currentStock,
    maxCapacity: l.maxCapacity,
  }));
  return { row, lines };
}

/** Which user reads, and their account (tenantOf). */
interface Reader {
  user: Actor;
  ownerId: string;
}

/** Items among `ids` in properties the user may see, with their property: why insertRequest refused them. */
export async function selectVisibleItems(db: Executor, { user, ownerId, ids }: Reader & { ids: number[] }) {
  return db
    .select({ id: inventoryItems.id, propertyId: inventoryItems.propertyId })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.ownerId, ownerId), inArray(inventoryItems.id, ids), propertyScope(user)));
}

/** Every item of the property of item `itemId`, when the user may see that property; empty otherwise. */
export async function selectCatalogueOf(db: Executor, { user, ownerId, itemId }: Reader & { itemId: number }) {
  const ofItem = sql`(select i.property_id from ${inventoryItems} i where i.owner_id = ${ownerId} and i.id = ${itemId})`;
  return db
    .select({ id: inventoryItems.id, name: inventoryItems.name })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.propertyId, ofItem), propertyScope(user)));
}
