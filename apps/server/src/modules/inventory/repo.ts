import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  BARCODE_MESSAGES,
  type Category,
  MAX_STOCK,
  type StockMovementReason,
  generatedCodeItemId,
  itemCode,
  suggestedOrder,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { violatedConstraint } from "../../db/constraints";
import { AppError } from "../../lib/errors";
import { preparedOnce, variantName } from "../../db/prepared";
import {
  inventoryItems,
  properties,
  requestItems,
  requests,
  stockMovements,
  stockTransfers,
  users,
} from "../../db/schema";
import { type TenantKey, preparedPropertyScope, propertyScope } from "../access/repo";
import { type Actor, type ScopeKind, tenantOf } from "../access/scope";

export const isLow = sql`${inventoryItems.currentStock} <= ${inventoryItems.minStock}`;

/**
 * A request line that is on order (decision 128): approved, not yet received or marked missing, in a
 * request still approved. A partial receipt leaves its other approved lines on order. Literal states,
 * so the planner matches request_items_open_item_idx in prepared statements too.
 */
const openLine = sql`${requestItems.state} = 'approved' and ${requests.status} = 'approved'`;
const openLines = sql`${requestItems} inner join ${requests} on ${requests.id} = ${requestItems.requestId}`;

/** Open lines of the account only: both of their tables carry the tenant key (decision 155). */
const inAccountLines = (ownerId: TenantKey) => and(eq(requestItems.ownerId, ownerId), eq(requests.ownerId, ownerId))!;

/** What is on order of the outer query's item, summed in the same statement (no second round trip). */
const onOrderOfItem = (ownerId: TenantKey) =>
  sql<number>`(select coalesce(sum(${requestItems.approvedQuantity}), 0) from ${openLines} where ${inAccountLines(ownerId)} and ${requestItems.itemId} = ${inventoryItems.id} and ${openLine})`;

/** An item's columns, with what is on order of it among the open lines of the account `ownerId`. */
export const itemColumnsOf = (ownerId: TenantKey) => ({
  id: inventoryItems.id,
  name: inventoryItems.name,
  category: inventoryItems.category,
  description: inventoryItems.description,
  currentStock: inventoryItems.currentStock,
  minStock: inventoryItems.minStock,
  maxCapacity: inventoryItems.maxCapacity,
  parLevel: inventoryItems.parLevel,
  // bigint: open lines may add up past the integer range.
  onOrder: sql<number>`${onOrderOfItem(ownerId)}::bigint`.mapWith(Number),
  unitCostCents: inventoryItems.unitCostCents,
  unit: inventoryItems.unit,
  photoUrl: inventoryItems.photoUrl,
  barcode: inventoryItems.barcode,
  supplierId: inventoryItems.supplierId,
  propertyId: inventoryItems.propertyId,
  createdAt: inventoryItems.createdAt,
  updatedAt: inventoryItems.updatedAt,
});

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Which items to read: those of the account `ownerId` (items and their property) matching a condition on both. */
interface ItemCondition {
  ownerId: TenantKey;
  where: SQL;
}

function selectItems(db: Executor, { ownerId, where }: ItemCondition) {
  return db
    .select({ ...itemColumnsOf(ownerId), propertyName: properties.name })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(properties.ownerId, ownerId), where))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
    .$dynamic();
}

/** The API shape of an item: unit cost in dollars, as the forms show it, and the code it is scanned as. */
export function toItem({ unitCostCents, propertyName: _propertyName, ...row }: ItemRow) {
  return {
    ...row,
    unitCost: unitCostCents === null ? null : unitCostCents / 100,
    suggestedOrder: suggestedOrder(row),
    code: itemCode(row),
  };
}

/** Items of the account matching a condition on items and their property (so callers can pass a property scope). */
export async function listItems(db: Executor, condition: { ownerId: string; where: SQL }) {
  return (await selectItems(db, condition)).map(toItem);
}

/** Which items a list page holds: those the user may see, narrowed by the filters given. */
export interface ItemPageQuery {
  scope: ScopeKind;
  userId: string;
  /** The user's account (tenantOf). */
  ownerId: string;
  propertyId?: number;
  category?: Category;
  search?: string;
  after?: readonly [string, number];
  /** Rows to read (a page and one more, to know whether another page follows). */
  limit: number;
}

/** A page of the inventory list, in (name, id) order. */
export async function listItemPage(db: Database, query: ItemPageQuery) {
  return (await itemPageStatement(db, query).execute(itemPageParams(query))).map(toItem);
}

function itemPageParams(query: ItemPageQuery) {
  return {
    userId: query.userId,
    ownerId: query.ownerId,
    propertyId: query.propertyId,
    category: query.category,
    pattern: query.search === undefined ? undefined : containsPattern(query.search),
    afterName: query.after?.[0],
    afterId: query.after?.[1],
    limit: query.limit,
  };
}

/** One prepared statement per combination of scope and filters (decision 118): lists are the hottest reads. */
function itemPageStatement(db: Database, query: ItemPageQuery) {
  const filters = {
    property: query.propertyId !== undefined,
    category: query.category !== undefined,
    search: query.search !== undefined,
    after: query.after !== undefined,
  };
  return preparedOnce(db, variantName(`item_page_${query.scope}`, filters), (statementName) => {
    const conditions = [preparedPropertyScope(query.scope, filters.property)];
    if (filters.category) conditions.push(eq(inventoryItems.category, sql.placeholder("category")));
    if (filters.search) conditions.push(ilike(inventoryItems.name, sql.placeholder("pattern")));
    if (filters.after) {
      conditions.push(
        sql`(${inventoryItems.name}, ${inventoryItems.id}) > (${sql.placeholder("afterName")}, ${sql.placeholder("afterId")})`,
      );
    }
    return selectItems(db, { ownerId: sql.placeholder("ownerId"), where: and(...conditions)! })
      .limit(sql.placeholder("limit"))
      .prepare(statementName);
  });
}

/** A LIKE pattern for names containing the text, ignoring case; LIKE wildcards in it match literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/** Per category: items, units, low ones, the first low item's property and the properties holding any. */
export async function summarizeByCategory(
  db: Database,
  scope: { scope: ScopeKind; userId: string; ownerId: string; propertyId?: number },
) {
  const oneProperty = scope.propertyId !== undefined;
  const name = variantName(`category_summary_${scope.scope}`, { property: oneProperty });
  const statement = preparedOnce(db, name, () =>
    db
      .select({
        category: inventoryItems.category,
        itemCount: count(),
        // bigint: 215 items at MAX_STOCK already pass the integer range, and ::int would fail the request.
        totalUnits: sql<number>`coalesce(sum(${inventoryItems.currentStock}), 0)::bigint`.mapWith(Number),
        lowCount: sql<number>`(count(*) filter (where ${isLow}))::int`,
        firstLowPropertyId: sql<
          number | null
        >`(array_agg(${inventoryItems.propertyId} order by ${inventoryItems.name}, ${inventoryItems.id}) filter (where ${isLow}))[1]`,
        propertyIds: sql<
          number[]
        >`array_agg(distinct ${inventoryItems.propertyId} order by ${inventoryItems.propertyId})`,
      })
      .from(inventoryItems)
      .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
      .where(
        and(eq(inventoryItems.ownerId, sql.placeholder("ownerId")), preparedPropertyScope(scope.scope, oneProperty)),
      )
      .groupBy(inventoryItems.category)
      .prepare(name),
  );
  return statement.execute({ userId: scope.userId, ownerId: scope.ownerId, propertyId: scope.propertyId });
}

/** Which item, seen by whom; `lock` takes a row lock. */
export interface ItemLookup {
  id: number;
  user: Actor;
  lock?: boolean;
}

/** One item in a property the user may see, or undefined. */
export async function findItem(db: Executor, { id, user, lock = false }: ItemLookup) {
  const ownerId = tenantOf(user);
  const query = db
    .select({ ...itemColumnsOf(ownerId), propertyName: properties.name })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id), propertyScope(user)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: inventoryItems }) : await query;
  return row ? toItem(row) : undefined;
}

/** A scanned or typed code, looked up among the items of the properties a user may see. */
export interface ItemCodeLookup {
  code: string;
  user: Actor;
  propertyId?: number;
}

/**
 * The items a code stands for (decision 139): the one a generated code names by its id, else those whose
 * barcode it is (at most one per property, read through the property's barcode index). Entered barcodes
 * may not take the generated shape, so a code is never both.
 */
export async function listItemsByCode(db: Executor, { code, user, propertyId }: ItemCodeLookup) {
  const id = generatedCodeItemId(code);
  return listItems(db, {
    ownerId: tenantOf(user),
    where: and(
      id === null ? eq(inventoryItems.barcode, code) : eq(inventoryItems.id, id),
      propertyScope(user),
      propertyId === undefined ? undefined : eq(inventoryItems.propertyId, propertyId),
    )!,
  });
}

/**
 * What is on order per item, in one grouped statement for a page of items (decision 128). Items with
 * nothing on order are absent: read with `.get(id) ?? 0`.
 */
export async function onOrderByItem(
  db: Executor,
  { ownerId, itemIds }: { ownerId: string; itemIds: readonly number[] },
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: sql<number>`${requestItems.itemId}`,
      onOrder: sql<number>`sum(${requestItems.approvedQuantity})::bigint`.mapWith(Number),
    })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .where(and(inAccountLines(ownerId), inArray(requestItems.itemId, [...itemIds]), openLine))
    .groupBy(requestItems.itemId);
  return new Map(rows.map((row) => [row.itemId, row.onOrder]));
}

/** An item's own fields; its owner_id is its property's, set on insert and never changed. */
export type ItemValues = Omit<typeof inventoryItems.$inferInsert, "id" | "ownerId" | "createdAt" | "updatedAt">;

/** The levels a par level is checked against, as stored or as changed. */
export interface ItemLevels {
  minStock: number;
  maxCapacity: number | null;
  parLevel: number | null;
}

/**
 * Inserts an item into a property of the account `ownerId` (the caller found the property in the user's
 * scope, so this is its owner_id); a barcode another item of the property has is a 409 (see barcodeConflict).
 */
export async function insertItem(db: Executor, values: ItemValues & { ownerId: string }) {
  const [row] = await db
    .insert(inventoryItems)
    .values(values)
    .returning({ id: inventoryItems.id })
    .catch(barcodeConflict);
  return row.id;
}

/** Which item of which account (tenantOf the user) a change is for. */
export interface ItemKey {
  ownerId: string;
  id: number;
}

/** Changes an item's fields; a barcode another item of the property has is a 409 (see barcodeConflict). */
export async function updateItem(db: Executor, { ownerId, id }: ItemKey, values: Partial<ItemValues>) {
  await db
    .update(inventoryItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)))
    .catch(barcodeConflict);
}

const BARCODE_UNIQUE = "inventory_items_property_barcode_unique";

/**
 * The unique index is the only check: two saves of one barcode cannot both pass it, however they
 * interleave (the later waits for the earlier's commit, then fails), so there is no "taken?" read to race.
 * Its failure becomes the 409 on the barcode field; anything else is rethrown as it was.
 */
function barcodeConflict(error: unknown): never {
  if (violatedConstraint(error) === BARCODE_UNIQUE) {
    throw new AppError("CONFLICT", BARCODE_MESSAGES.taken, { fields: { barcode: BARCODE_MESSAGES.taken } }).withCause(
      error,
    );
  }
  throw error;
}

export async function deleteItem(db: Executor, { ownerId, id }: ItemKey) {
  await db.delete(inventoryItems).where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)));
}

export interface MovementValues {
  itemId: number;
  delta: number;
  resultingStock: number;
  reason: StockMovementReason;
  userId: string | null;
  requestId?: number | null;
  dailyCheckId?: number | null;
  transferId?: number | null;
}

/**
 * Adds received units to an item's stock unless that would take it past MAX_STOCK: the new stock, or
 * null when the item would overflow (nothing changed then). The row lock the update takes orders
 * concurrent receipts, so two of them can never pass the cap together.
 */
export async function addStock(
  db: Executor,
  { ownerId, id, quantity }: ItemKey & { quantity: number },
): Promise<number | null> {
  const [row] = await db
    .update(inventoryItems)
    .set({ currentStock: sql`${inventoryItems.currentStock} + ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.id, id),
        sql`${inventoryItems.currentStock} <= ${MAX_STOCK - quantity}`,
      ),
    )
    .returning({ stock: inventoryItems.currentStock });
  return row ? row.stock : null;
}

/**
 * Appends to the stock ledger of items of the account `ownerId` (their owner_id, which the caller found them
 * under); call in the transaction that changed the stock.
 */
export async function insertMovements(
  db: Executor,
  { ownerId, movements }: { ownerId: string; movements: MovementValues[] },
) {
  if (movements.length === 0) return;
  await db.insert(stockMovements).values(movements.map((movement) => ({ ...movement, ownerId })));
}

/** A page of an item's ledger: `limit` rows, after `afterId` the ones older than that movement. */
export interface MovementPageQuery {
  /** The item's account (tenantOf the user). */
  ownerId: string;
  itemId: number;
  limit: number;
  afterId?: number;
}

/** The property on a transfer's other side, in an item's ledger. */
const otherProperty = alias(properties, "other_property");

/** An item's ledger, newest first. */
export async function listMovements(db: Executor, { ownerId, itemId, limit, afterId }: MovementPageQuery) {
  const older =
    afterId === undefined
      ? undefined
      : sql`(${stockMovements.createdAt}, ${stockMovements.id}) < (select m.created_at, m.id from ${stockMovements} m where m.owner_id = ${ownerId} and m.id = ${afterId})`;
  const rows = await db
    .select({
      id: stockMovements.id,
      delta: stockMovements.delta,
      resultingStock: stockMovements.resultingStock,
      reason: stockMovements.reason,
      createdAt: stockMovements.createdAt,
      requestId: stockMovements.requestId,
      dailyCheckId: stockMovements.dailyCheckId,
      userId: stockMovements.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      transferId: stockMovements.transferId,
      otherPropertyName: otherProperty.name,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(
      stockTransfers,
      and(eq(stockTransfers.ownerId, ownerId), eq(stockTransfers.id, stockMovements.transferId)),
    )
    // A transfer's row names the other side: where the units went (delta < 0) or came from.
    .leftJoin(
      otherProperty,
      and(
        eq(otherProperty.ownerId, ownerId),
        eq(
          otherProperty.id,
          sql`case when ${stockMovements.delta} < 0 then ${stockTransfers.toPropertyId} else ${stockTransfers.fromPropertyId} end`,
        ),
      ),
    )
    .where(and(eq(stockMovements.ownerId, ownerId), eq(stockMovements.itemId, itemId), older))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
  return rows.map(({ userId, firstName, lastName, transferId, otherPropertyName, ...row }) => ({
    ...row,
    user: userId ? { firstName, lastName } : null,
    transfer:
      transferId === null
        ? null
        : {
            id: transferId,
            direction: row.delta < 0 ? ("out" as const) : ("in" as const),
            propertyName: otherPropertyName,
          },
  }));
}
