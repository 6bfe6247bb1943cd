import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { PurchaseOrderStatus } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import {
  inventoryItems,
  properties,
  purchaseOrderLines,
  purchaseOrders,
  requestItems,
  requests,
  suppliers,
} from "../../db/schema";
import { ownerOfPurchaseOrder } from "../../db/tenancy";

/** The request's row, locked: parallel creations of its orders run one after another. */
export async function lockRequest(db: Executor, id: number) {
  const [row] = await db
    .select({ id: requests.id, propertyId: requests.propertyId, status: requests.status })
    .from(requests)
    .where(eq(requests.id, id))
    .for("update");
  return row;
}

/**
 * The request's approved lines with what an order needs of their item now: its supplier (of the same
 * owner only) and unit cost. A deleted item's line has neither and goes to the order without a supplier.
 */
export function selectOrderableLines(db: Executor, { requestId, ownerId }: { requestId: number; ownerId: string }) {
  return db
    .select({
      requestItemId: requestItems.id,
      itemId: requestItems.itemId,
      itemName: requestItems.itemName,
      unit: requestItems.unit,
      quantity: sql<number>`${requestItems.approvedQuantity}`,
      unitCostCents: inventoryItems.unitCostCents,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      supplierEmail: suppliers.email,
    })
    .from(requestItems)
    .leftJoin(inventoryItems, eq(inventoryItems.id, requestItems.itemId))
    .leftJoin(suppliers, and(eq(suppliers.id, inventoryItems.supplierId), eq(suppliers.ownerId, ownerId)))
    .where(
      and(
        eq(requestItems.requestId, requestId),
        eq(requestItems.state, "approved"),
        gt(requestItems.approvedQuantity, 0),
      ),
    )
    .orderBy(asc(requestItems.position));
}

export interface NewOrder {
  ownerId: string;
  propertyId: number;
  requestId: number;
  supplierId: number | null;
  supplierName: string | null;
  supplierEmail: string | null;
  totalCents: number;
  createdBy: string;
}

/** Inserts an order unless the request already has one for that supplier; answers the new id or undefined. */
export async function insertOrder(db: Executor, order: NewOrder): Promise<number | undefined> {
  const [row] = await db
    .insert(purchaseOrders)
    .values(order)
    .onConflictDoNothing({ target: [purchaseOrders.requestId, purchaseOrders.supplierId] })
    .returning({ id: purchaseOrders.id });
  return row?.id;
}

export interface NewLine {
  requestItemId: number;
  itemId: number | null;
  itemName: string;
  unit: string;
  quantity: number;
  unitCostCents: number | null;
  lineTotalCents: number;
}

export async function insertLines(db: Executor, orderId: number, lines: readonly NewLine[]): Promise<void> {
  await db.insert(purchaseOrderLines).values(
    lines.map((line, position) => ({
      ...line,
      purchaseOrderId: orderId,
      position,
      ownerId: ownerOfPurchaseOrder(orderId),
    })),
  );
}

/**
 * An order as answers and the PDF show it: the property it ships to, the supplier's contact details as
 * they are now, and the address it goes to (the supplier's current email, else the one copied in).
 */
const orderColumns = {
  id: purchaseOrders.id,
  ownerId: purchaseOrders.ownerId,
  propertyId: purchaseOrders.propertyId,
  propertyName: properties.name,
  propertyAddress: properties.address,
  requestId: purchaseOrders.requestId,
  supplierId: purchaseOrders.supplierId,
  supplierName: purchaseOrders.supplierName,
  supplierEmail: sql<string | null>`coalesce(${suppliers.email}, ${purchaseOrders.supplierEmail})`,
  supplierContact: suppliers.contactName,
  supplierPhone: suppliers.phone,
  status: purchaseOrders.status,
  totalCents: purchaseOrders.totalCents,
  lineCount: sql<number>`(select count(*)::int from ${purchaseOrderLines} where ${purchaseOrderLines.purchaseOrderId} = ${purchaseOrders.id})`,
  createdAt: purchaseOrders.createdAt,
  sentAt: purchaseOrders.sentAt,
  sentTo: purchaseOrders.sentTo,
};

function selectOrders(db: Executor) {
  return db
    .select(orderColumns)
    .from(purchaseOrders)
    .innerJoin(properties, eq(properties.id, purchaseOrders.propertyId))
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .$dynamic();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof selectOrder>>>;

/** The request's orders, in the order they were made. */
export function selectOrdersOfRequest(db: Executor, requestId: number) {
  return selectOrders(db).where(eq(purchaseOrders.requestId, requestId)).orderBy(asc(purchaseOrders.id));
}

/** One order of the owner's, or undefined (another owner's order is no order). */
export async function selectOrder(db: Executor, { id, ownerId }: { id: number; ownerId: string }) {
  const [row] = await selectOrders(db)
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.ownerId, ownerId)))
    .limit(1);
  return row;
}

export interface OrderPageQuery {
  ownerId: string;
  propertyId?: number;
  status?: PurchaseOrderStatus;
  /** The last order of the previous page. */
  afterId?: number;
  limit: number;
}

/** A page of the owner's orders, newest first; the cursor's timestamp is read back from the table. */
export function selectOrderPage(db: Executor, { ownerId, propertyId, status, afterId, limit }: OrderPageQuery) {
  return selectOrders(db)
    .where(
      and(
        eq(purchaseOrders.ownerId, ownerId),
        propertyId === undefined ? undefined : eq(purchaseOrders.propertyId, propertyId),
        status === undefined ? undefined : eq(purchaseOrders.status, status),
        afterId === undefined
          ? undefined
          : sql`(${purchaseOrders.createdAt}, ${purchaseOrders.id}) < (select c.created_at, c.id from ${purchaseOrders} c where c.id = ${afterId})`,
      ),
    )
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(limit);
}

/** An order's lines in their printed order. */
export function selectLines(db: Executor, orderId: number) {
  return db
    .select({
      id: purchaseOrderLines.id,
      itemId: purchaseOrderLines.itemId,
      itemName: purchaseOrderLines.itemName,
      unit: purchaseOrderLines.unit,
      quantity: purchaseOrderLines.quantity,
      unitCostCents: purchaseOrderLines.unitCostCents,
      lineTotalCents: purchaseOrderLines.lineTotalCents,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, orderId))
    .orderBy(asc(purchaseOrderLines.position));
}

/** Locks one order of the owner's for sending; undefined when there is none. */
export async function lockOrder(db: Executor, { id, ownerId }: { id: number; ownerId: string }) {
  const [row] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.ownerId, ownerId)))
    .for("update");
  return row;
}

export async function markSent(db: Executor, { id, sentTo, sentAt }: { id: number; sentTo: string; sentAt: Date }) {
  await db
    .update(purchaseOrders)
    .set({ status: "sent", sentTo, sentAt, updatedAt: sentAt })
    .where(eq(purchaseOrders.id, id));
}
