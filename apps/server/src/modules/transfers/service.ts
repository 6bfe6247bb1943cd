import {
  MAX_STOCK,
  MESSAGES,
  TRANSFER_MESSAGES,
  can,
  transferActivityText,
  type CreateTransferBody,
  type TransferTargetDto,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { findScopedProperty } from "../access/repo";
import { type Actor, tenantOf } from "../access/scope";
import { logActivity } from "../activity/repo";
import { getItem } from "../inventory/service";
import { insertMovements } from "../inventory/repo/stock";
import { insertItem } from "../inventory/repo/writes";
import { assertItemRoom } from "../limits/item-room";
import * as repo from "./repo";

type SourceItem = Awaited<ReturnType<typeof getItem>>;

function assertMayTransfer(user: Actor) {
  if (!can(user.role, "inventory.transfer")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
}

/**
 * The source item and the target property, both the user's own (404 otherwise, whoever else may see
 * them: a transfer is between the owner's properties), and never the same property (400).
 */
async function findEnds(db: Executor, user: Actor, { fromItemId, toPropertyId }: Omit<CreateTransferBody, "quantity">) {
  const source = await getItem(db, user, { id: fromItemId });
  const target = await findScopedProperty(db, { user, propertyId: toPropertyId });
  if (!target) throw notFound("Property");
  if (target.id === source.propertyId) {
    throw new AppError("VALIDATION_ERROR", TRANSFER_MESSAGES.sameProperty, {
      fields: { toPropertyId: TRANSFER_MESSAGES.sameProperty },
    });
  }
  // getItem's scope is the user's own properties for owner-like roles, so the source's is found too.
  const from = await findScopedProperty(db, { user, propertyId: source.propertyId });
  return { source, sourcePropertyName: from?.name ?? "", target };
}

/** GET /api/transfers/target: the item a transfer would add to, or null when it would create one. */
export async function findTransferTarget(
  db: Database,
  user: Actor,
  query: Omit<CreateTransferBody, "quantity">,
): Promise<TransferTargetDto> {
  assertMayTransfer(user);
  const { source, target } = await findEnds(db, user, query);
  const named = await repo.findItemByName(db, { ownerId: tenantOf(user), propertyId: target.id, name: source.name });
  return { item: named ?? null };
}

/**
 * POST /api/transfers: moves `quantity` units from an item to the target property's item of the same
 * name, created from the source when there is none, in one transaction with a ledger row on each side.
 */
export async function createTransfer(db: Database, user: Actor, body: CreateTransferBody) {
  assertMayTransfer(user);
  return db.transaction(async (tx) => {
    const { source, sourcePropertyName, target } = await findEnds(tx, user, body);
    const ownerId = tenantOf(user);
    // The target property's item lock first (as every item insert takes it), so two transfers of a name
    // the property lacks cannot both create it; the items are locked only after it, by every transfer.
    await assertItemRoom(tx, { ownerId, propertyId: target.id, adding: 0 });
    const named = await repo.findItemByName(tx, { ownerId, propertyId: target.id, name: source.name });
    const stocks = await repo.lockItems(tx, { ownerId, ids: named ? [source.id, named.id] : [source.id] });
    // An item deleted while this waited for its lock is no longer there to add to.
    const existing = named && stocks.has(named.id) ? named : undefined;
    const available = stocks.get(source.id);
    if (available === undefined) throw notFound("Item");
    if (body.quantity > available) {
      const message = TRANSFER_MESSAGES.notEnoughStock(available, source.unit);
      throw new AppError("CONFLICT", message, { fields: { quantity: message }, currentStock: available });
    }
    let toItemId: number;
    let targetStock: number;
    if (existing) {
      toItemId = existing.id;
      targetStock = stocks.get(existing.id)!;
      if (targetStock + body.quantity > MAX_STOCK) {
        const message = TRANSFER_MESSAGES.targetFull(existing.name, target.name);
        throw new AppError("CONFLICT", message, { fields: { quantity: message } });
      }
    } else {
      toItemId = await createTargetItem(tx, user, { source, propertyId: target.id });
      targetStock = 0;
    }
    const transfer = await repo.insertTransfer(tx, {
      ownerId: target.ownerId,
      fromItemId: source.id,
      toItemId,
      fromPropertyId: source.propertyId,
      toPropertyId: target.id,
      itemName: source.name,
      quantity: body.quantity,
      userId: user.id,
    });
    const fromStock = available - body.quantity;
    const toStock = targetStock + body.quantity;
    await repo.setStock(tx, { ownerId, id: source.id, stock: fromStock });
    await repo.setStock(tx, { ownerId, id: toItemId, stock: toStock });
    const side = { reason: "transfer" as const, userId: user.id, transferId: transfer.id };
    await insertMovements(tx, {
      ownerId,
      movements: [
        { ...side, itemId: source.id, delta: -body.quantity, resultingStock: fromStock },
        { ...side, itemId: toItemId, delta: body.quantity, resultingStock: toStock },
      ],
    });
    await logActivity(tx, {
      type: "stock_transferred",
      details: transferActivityText({
        quantity: body.quantity,
        unit: source.unit,
        itemName: source.name,
        from: sourcePropertyName,
        to: target.name,
      }),
      userId: user.id,
      ownerId: target.ownerId,
      propertyId: source.propertyId,
    });
    return {
      transfer: {
        ...transfer,
        fromItemId: source.id,
        toItemId,
        fromPropertyId: source.propertyId,
        toPropertyId: target.id,
      },
      fromItem: await getItem(tx, user, { id: source.id }),
      toItem: await getItem(tx, user, { id: toItemId }),
      createdTarget: existing === undefined,
    };
  });
}

/**
 * The target property's copy of the source item, with no stock yet and its opening ledger row of 0 (the
 * transfer's row adds the units). The barcode goes along unless another item of the property has it.
 */
async function createTargetItem(
  tx: Executor,
  user: Actor,
  { source, propertyId }: { source: SourceItem; propertyId: number },
) {
  const ownerId = tenantOf(user);
  await assertItemRoom(tx, { ownerId, propertyId, adding: 1 });
  const copied = await repo.findCopyableFields(tx, { ownerId, id: source.id });
  const barcode =
    source.barcode !== null && !(await repo.barcodeTaken(tx, { ownerId, propertyId, barcode: source.barcode }))
      ? source.barcode
      : null;
  const id = await insertItem(tx, {
    name: source.name,
    category: source.category,
    description: source.description,
    unit: source.unit,
    currentStock: 0,
    minStock: source.minStock,
    maxCapacity: source.maxCapacity,
    parLevel: source.parLevel,
    unitCostCents: copied.unitCostCents,
    supplierId: copied.supplierId,
    photoUrl: source.photoUrl,
    barcode,
    propertyId,
    ownerId,
  });
  await insertMovements(tx, {
    ownerId,
    movements: [{ itemId: id, delta: 0, resultingStock: 0, reason: "created", userId: user.id }],
  });
  return id;
}
