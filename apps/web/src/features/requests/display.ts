import {
  formatQuantity,
  formatTotalsByUnit,
  parseMultiItemReason,
  type PersonDto,
  type RequestDto,
  type RequestLineDto,
} from "@stockroom/shared";
import { formatDay, formatDayTime } from "@/lib/dates";

/** Requests pages show the time too (core §2). */
export function formatRequestDate(iso: string): string {
  return formatDayTime(iso);
}

/** The dashboard shows the day only. */
export function formatShortDate(iso: string): string {
  return formatDay(iso);
}

export function personName(person: PersonDto | null): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(" ") || "Unknown user";
}

/** 'Bath Towels' or 'Bath Towels, Paper Cups and Keycards'. */
export function itemsLabel(request: RequestDto): string {
  const names = request.items.map((line) => line.name);
  if (names.length <= 1) return names[0] ?? request.item.name;
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** '10 pieces' for one item; for several, sums within each unit: '105 pieces in 2 items', '2 items: 100 bottles and 5 boxes'. */
export function quantityLabel(request: RequestDto): string {
  const lines = request.items;
  if (lines.length === 1) return formatQuantity(lines[0].requestedQuantity, lines[0].unit);
  const totals = formatTotalsByUnit(lines.map((line) => ({ quantity: line.requestedQuantity, unit: line.unit })));
  const oneUnit = lines.every((line) => line.unit === lines[0].unit);
  return oneUnit ? `${totals} in ${lines.length} items` : `${lines.length} items: ${totals}`;
}

/**
 * The requester's own words: multi-item requests carry the item list in front of them
 * ('Multiple items requested: … . Reason: words'), which the item list already shows.
 */
export function requesterReason(request: RequestDto): string | null {
  if (!request.reason) return null;
  const parsed = parseMultiItemReason(
    request.reason,
    request.items.map((line) => line.name),
  );
  return parsed ? parsed.reason : request.reason;
}

/** One line's outcome in words, so status never depends on colour alone. */
export function lineOutcome(line: RequestLineDto): string | null {
  switch (line.state) {
    case "approved":
      return `${line.approvedQuantity ?? 0} approved`;
    case "denied":
      return "Denied";
    case "received":
      return `${line.approvedQuantity ?? 0} approved, ${line.receivedQuantity ?? 0} received`;
    case "missing":
      return `${line.approvedQuantity ?? 0} approved, missing`;
    default:
      return null;
  }
}
