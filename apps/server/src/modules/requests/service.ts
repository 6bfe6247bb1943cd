import {
  LEGACY_MULTI_ITEM_PREFIX,
  MULTI_ITEM_PREFIX,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  REQUEST_MESSAGES,
  REQUEST_STATUSES,
  parseMultiItemReason,
  type CreateRequestBody,
  type Page,
  type RequestCountsDto,
  type RequestDto,
  type RequestStatus,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { type Actor, findAccessibleProperty, scopeKindOf, tenantOf } from "../access/scope";
import { decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { insertRequest, selectCatalogueOf, selectVisibleItems } from "./repo/create";
import { countByStatus, selectRequestPage, selectVisibleRequest } from "./repo/reads";
import { toRequestDto } from "./serialize";

export interface RequestFilter {
  propertyId?: number;
  /** Any of these statuses; all when absent. */
  status?: RequestStatus[];
  limit: number;
  cursor?: string;
}

/** Requests in the user's properties, newest first, a page at a time: one statement whatever the count. */
export async function listRequests(db: Database, user: Actor, filter: RequestFilter): Promise<Page<RequestDto>> {
  if (filter.propertyId !== undefined) await findAccessibleProperty(db, user, filter.propertyId);
  const rows = await selectRequestPage(db, {
    scope: scopeKindOf(user),
    userId: user.id,
    ownerId: tenantOf(user),
    propertyId: filter.propertyId,
    status: filter.status,
    afterId: filter.cursor ? decodeCursor(filter.cursor, idCursor)[0] : undefined,
    limit: filter.limit + 1,
  });
  const answers = rows.map((row) => toRequestDto(row, row.lines));
  return pageOf(answers, filter.limit, (row) => [row.id]);
}

/** GET /api/requests/counts: per status, the requests in the user's properties (or one of them). */
export async function countRequests(
  db: Executor,
  user: Actor,
  filter: Pick<RequestFilter, "propertyId">,
): Promise<RequestCountsDto> {
  if (filter.propertyId !== undefined) await findAccessibleProperty(db, user, filter.propertyId);
  const counts = await countByStatus(db, { user, ownerId: tenantOf(user), propertyId: filter.propertyId });
  return Object.fromEntries(REQUEST_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as RequestCountsDto;
}

/** One request the user may see, or 404. */
export async function getRequest(db: Executor, user: Actor, id: number): Promise<RequestDto> {
  const row = await selectVisibleRequest(db, { id, user, ownerId: tenantOf(user) });
  if (!row) throw notFound("Request");
  return toRequestDto(row, row.lines);
}

interface WantedLine {
  itemId: number;
  quantity: number;
}

/**
 * Creates a request with its line items. Accepts `items` directly, or the documented form: itemId
 * of the first item, quantity summed, and the 'Multiple items requested: …' list in reason. One
 * statement stores it all and answers what the reply needs; only a refusal costs a query for its reason.
 */
export async function createRequest(db: Database, user: Actor, body: CreateRequestBody): Promise<RequestDto> {
  const { lines, reason } = body.items
    ? { lines: body.items, reason: body.reason ?? null }
    : await fromDocumentedForm(db, user, {
        itemId: body.itemId!,
        quantity: body.quantity!,
        reason: body.reason ?? null,
      });
  const request = {
    requesterId: user.id,
    ownerId: tenantOf(user),
    scope: scopeKindOf(user),
    lines,
    reason: reason?.trim() || null,
    photoUrl: body.photoUrl ?? null,
  };
  const created = await insertRequest(db, request);
  if (created) return toRequestDto(created.row, created.lines);
  await refuse(db, user, lines);
  // The items qualified by the time their reason was read: a concurrent change let them in, so try again.
  const again = await insertRequest(db, request);
  if (!again) throw notFound("Item");
  return toRequestDto(again.row, again.lines);
}

/** Throws why insertRequest stored nothing: an item the user may not see, or items of several properties. */
async function refuse(db: Executor, user: Actor, wanted: WantedLine[]): Promise<void> {
  const found = await selectVisibleItems(db, { user, ownerId: tenantOf(user), ids: wanted.map((w) => w.itemId) });
  if (found.length !== wanted.length) throw notFound("Item");
  if (new Set(found.map((f) => f.propertyId)).size > 1) {
    throw new AppError("BAD_REQUEST", "All items of a request must belong to one property");
  }
}

const isMultiItemText = (text: string) =>
  text.startsWith(MULTI_ITEM_PREFIX) || text.startsWith(LEGACY_MULTI_ITEM_PREFIX);

/** The documented form of a request: its first item, the total quantity and the reason that may list every item. */
interface DocumentedForm {
  itemId: number;
  quantity: number;
  reason: string | null;
}

async function fromDocumentedForm(db: Executor, user: Actor, { itemId, quantity, reason }: DocumentedForm) {
  // Only the multi-item text needs the property's item names; any other reason is one line.
  if (!reason || !isMultiItemText(reason)) return { lines: [{ itemId, quantity }], reason };
  const catalogue = await selectCatalogueOf(db, { user, ownerId: tenantOf(user), itemId });
  if (!catalogue.some((c) => c.id === itemId)) throw notFound("Item");
  const parsed = parseMultiItemReason(
    reason,
    catalogue.map((c) => c.name),
  );
  if (!parsed) return { lines: [{ itemId, quantity }], reason };

  const lines = parsed.lines.map((line) => {
    const match = catalogue.find((c) => c.name.toLowerCase() === line.name.toLowerCase());
    if (!match) throw new AppError("BAD_REQUEST", `Unknown item '${line.name}' in this request`);
    if (line.quantity < 1) throw new AppError("BAD_REQUEST", REQUEST_MESSAGES.quantityTooSmall);
    if (line.quantity > QUANTITY_LIMITS.maxLineQuantity) {
      throw new AppError("BAD_REQUEST", QUANTITY_MESSAGES.lineTooLarge);
    }
    return { itemId: match.id, quantity: line.quantity };
  });
  if (new Set(lines.map((l) => l.itemId)).size !== lines.length) {
    throw new AppError("BAD_REQUEST", REQUEST_MESSAGES.duplicateItem);
  }
  if (lines.reduce((sum, l) => sum + l.quantity, 0) !== quantity) {
    throw new AppError("BAD_REQUEST", "Quantity does not match the sum of the requested items");
  }
  return { lines, reason: parsed.reason };
}
