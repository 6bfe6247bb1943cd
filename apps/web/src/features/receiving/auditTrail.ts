import type { RequestDto, RequestLineDto } from "@stockroom/shared";

const DAY_MS = 24 * 60 * 60 * 1000;

type Quantities = Pick<RequestLineDto, "approvedQuantity" | "receivedQuantity">;

function totals(lines: Quantities[]): { approved: number; received: number } {
  return {
    approved: lines.reduce((sum, line) => sum + (line.approvedQuantity ?? 0), 0),
    received: lines.reduce((sum, line) => sum + (line.receivedQuantity ?? 0), 0),
  };
}

/** Received total over approved total, as a whole percentage; 0 when nothing was approved. */
export function fulfilmentRate(lines: Quantities[]): number {
  const { approved, received } = totals(lines);
  return approved === 0 ? 0 : Math.round((received / approved) * 100);
}

/** Whole days from submission to receipt, rounded up: any part of a day counts as a day (core §2). */
export function processingDays(createdAt: string, receivedAt: string): number {
  return Math.ceil((Date.parse(receivedAt) - Date.parse(createdAt)) / DAY_MS);
}

export interface AuditSummary {
  approvedTotal: number;
  receivedTotal: number;
  rate: number;
  /** Null until the request is received. */
  days: number | null;
}

export function auditSummary(request: Pick<RequestDto, "items" | "createdAt" | "receivedAt">): AuditSummary {
  const { approved, received } = totals(request.items);
  return {
    approvedTotal: approved,
    receivedTotal: received,
    rate: fulfilmentRate(request.items),
    days: request.receivedAt ? processingDays(request.createdAt, request.receivedAt) : null,
  };
}
