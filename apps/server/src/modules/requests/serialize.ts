import {
  encodeMultiItemReason,
  encodeNotes,
  type ApprovedItemText,
  type RequestDto,
  type RequestLineDto,
} from "@stockroom/shared";
import type { LineRow, RequestRow } from "./repo/reads";

/**
 * The answer shape of a request: structured lines, plus the text encodings the existing client reads
 * (multi-item reason, notes with system data, approvedItems JSON), all produced from the lines.
 */
export function toRequestDto(row: RequestRow, lineRows: LineRow[]): RequestDto {
  const r = row.request;
  const items: RequestLineDto[] = lineRows.map((line) => ({
    id: line.id,
    itemId: line.itemId,
    name: line.itemName,
    unit: line.unit,
    requestedQuantity: line.requestedQuantity,
    approvedQuantity: line.approvedQuantity,
    receivedQuantity: line.receivedQuantity,
    state: line.state,
    denied: line.state === "denied",
    currentStock: line.currentStock,
    maxCapacity: line.maxCapacity,
  }));
  const reviewed = r.status === "approved" || r.status === "received";
  const approved: ApprovedItemText[] | null = reviewed
    ? items.map((i) => ({
        name: i.name,
        requested: i.requestedQuantity,
        approved: i.approvedQuantity ?? 0,
        ...(i.denied ? { denied: true } : {}),
      }))
    : null;
  const received =
    r.status === "received"
      ? items.filter((i) => !i.denied).map((i) => ({ itemName: i.name, receivedQuantity: i.receivedQuantity ?? 0 }))
      : null;
  const first = lineRows[0];
  return {
    id: r.id,
    itemId: r.itemId,
    propertyId: r.propertyId,
    requesterId: r.requesterId,
    quantity: r.quantity,
    approvedQuantity: r.approvedQuantity,
    receivedQuantity: r.receivedQuantity,
    reason:
      items.length > 1
        ? encodeMultiItemReason(
            items.map((i) => ({ name: i.name, quantity: i.requestedQuantity, unit: i.unit })),
            r.reason,
          )
        : r.reason,
    photoUrl: r.photoUrl,
    status: r.status,
    reviewedBy: r.reviewedBy,
    reviewedAt: iso(r.reviewedAt),
    receivedBy: r.receivedBy,
    receivedAt: iso(r.receivedAt),
    trackingNumber: r.trackingNumber,
    notes: encodeNotes(r.notes, approved, received),
    approvedItems: approved ? JSON.stringify(approved) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    requester: r.requesterId ? row.requester : null,
    reviewer: r.reviewedBy ? row.reviewer : null,
    receiver: r.receivedBy ? row.receiver : null,
    item: {
      name: first?.itemName ?? "",
      category: first?.category ?? null,
      unit: first?.unit ?? "",
      currentStock: first?.currentStock ?? null,
      propertyId: r.propertyId,
      property: { id: row.property.id, name: row.property.name },
    },
    items,
  };
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
