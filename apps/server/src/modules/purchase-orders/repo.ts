import { and, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { PurchaseOrderStatus } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import {
  emailOutbox,
  inventoryItems,
  properties,
  purchaseOrderLines,
  purchaseOrders,
  requestItems,
  requests,
  suppliers,
} from "../../db/schema";

/*
 * Every statement names the account (`ownerId`, tenantOf the user) besides its rows (issue 23, tenant key): an
 * order, its request, lines, items, supplier and property are all of the one account that made it.
 */

/** Which row, of which account. */
interface Key {
  ownerId: string;
  id: number;
}

/** The request's row, locked: parallel creations of its orders run one after another. */
export async function lockRequest(db: Executor, { ownerId, id }: Key) {
  const [row] = await db
    .select({ id: requests.id, propertyId: requests.propertyId, status: requests.status })
    .from(requests)
    .where(and(eq(requests.ownerId, ownerId), eq(requests.id, id)))
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
    .leftJoin(inventoryItems, and(eq(inventoryItems.id, requestItems.itemId), eq(inventoryItems.ownerId, ownerId)))
    .leftJoin(suppliers, and(eq(suppliers.id, inventoryItems.supplierId), eq(suppliers.ownerId, ownerId)))
    .where(
      and(
        eq(requestItems.ownerId, ownerId),
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

export async function insertLines(
  db: Executor,
  { ownerId, orderId, lines }: { ownerId: string; orderId: number; lines: readonly NewLine[] },
): Promise<void> {
  await db
    .insert(purchaseOrderLines)
    .values(lines.map((line, position) => ({ ...line, purchaseOrderId: orderId, position, ownerId })));
}

/**
 * An order as answers and the PDF show it: the property it ships to, the supplier's contact details as
 * they are now, and the address it goes to (the supplier's current email, else the one copied in).
 */
const orderColumns = (ownerId: string) => ({
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
  lineCount: sql<number>`(select count(*)::int from ${purchaseOrderLines}
    where ${purchaseOrderLines.ownerId} = ${ownerId} and ${purchaseOrderLines.purchaseOrderId} = ${purchaseOrders.id})`,
  createdAt: purchaseOrders.createdAt,
  sentAt: purchaseOrders.sentAt,
  sentTo: purchaseOrders.sentTo,
  emailStatus: emailOutbox.status,
  emailTo: emailOutbox.toAddress,
  emailError: emailOutbox.error,
  emailAttemptedAt: emailOutbox.lastAttemptAt,
});

/** The account's orders narrowed by `where`, with their property and supplier; callers add order and limit. */
function selectOrders(db: Executor, { ownerId, where }: { ownerId: string; where?: SQL }) {
  return db
    .select(orderColumns(ownerId))
    .from(purchaseOrders)
    .innerJoin(properties, eq(properties.id, purchaseOrders.propertyId))
    .leftJoin(suppliers, and(eq(suppliers.id, purchaseOrders.supplierId), eq(suppliers.ownerId, ownerId)))
    .leftJoin(emailOutbox, eq(emailOutbox.id, purchaseOrders.emailId))
    .where(and(eq(purchaseOrders.ownerId, ownerId), eq(properties.ownerId, ownerId), where))
    .$dynamic();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof selectOrder>>>;

/** The request's orders, in the order they were made. */
export function selectOrdersOfRequest(db: Executor, { ownerId, requestId }: { ownerId: string; requestId: number }) {
  return selectOrders(db, { ownerId, where: eq(purchaseOrders.requestId, requestId) }).orderBy(asc(purchaseOrders.id));
}

/** One order of the owner's, or undefined (another owner's order is no order). */
export async function selectOrder(db: Executor, { id, ownerId }: Key) {
  const [row] = await selectOrders(db, { ownerId, where: eq(purchaseOrders.id, id) }).limit(1);
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
  const where = and(
    propertyId === undefined ? undefined : eq(purchaseOrders.propertyId, propertyId),
    status === undefined ? undefined : eq(purchaseOrders.status, status),
    afterId === undefined
      ? undefined
      : sql`(${purchaseOrders.createdAt}, ${purchaseOrders.id}) < (select c.created_at, c.id from ${purchaseOrders} c
          where c.owner_id = ${ownerId} and c.id = ${afterId})`,
  );
  return selectOrders(db, { ownerId, where })
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(limit);
}

/** An order's lines in their printed order. */
export function selectLines(db: Executor, { ownerId, orderId }: { ownerId: string; orderId: number }) {
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
    .where(and(eq(purchaseOrderLines.ownerId, ownerId), eq(purchaseOrderLines.purchaseOrderId, orderId)))
    .orderBy(asc(purchaseOrderLines.position));
}

/** Locks one order of the owner's for sending; undefined when there is none. */
export async function lockOrder(db: Executor, { id, ownerId }: Key) {
  const [row] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.ownerId, ownerId)))
    .for("update");
  return row;
}

/** Points the order at its latest email, written for delivery. */
export async function attachEmail(db: Executor, { ownerId, id, emailId }: Key & { emailId: number }) {
  await db
    .update(purchaseOrders)
    .set({ emailId, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.ownerId, ownerId), eq(purchaseOrders.id, id)));
}

/** Marks the order sent once SMTP has taken its email; answers its number's id and property, or undefined if gone. */
export async function markSent(db: Executor, { ownerId, id, sentTo }: Key & { sentTo: string }) {
  const [row] = await db
    .update(purchaseOrders)
    .set({ status: "sent", sentTo, sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.ownerId, ownerId), eq(purchaseOrders.id, id)))
    .returning({ id: purchaseOrders.id, propertyId: purchaseOrders.propertyId, createdBy: purchaseOrders.createdBy });
  return row;
}
