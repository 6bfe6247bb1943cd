import {
  NO_SUPPLIER_NAME,
  PURCHASE_ORDER_MESSAGES,
  type Page,
  type PurchaseOrderDto,
  type PurchaseOrderListQuery,
  formatUsdCents,
  lineTotalCents,
  orderTotalCents,
  purchaseOrderNumber,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { type Actor, findAccessibleProperty, tenantOf } from "../access/scope";
import { logActivity } from "../activity/repo";
import type { Mailer } from "../email/mailer";
import { greeting, plainAddress, plainLabel } from "../email/text";
import type { RenderPool } from "../../renders/pool";
import * as repo from "./repo";
import { toOrderDetailDto, toOrderDto } from "./serialize";

/** Who acts on purchase orders: an owner-like user, whose own account the orders belong to. */
type Owner = Actor & { email: string };

type OrderableLine = Awaited<ReturnType<typeof repo.selectOrderableLines>>[number];

/** The request's approved lines grouped by their item's supplier, those without one last. */
function groupBySupplier(lines: readonly OrderableLine[]) {
  const groups = new Map<number | null, OrderableLine[]>();
  for (const line of lines) groups.set(line.supplierId, [...(groups.get(line.supplierId) ?? []), line]);
  return [...groups.values()].sort(
    (a, b) =>
      Number(a[0].supplierId === null) - Number(b[0].supplierId === null) ||
      (a[0].supplierName ?? "").localeCompare(b[0].supplierName ?? ""),
  );
}

/**
 * POST /api/requests/{id}/purchase-orders: one order per supplier of the approved request's approved lines,
 * at the items' unit costs now. Made once: the request's row is locked, so a parallel call waits and then
 * finds the first call's orders, which it answers as they are; the unique (request, supplier) pair with
 * ON CONFLICT DO NOTHING backs that up. Another owner's request is a 404.
 */
export async function createOrdersForRequest(db: Database, user: Owner, requestId: number) {
  return db.transaction(async (tx) => {
    const ownerId = tenantOf(user);
    const request = await repo.lockRequest(tx, { ownerId, id: requestId });
    if (!request) throw notFound("Request");
    const property = await findAccessibleProperty(tx, user, request.propertyId);
    const existing = await repo.selectOrdersOfRequest(tx, { ownerId, requestId });
    if (existing.length > 0) return existing.map(toOrderDto);
    if (request.status !== "approved") throw new AppError("CONFLICT", PURCHASE_ORDER_MESSAGES.notApproved);
    const lines = await repo.selectOrderableLines(tx, { requestId, ownerId: property.ownerId });
    if (lines.length === 0) throw new AppError("CONFLICT", PURCHASE_ORDER_MESSAGES.nothingToOrder);
    for (const group of groupBySupplier(lines))
      await createOrder(tx, { user, propertyId: property.id, requestId, group });
    return (await repo.selectOrdersOfRequest(tx, { ownerId, requestId })).map(toOrderDto);
  });
}

async function createOrder(
  tx: Executor,
  {
    user,
    propertyId,
    requestId,
    group,
  }: { user: Owner; propertyId: number; requestId: number; group: OrderableLine[] },
) {
  const [{ supplierId, supplierName, supplierEmail }] = group;
  const totalCents = orderTotalCents(group);
  const id = await repo.insertOrder(tx, {
    ownerId: user.id,
    propertyId,
    requestId,
    supplierId,
    supplierName,
    supplierEmail,
    totalCents,
    createdBy: user.id,
  });
  if (id === undefined) return;
  await repo.insertLines(tx, {
    ownerId: user.id,
    orderId: id,
    lines: group.map((line) => ({
      requestItemId: line.requestItemId,
      itemId: line.itemId,
      itemName: line.itemName,
      unit: line.unit,
      quantity: line.quantity,
      unitCostCents: line.unitCostCents,
      lineTotalCents: lineTotalCents(line.quantity, line.unitCostCents),
    })),
  });
  await logActivity(tx, {
    type: "purchase_order_created",
    details: `${purchaseOrderNumber(id)} for ${supplierName ?? NO_SUPPLIER_NAME}: ${group.length} line(s), ${formatUsdCents(totalCents)}`,
    userId: user.id,
    ownerId: user.id,
    propertyId,
  });
}

/** GET /api/purchase-orders: the owner's orders, newest first, a page at a time. */
export async function listOrders(
  db: Executor,
  user: Actor,
  query: PurchaseOrderListQuery,
): Promise<Page<PurchaseOrderDto>> {
  if (query.propertyId !== undefined) await findAccessibleProperty(db, user, query.propertyId);
  const rows = await repo.selectOrderPage(db, {
    ownerId: user.id,
    propertyId: query.propertyId,
    status: query.status,
    afterId: query.cursor ? decodeCursor(query.cursor, idCursor)[0] : undefined,
    limit: query.limit + 1,
  });
  return pageOf(rows.map(toOrderDto), query.limit, (row) => [row.id]);
}

async function findOrder(db: Executor, user: Actor, id: number) {
  const order = await repo.selectOrder(db, { id, ownerId: user.id });
  if (!order) throw notFound("Purchase order");
  return { order, lines: await repo.selectLines(db, { ownerId: user.id, orderId: id }) };
}

/** GET /api/purchase-orders/{id}: one order with its lines. */
export async function getOrder(db: Executor, user: Actor, id: number) {
  const { order, lines } = await findOrder(db, user, id);
  return toOrderDetailDto(order, lines);
}

/** Makes an order's PDF off the event loop. */
type OrderRenders = Pick<RenderPool, "purchaseOrder">;

/** GET /api/purchase-orders/{id}/pdf: the printable order and its file name. */
export async function printOrder(
  db: Executor,
  { user, id, renders }: { user: Actor; id: number; renders: OrderRenders },
) {
  const { order, lines } = await findOrder(db, user, id);
  const number = purchaseOrderNumber(order.id);
  return { pdf: await renders.purchaseOrder({ order, lines }), fileName: `${number}.pdf` };
}

/**
 * POST /api/purchase-orders/{id}/send: writes the order's email, its PDF attached and replies going to the
 * owner, to the outbox (issue 34.2). The order stays open until the delivery job has handed the email to SMTP,
 * which marks it sent (`markOrderEmailed`); until then its email reads queued or sending, and a refusal shows
 * with SMTP's reason. Sending again writes another email (a supplier who lost it). A demo account emails
 * nobody: anyone can open one without proving an address (issue 16).
 */
export async function sendOrder(
  db: Database,
  { user, id, mailer, renders }: { user: Owner; id: number; mailer: Mailer; renders: OrderRenders },
) {
  const { order, lines } = await findOrder(db, user, id);
  if (user.role === "demo") throw new AppError("FORBIDDEN", PURCHASE_ORDER_MESSAGES.demoCannotEmail);
  const to = order.supplierEmail;
  if (!to) {
    const message =
      order.supplierId === null ? PURCHASE_ORDER_MESSAGES.noSupplier : PURCHASE_ORDER_MESSAGES.noSupplierEmail;
    throw new AppError("BAD_REQUEST", message);
  }
  const number = purchaseOrderNumber(order.id);
  const pdf = await renders.purchaseOrder({ order, lines });
  const email = {
    to,
    replyTo: user.email,
    subject: `Purchase order ${number} from ${plainLabel(order.propertyName)}`,
    text: orderEmailText(order, { number, lineCount: lines.length }),
    attachments: [{ filename: `${number}.pdf`, contentType: "application/pdf", contentBase64: pdf.toString("base64") }],
  };
  await db.transaction(async (tx) => {
    if (!(await repo.lockOrder(tx, { id, ownerId: user.id }))) throw notFound("Purchase order");
    const emailId = await mailer.queue(tx, email, {
      purpose: { kind: "purchase_order", ownerId: user.id, orderId: id },
    });
    await repo.attachEmail(tx, { ownerId: user.id, id, emailId });
  });
  return getOrder(db, user, id);
}

/**
 * The delivery job's change once SMTP has taken an order's email: the order is sent, to that address, now,
 * and the activity log says so. An order deleted meanwhile changes nothing.
 */
export async function markOrderEmailed(
  tx: Executor,
  { ownerId, orderId, to }: { ownerId: string; orderId: number; to: string },
): Promise<void> {
  const order = await repo.markSent(tx, { ownerId, id: orderId, sentTo: to });
  if (!order) return;
  await logActivity(tx, {
    type: "purchase_order_sent",
    details: `${purchaseOrderNumber(order.id)} emailed to ${to}`,
    userId: order.createdBy,
    ownerId,
    propertyId: order.propertyId,
  });
}

/**
 * The email's text: no links, only the order's facts; the PDF carries the details. The owner's typed names and
 * address are reduced to plain words (`../email/text`), so the supplier finds no link in them.
 */
function orderEmailText(order: repo.OrderRow, { number, lineCount }: { number: string; lineCount: number }) {
  const property = plainLabel(order.propertyName);
  const shipTo = [property, plainAddress(order.propertyAddress)].filter(Boolean).join(", ");
  return [
    greeting(order.supplierContact),
    "",
    `Please find attached purchase order ${number} from ${property}: ${lineCount} line(s), total ${formatUsdCents(order.totalCents)}.`,
    `Ship to: ${shipTo}`,
    "",
    "Reply to this email with any questions about the order.",
  ].join("\n");
}
