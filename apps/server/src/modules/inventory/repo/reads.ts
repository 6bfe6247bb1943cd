import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Category, generatedCodeItemId } from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { preparedOnce, variantName } from "../../../db/prepared";
import { inventoryItems, properties, requestItems, requests } from "../../../db/schema";
import { preparedPropertyScope, propertyScope } from "../../access/repo";
import { type Actor, type ScopeKind, tenantOf } from "../../access/scope";
import { inAccountLines, isLow, itemColumnsOf, openLine, selectItems, toItem } from "./columns";

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
    if (filters.search) conditions.push(searchCondition(sql.placeholder("pattern")));
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

/**
 * matchesItemSearch in SQL: the name or the item's code (its barcode, else SR and the id padded to at
 * least 8 digits, as generatedItemCode writes it) contains the pattern, ignoring case.
 */
function searchCondition(pattern: SQLWrapper) {
  const code = sql`coalesce(${inventoryItems.barcode}, 'SR' || lpad(${inventoryItems.id}::text, greatest(8, length(${inventoryItems.id}::text)), '0'))`;
  return or(ilike(inventoryItems.name, pattern), ilike(code, pattern))!;
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

/**
 * The items sharing a name with an item marked name_conflict at the same property (migration 0036), the user's
 * properties or one of them, in (property, name, id) order: the oldest of each group first.
 */
export async function listNameConflicts(db: Database, scope: { user: Actor; propertyId?: number }) {
  const marked = alias(inventoryItems, "marked");
  const where = and(
    propertyScope(scope.user),
    scope.propertyId === undefined ? undefined : eq(inventoryItems.propertyId, scope.propertyId),
    exists(
      db
        .select({ one: sql`1` })
        .from(marked)
        .where(
          and(
            eq(marked.ownerId, tenantOf(scope.user)),
            eq(marked.propertyId, inventoryItems.propertyId),
            marked.nameConflict,
            sql`lower(btrim(${marked.name})) = lower(btrim(${inventoryItems.name}))`,
          ),
        ),
    ),
  )!;
  return db
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      propertyId: inventoryItems.propertyId,
      propertyName: properties.name,
    })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.ownerId, tenantOf(scope.user)), eq(properties.ownerId, tenantOf(scope.user)), where))
    .orderBy(
      asc(properties.name),
      asc(inventoryItems.propertyId),
      sql`lower(btrim(${inventoryItems.name}))`,
      asc(inventoryItems.id),
    );
}
