import {
  formatQuantity,
  parseWholeNumber,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  type RequestDto,
} from "@stockroom/shared";
import type { ReceiveBulkBody } from "./api";

export interface ReceiveLine {
  /** The item the line was requested for; null once that item is deleted. */
  itemId: number | null;
  name: string;
  unit: string;
  approved: number;
}

/** Received with a quantity, or missing (nothing arrived); null while not yet processed. */
export type ItemMark = { kind: "received"; quantity: number } | { kind: "missing" } | null;

/** The receive dialog's form: per line, the quantity typed (its row's field) and how the line was marked. */
export interface ReceiveForm {
  lines: { quantity: string; mark: ItemMark }[];
}

/** Every line starts at its approved quantity, not yet marked. */
export function receiveFormDefaults(lines: ReceiveLine[]): ReceiveForm {
  return { lines: lines.map((line) => ({ quantity: String(line.approved), mark: null })) };
}

/** The approved, not denied items still waiting to be received. */
export function receiveLinesOf(request: RequestDto): ReceiveLine[] {
  return request.items
    .filter((line) => line.state === "approved")
    .map((line) => ({ itemId: line.itemId, name: line.name, unit: line.unit, approved: line.approvedQuantity ?? 0 }));
}

const GREATER_THAN_ZERO = "Please enter a quantity greater than 0.";

/** Core §5's 'Invalid Quantity' texts, read by the shared parser: a whole number from 1 to the line maximum. */
function parseReceived(text: string) {
  return parseWholeNumber(text, {
    min: 1,
    max: QUANTITY_LIMITS.maxLineQuantity,
    messages: {
      required: GREATER_THAN_ZERO,
      min: GREATER_THAN_ZERO,
      whole: "Please enter a whole number.",
      max: QUANTITY_MESSAGES.lineTooLarge,
    },
  });
}

/** Why this text cannot be marked received, or null when it can. */
export function receiveQuantityProblem(text: string): string | null {
  return parseReceived(text).error ?? null;
}

/** A quantity that can be marked received, else null. */
export function receivableQuantity(text: string): number | null {
  return parseReceived(text).value ?? null;
}

/** Core §5: more than approved is allowed, with a warning. */
export function exceedsApproved(text: string, line: ReceiveLine): boolean {
  const quantity = receivableQuantity(text);
  return quantity !== null && quantity > line.approved;
}

/** 'Complete Receive' needs every item marked received or missing. */
export function allProcessed(marks: ItemMark[]): boolean {
  return marks.every((mark) => mark !== null);
}

/** Every item with what arrived; a missing item is sent as 0. */
export function bulkReceiveBody(lines: ReceiveLine[], marks: ItemMark[]): ReceiveBulkBody {
  return {
    items: lines.map((line, index) => {
      const mark = marks[index];
      return { itemName: line.name, receivedQuantity: mark?.kind === "received" ? mark.quantity : 0 };
    }),
  };
}

/** What a scan in the open request does: mark a line received, find it marked already, or not find it. */
export type ReceiveScan = { kind: "receive" | "marked"; index: number } | { kind: "absent" };

/**
 * A scan in the receive dialog (issue 21.2) found these items (the codes' lookup in the request's
 * property): the first of their lines still open is marked received, as its own button would.
 */
export function receiveScan(lines: ReceiveLine[], marks: ItemMark[], itemIds: number[]): ReceiveScan {
  const lineOf = (open: boolean) =>
    lines.findIndex((line, i) => line.itemId !== null && itemIds.includes(line.itemId) && (marks[i] === null) === open);
  const open = lineOf(true);
  if (open !== -1) return { kind: "receive", index: open };
  const marked = lineOf(false);
  return marked !== -1 ? { kind: "marked", index: marked } : { kind: "absent" };
}

/** What the dialog announces after a scan. */
export function receiveScanText(scan: ReceiveScan, lines: ReceiveLine[], code: string): string {
  if (scan.kind === "absent") return `Code ${code} is not in this request`;
  const line = lines[scan.index];
  return scan.kind === "receive"
    ? `${line.name}: received ${formatQuantity(line.approved, line.unit)}`
    : `${line.name} is already marked`;
}
