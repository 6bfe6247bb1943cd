import {
  approvalLimitMessage,
  formatQuantity,
  MAX_STOCK,
  MESSAGES,
  can,
  parseApprovedItems,
  REQUEST_MESSAGES,
  stockLimitMessage,
  type UpdateRequestStatusBody,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { type Actor, findAccessibleProperty, tenantOf } from "../access/scope";
import { logActivity } from "../activity/repo";
import { notifyRequestOutcome } from "../alerts/request-outcome";
import { addStock, insertMovements } from "../inventory/repo/stock";
import {
  type Review,
  approveLine,
  approveRequest,
  completeReceipt,
  declineRequest,
  lockLines,
  lockRequest,
  receiveLine,
} from "./repo/transitions";
import { getRequest } from "./service";

type Line = Awaited<ReturnType<typeof lockLines>>[number];
type Locked = { request: NonNullable<Awaited<ReturnType<typeof lockRequest>>>; ownerId: string; lines: Line[] };

/**
 * Locks a request the user may see, with its lines: whoever locks second waits, then sees the
 * state the first left behind, so a transition happens exactly once.
 */
async function lockVisible(tx: Executor, user: Actor, id: number): Promise<Locked> {
  const key = { id, ownerId: tenantOf(user) };
  const request = await lockRequest(tx, key);
  if (!request) throw notFound("Request");
  const property = await findAccessibleProperty(tx, user, request.propertyId);
  return { request, ownerId: property.ownerId, lines: await lockLines(tx, key) };
}

function conflict(status: string): AppError {
  return new AppError("CONFLICT", `This request has already been ${status}`, { status });
}

/**
 * PUT /api/requests/{id}/status. Pending requests are approved (with per-item quantities; 0 denies
 * an item) or declined by the property's owner; 'received' receives every approved item in full.
 */
export async function updateRequestStatus(
  db: Database,
  user: Actor,
  { id, changes: body }: { id: number; changes: UpdateRequestStatusBody },
) {
  if (body.status === "received") {
    return db.transaction(async (tx) => {
      const locked = await lockVisible(tx, user, id);
      const entries = locked.lines
        .filter((l) => l.state === "approved")
        .map((l) => ({ itemName: l.itemName, receivedQuantity: l.approvedQuantity ?? 0 }));
      await receiveLines(tx, user, { locked, entries, requireAll: true });
      return getRequest(tx, user, id);
    });
  }
  if (!can(user.role, "requests.review")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
  return db.transaction(async (tx) => {
    const { request, lines, ownerId } = await lockVisible(tx, user, id);
    if (request.status !== "pending") throw conflict(request.status);
    const review: Review = {
      reviewedBy: user.id,
      reviewedAt: new Date(),
      notes: body.notes?.trim() || null,
      trackingNumber: body.trackingNumber?.trim() || null,
    };
    if (body.status === "declined") {
      await declineRequest(tx, { id, ownerId, review });
    } else {
      const approved = approvedQuantities(lines, body);
      // Decision 96: anything from 0 to what was asked for, whatever is on the shelf now.
      for (const [index, line] of lines.entries()) {
        if (approved[index] > line.requestedQuantity) {
          throw new AppError(
            "BAD_REQUEST",
            `Approved quantity for '${line.itemName}': ${approvalLimitMessage(line.requestedQuantity)}`,
          );
        }
      }
      if (approved.every((q) => q === 0)) {
        throw new AppError("BAD_REQUEST", REQUEST_MESSAGES.nothingApproved);
      }
      for (const [index, line] of lines.entries()) {
        await approveLine(tx, { lineId: line.id, ownerId, quantity: approved[index] });
      }
      const total = approved.reduce((sum, q) => sum + q, 0);
      await approveRequest(tx, { id, ownerId, review, approvedQuantity: total });
    }
    await logActivity(tx, {
      type: "request_reviewed",
      details: `Request #${id} ${body.status}`,
      userId: user.id,
      ownerId,
      propertyId: request.propertyId,
    });
    await notifyRequestOutcome(tx, { ownerId, requestId: id, outcome: body.status, actorId: user.id });
    return getRequest(tx, user, id);
  });
}

/** Approved quantity per line, from structured items, the approvedItems text, or the single quantity. */
function approvedQuantities(lines: Line[], body: UpdateRequestStatusBody): number[] {
  if (body.items?.length) {
    const byLine = new Map(body.items.map((i) => [i.requestItemId, i.approvedQuantity]));
    return lines.map((l) => required(byLine.get(l.id), l));
  }
  let parsed;
  try {
    parsed = parseApprovedItems(body.approvedItems);
  } catch (error) {
    throw new AppError("BAD_REQUEST", (error as Error).message).withCause(error);
  }
  if (parsed) {
    const remaining = [...parsed];
    return lines.map((l) => {
      const at = remaining.findIndex((p) => p.name.toLowerCase() === l.itemName.toLowerCase());
      if (at === -1) return required(undefined, l);
      const [entry] = remaining.splice(at, 1);
      return entry.denied ? 0 : entry.approved;
    });
  }
  if (body.quantity !== undefined && body.quantity !== null) {
    if (lines.length > 1)
      throw new AppError("BAD_REQUEST", "Give approved quantities per item for a multi-item request");
    return [body.quantity];
  }
  return lines.map((l) => l.requestedQuantity);
}

function required(quantity: number | undefined, line: Line): number {
  if (quantity === undefined) throw new AppError("BAD_REQUEST", `Approved quantity is missing for '${line.itemName}'`);
  return quantity;
}

export interface ReceivedEntry {
  itemName: string;
  receivedQuantity: number;
}

/** What arrived of a request's approved items; `requireAll` demands an entry for every one of them. */
interface Receipt {
  entries: ReceivedEntry[];
  requireAll: boolean;
}

/**
 * Receives approved items: each is received (quantity > 0, added to stock and the ledger) or missing
 * (0). The request becomes received once no approved item is left; `requireAll` demands that now.
 */
export async function receiveItems(db: Database, user: Actor, { id, ...receipt }: Receipt & { id: number }) {
  return db.transaction(async (tx) => {
    await receiveLines(tx, user, { locked: await lockVisible(tx, user, id), ...receipt });
    return getRequest(tx, user, id);
  });
}

async function receiveLines(tx: Executor, user: Actor, { locked, entries, requireAll }: Receipt & { locked: Locked }) {
  const { request, lines, ownerId } = locked;
  if (request.status === "received") throw conflict("received");
  if (request.status !== "approved") {
    throw new AppError("CONFLICT", "Only approved requests can be received", { status: request.status });
  }
  const open = lines.filter((l) => l.state === "approved");
  const picked = new Set<number>();
  const plan = entries.map((entry) => {
    const line = open.find((l) => !picked.has(l.id) && l.itemName.toLowerCase() === entry.itemName.toLowerCase());
    if (!line) throw new AppError("BAD_REQUEST", `'${entry.itemName}' is not an approved item waiting to be received`);
    picked.add(line.id);
    return { line, quantity: entry.receivedQuantity };
  });
  if (requireAll && picked.size !== open.length) {
    throw new AppError("BAD_REQUEST", "Cannot Complete Receive: mark every item as received or missing");
  }
  // Stock rows are locked in item id order, as a daily check locks them: writers that touch the same
  // items in another order would otherwise wait on each other and PostgreSQL would abort one.
  for (const { line, quantity } of plan.sort((a, b) => (a.line.itemId ?? 0) - (b.line.itemId ?? 0))) {
    await receiveLine(tx, { lineId: line.id, ownerId, quantity });
    if (quantity > 0 && line.itemId !== null) {
      const stock = await addStock(tx, { ownerId, id: line.itemId, quantity });
      // Throwing rolls the whole receipt back: the request stays approved and no line, stock or ledger row changes.
      if (stock === null) {
        throw new AppError("CONFLICT", stockLimitMessage(line.itemName, quantity), { maxStock: MAX_STOCK });
      }
      await insertMovements(tx, {
        ownerId,
        movements: [
          {
            itemId: line.itemId,
            delta: quantity,
            resultingStock: stock,
            reason: "received",
            userId: user.id,
            requestId: request.id,
          },
        ],
      });
    }
  }
  if (picked.size < open.length) return;
  const received = await completeReceipt(tx, { id: request.id, ownerId, receivedBy: user.id });
  await logActivity(tx, {
    type: "request_received",
    details: `Request #${request.id} received (${formatQuantity(received, "units")})`,
    userId: user.id,
    ownerId,
    propertyId: request.propertyId,
  });
  await notifyRequestOutcome(tx, { ownerId, requestId: request.id, outcome: "received", actorId: user.id });
}
