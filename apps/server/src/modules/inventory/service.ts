import {
  CATEGORIES,
  emptyCategorySummary,
  MESSAGES,
  can,
  parLevelProblem,
  scannedCode,
  type CreateItemInput,
  type InventoryListQuery,
  type InventorySummaryDto,
  type ItemNameConflictDto,
  itemNameKey,
  type ItemLookupQuery,
  type UpdateItemInput,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { type PageQuery, decodeCursor, idCursor, nameIdCursor, pageOf } from "../../lib/pagination";
import { type Actor, findAccessibleProperty, scopeKindOf, tenantOf } from "../access/scope";
import { withUsageForecast } from "../forecast/service";
import { assertItemRoom } from "../limits/item-room";
import { assertItemSupplier } from "../suppliers/service";
import * as reads from "./repo/reads";
import * as stock from "./repo/stock";
import * as writes from "./repo/writes";

/**
 * Items the user may see (404 when the property filter is not theirs), a page at a time in (name, id) order,
 * each with its usage forecast.
 */
export async function listInventory(db: Database, user: Actor, query: InventoryListQuery) {
  const rows = await reads.listItemPage(db, {
    ...(await pageScope(db, user, query)),
    category: query.category,
    // A scanned label's address searches for its code, as matchesItemSearch does in the browser.
    search: query.search ? scannedCode(query.search) || undefined : undefined,
  });
  const page = pageOf(rows, query.limit, (row) => [row.name, row.id]);
  return { ...page, items: await withUsageForecast(db, { ownerId: tenantOf(user), items: page.items }) };
}

/** The part of an item page's query every list shares: whose items, which property, from where, how many. */
async function pageScope(db: Database, user: Actor, query: PageQuery & { propertyId?: number }) {
  if (query.propertyId !== undefined) await findAccessibleProperty(db, user, query.propertyId);
  return {
    scope: scopeKindOf(user),
    userId: user.id,
    ownerId: tenantOf(user),
    propertyId: query.propertyId,
    after: query.cursor ? decodeCursor(query.cursor, nameIdCursor) : undefined,
    limit: query.limit + 1,
  };
}

/**
 * GET /api/inventory/name-conflicts: the names items share at one property, kept from before names were unique
 * (decision 201), each with its items oldest first; 404 when the property filter is not the user's.
 */
export async function listNameConflicts(
  db: Database,
  user: Actor,
  propertyId?: number,
): Promise<ItemNameConflictDto[]> {
  if (propertyId !== undefined) await findAccessibleProperty(db, user, propertyId);
  const groups = new Map<string, ItemNameConflictDto>();
  for (const row of await reads.listNameConflicts(db, { user, propertyId })) {
    const key = `${row.propertyId}:${itemNameKey(row.name)}`;
    const group = groups.get(key) ?? {
      propertyId: row.propertyId,
      propertyName: row.propertyName,
      name: row.name,
      items: [],
    };
    group.items.push({ id: row.id, name: row.name });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** GET /api/inventory/summary: the category cards' figures, computed in the database. */
export async function summarizeInventory(db: Database, user: Actor, propertyId?: number): Promise<InventorySummaryDto> {
  if (propertyId !== undefined) await findAccessibleProperty(db, user, propertyId);
  const summary = await reads.summarizeByCategory(db, {
    scope: scopeKindOf(user),
    userId: user.id,
    ownerId: tenantOf(user),
    propertyId,
  });
  const rows = new Map(summary.map((row) => [row.category, row]));
  return CATEGORIES.map((category) => rows.get(category) ?? emptyCategorySummary(category));
}

/**
 * GET /api/inventory/lookup: the items a scanned or typed code stands for in the properties the user may
 * see (404 when the property filter is not theirs), with their usage forecast as in the item lists; [] when none.
 */
export async function lookupItems(db: Database, user: Actor, { code, propertyId }: ItemLookupQuery) {
  if (propertyId !== undefined) await findAccessibleProperty(db, user, propertyId);
  return withUsageForecast(db, {
    ownerId: tenantOf(user),
    items: await reads.listItemsByCode(db, { code, user, propertyId }),
  });
}

/** An item in a property the user may see, or 404; `lock` takes a row lock. */
export async function getItem(db: Executor, user: Actor, { id, lock = false }: { id: number; lock?: boolean }) {
  const item = await reads.findItem(db, { id, user, lock });
  if (!item) throw notFound("Item");
  return item;
}

/**
 * Creates an item in a property the user may work in, and its opening ledger row. With
 * copiedFromId it is a Copy to Property, which only owners may do, from an item they can see.
 */
export async function createItem(db: Database, user: Actor, body: CreateItemInput) {
  return db.transaction(async (tx) => {
    // The property's account: the new item and its ledger row carry it (the tenant key, decision 155).
    const { ownerId } = await findAccessibleProperty(tx, user, body.propertyId);
    await assertItemSupplier(tx, { ownerId, propertyId: body.propertyId, supplierId: body.supplierId });
    if (body.copiedFromId) {
      if (!can(user.role, "inventory.copy")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
      const source = await reads.findItem(tx, { id: body.copiedFromId, user });
      if (!source) throw notFound("Source item");
    }
    await assertItemRoom(tx, { ownerId, propertyId: body.propertyId, adding: 1 });
    const { copiedFromId, unitCost, ...fields } = body;
    const id = await writes.insertItem(tx, { ...fields, ownerId, unitCostCents: toCents(unitCost) });
    await stock.insertMovements(tx, {
      ownerId,
      movements: [
        {
          itemId: id,
          delta: fields.currentStock,
          resultingStock: fields.currentStock,
          reason: copiedFromId ? "copied" : "created",
          userId: user.id,
        },
      ],
    });
    return getItem(tx, user, { id });
  });
}

/** Updates an item (every field, or currentStock alone); a stock change is written to the ledger. */
export async function updateItem(db: Database, user: Actor, { id, changes }: { id: number; changes: UpdateItemInput }) {
  return db.transaction(async (tx) => {
    const item = await getItem(tx, user, { id, lock: true });
    const { propertyId, unitCost, ...fields } = changes;
    if (propertyId !== undefined && propertyId !== item.propertyId) {
      throw new AppError("BAD_REQUEST", "Items cannot move to another property; copy the item instead");
    }
    checkParLevel(item, fields);
    const ownerId = tenantOf(user);
    await assertItemSupplier(tx, { ownerId, propertyId: item.propertyId, supplierId: fields.supplierId });
    await writes.updateItem(
      tx,
      { ownerId, id },
      {
        ...stripUndefined(fields),
        ...(unitCost !== undefined ? { unitCostCents: toCents(unitCost) } : {}),
      },
    );
    const newStock = fields.currentStock;
    if (newStock !== undefined && newStock !== item.currentStock) {
      await stock.insertMovements(tx, {
        ownerId,
        movements: [
          {
            itemId: id,
            delta: newStock - item.currentStock,
            resultingStock: newStock,
            reason: "edited",
            userId: user.id,
          },
        ],
      });
    }
    return getItem(tx, user, { id });
  });
}

export async function deleteItem(db: Database, user: Actor, id: number) {
  await db.transaction(async (tx) => {
    await getItem(tx, user, { id, lock: true });
    await writes.deleteItem(tx, { ownerId: tenantOf(user), id });
  });
}

/** The item's stock history, newest first, a page at a time. */
export async function itemHistory(db: Database, user: Actor, query: PageQuery & { id: number }) {
  await getItem(db, user, { id: query.id });
  const afterId = query.cursor ? decodeCursor(query.cursor, idCursor)[0] : undefined;
  const rows = await stock.listMovements(db, {
    ownerId: tenantOf(user),
    itemId: query.id,
    limit: query.limit + 1,
    afterId,
  });
  return pageOf(rows, query.limit, (row) => [row.id]);
}

/**
 * The body's schema checks the par level against the levels sent with it; a partial update (minStock
 * alone, say) is checked here against the stored levels it leaves as they are, as a 400 like the schema's.
 */
function checkParLevel(stored: writes.ItemLevels, changes: Partial<writes.ItemLevels>) {
  const problem = parLevelProblem({
    minStock: changes.minStock ?? stored.minStock,
    maxCapacity: changes.maxCapacity === undefined ? stored.maxCapacity : changes.maxCapacity,
    parLevel: changes.parLevel === undefined ? stored.parLevel : changes.parLevel,
  });
  if (problem) throw new AppError("VALIDATION_ERROR", problem, { fields: { parLevel: problem } });
}

function toCents(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : Math.round(dollars * 100);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
