import { and, eq, inArray, type SQL } from "drizzle-orm";
import {
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  REQUEST_STATUSES,
  parseMultiItemReason,
  type CreateRequestBody,
  type Page,
  type RequestCountsDto,
  type RequestDto,
  type RequestStatus,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { inventoryItems, properties, requestItems, requests } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty, notFound, propertyScope } from "../access/scope";
import { logActivity } from "../activity/repo";
import { decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { type LineRow, countByStatus, selectLines, selectPageIds, selectRequests } from "./repo";
import { toRequestDto } from "./serialize";

export const DUPLICATE_ITEM = "Cannot request the same item multiple times in a single request";

export interface RequestFilter {
  propertyId?: number;
  /** Any of these statuses; all when absent. */
  status?: RequestStatus[];
  limit: number;
  cursor?: string;
}

/** Requests in the user's properties, newest first, a page at a time: three queries whatever the count. */
export async function listRequests(db: Executor, user: Actor, filter: RequestFilter): Promise<Page<RequestDto>> {
  if (filter.propertyId !== undefined) await findAccessibleProperty(db, user, filter.propertyId);
  const afterId = filter.cursor ? decodeCursor(filter.cursor, idCursor)[0] : undefined;
  const ids = await selectPageIds(db, propertyScope(user), { ...filter, afterId }, filter.limit + 1);
  const rows = ids.length === 0 ? [] : await loadRequests(db, inArray(requests.id, ids), ids.length);
  return pageOf(rows, filter.limit, (row) => [row.id]);
}

/** GET /api/requests/counts: per status, the requests in the user's properties (or one of them). */
export async function countRequests(
  db: Executor,
  user: Actor,
  filter: Pick<RequestFilter, "propertyId">,
): Promise<RequestCountsDto> {
  if (filter.propertyId !== undefined) await findAccessibleProperty(db, user, filter.propertyId);
  const onlyProperty = filter.propertyId === undefined ? undefined : eq(requests.propertyId, filter.propertyId);
  const counts = await countByStatus(db, and(propertyScope(user), onlyProperty)!);
  return Object.fromEntries(REQUEST_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as RequestCountsDto;
}

/** One request the user may see, or 404. */
export async function getRequest(db: Executor, user: Actor, id: number): Promise<RequestDto> {
  const [request] = await loadRequests(db, and(propertyScope(user), eq(requests.id, id))!, 1);
  if (!request) throw notFound("Request");
  return request;
}

async function loadRequests(db: Executor, where: SQL, limit: number) {
  const rows = await selectRequests(db, where, limit);
  const lines = new Map<number, LineRow[]>();
  for (const line of await selectLines(
    db,
    rows.map((r) => r.request.id),
  )) {
    lines.set(line.line.requestId, [...(lines.get(line.line.requestId) ?? []), line]);
  }
  return rows.map((row) => toRequestDto(row, lines.get(row.request.id) ?? []));
}

interface WantedLine {
  itemId: number;
  quantity: number;
}

/**
 * Creates a request with its line items. Accepts `items` directly, or the documented form: itemId
 * of the first item, quantity summed, and the 'Multiple items requested: …' list in reason.
 */
export async function createRequest(db: Database, user: Actor, body: CreateRequestBody): Promise<RequestDto> {
  return db.transaction(async (tx) => {
    const { lines, reason, propertyId } = body.items
      ? await fromItems(tx, user, body.items, body.reason ?? null)
      : await fromDocumentedForm(tx, user, body.itemId!, body.quantity!, body.reason ?? null);
    const property = await findAccessibleProperty(tx, user, propertyId);
    const items = await tx
      .select({ id: inventoryItems.id, name: inventoryItems.name, unit: inventoryItems.unit })
      .from(inventoryItems)
      .where(
        inArray(
          inventoryItems.id,
          lines.map((l) => l.itemId),
        ),
      );
    const byId = new Map(items.map((i) => [i.id, i]));
    const [row] = await tx
      .insert(requests)
      .values({
        propertyId,
        itemId: lines[0].itemId,
        requesterId: user.id,
        quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
        reason: reason?.trim() || null,
        photoUrl: body.photoUrl ?? null,
      })
      .returning({ id: requests.id });
    await tx.insert(requestItems).values(
      lines.map((l, position) => ({
        requestId: row.id,
        itemId: l.itemId,
        itemName: byId.get(l.itemId)!.name,
        unit: byId.get(l.itemId)!.unit,
        requestedQuantity: l.quantity,
        position,
      })),
    );
    await logActivity(tx, {
      type: "request_created",
      details: `Request #${row.id} for ${lines.length} item${lines.length === 1 ? "" : "s"} at ${property.name}`,
      userId: user.id,
      ownerId: property.ownerId,
      propertyId,
    });
    return getRequest(tx, user, row.id);
  });
}

async function fromItems(tx: Executor, user: Actor, wanted: WantedLine[], reason: string | null) {
  const found = await tx
    .select({ id: inventoryItems.id, propertyId: inventoryItems.propertyId })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(
      and(
        inArray(
          inventoryItems.id,
          wanted.map((w) => w.itemId),
        ),
        propertyScope(user),
      ),
    );
  if (found.length !== wanted.length) throw notFound("Item");
  const propertyIds = new Set(found.map((f) => f.propertyId));
  if (propertyIds.size > 1) throw new AppError("BAD_REQUEST", "All items of a request must belong to one property");
  return { lines: wanted, reason, propertyId: found[0].propertyId };
}

async function fromDocumentedForm(tx: Executor, user: Actor, itemId: number, quantity: number, reason: string | null) {
  const [first] = await tx
    .select({ propertyId: inventoryItems.propertyId })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.id, itemId), propertyScope(user)));
  if (!first) throw notFound("Item");
  const catalogue = await tx
    .select({ id: inventoryItems.id, name: inventoryItems.name })
    .from(inventoryItems)
    .where(eq(inventoryItems.propertyId, first.propertyId));
  const parsed = reason
    ? parseMultiItemReason(
        reason,
        catalogue.map((c) => c.name),
      )
    : null;
  if (!parsed) return { lines: [{ itemId, quantity }], reason, propertyId: first.propertyId };

  const lines = parsed.lines.map((line) => {
    const match = catalogue.find((c) => c.name.toLowerCase() === line.name.toLowerCase());
    if (!match) throw new AppError("BAD_REQUEST", `Unknown item '${line.name}' in this request`);
    if (line.quantity < 1) throw new AppError("BAD_REQUEST", "Quantity must be at least 1");
    if (line.quantity > QUANTITY_LIMITS.maxLineQuantity) {
      throw new AppError("BAD_REQUEST", QUANTITY_MESSAGES.lineTooLarge);
    }
    return { itemId: match.id, quantity: line.quantity };
  });
  if (new Set(lines.map((l) => l.itemId)).size !== lines.length) throw new AppError("BAD_REQUEST", DUPLICATE_ITEM);
  if (lines.reduce((sum, l) => sum + l.quantity, 0) !== quantity) {
    throw new AppError("BAD_REQUEST", "Quantity does not match the sum of the requested items");
  }
  return { lines, reason: parsed.reason, propertyId: first.propertyId };
}
