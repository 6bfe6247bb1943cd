import { QUANTITY_LIMITS, QUANTITY_MESSAGES, type RequestDto } from "@stockroom/shared";
import type { ReceiveBulkBody } from "./api";

export interface ReceiveLine {
  name: string;
  unit: string;
  approved: number;
}

/** Received with a quantity, or missing (nothing arrived); null while not yet processed. */
export type ItemMark = { kind: "received"; quantity: number } | { kind: "missing" } | null;

/** The approved, not denied items still waiting to be received. */
export function receiveLinesOf(request: RequestDto): ReceiveLine[] {
  return request.items
    .filter((line) => line.state === "approved")
    .map((line) => ({ name: line.name, unit: line.unit, approved: line.approvedQuantity ?? 0 }));
}

/** Why this text cannot be marked received (null when it can): it must be a whole number from 1 to the line maximum. */
export function receiveQuantityProblem(text: string): string | null {
  const quantity = /^\s*\d+\s*$/.test(text) ? Number(text) : 0;
  if (quantity <= 0) return "Please enter a quantity greater than 0.";
  if (quantity > QUANTITY_LIMITS.maxLineQuantity) return QUANTITY_MESSAGES.lineTooLarge;
  return null;
}

/** A quantity that can be marked received, else null. */
export function receivableQuantity(text: string): number | null {
  return receiveQuantityProblem(text) === null ? Number(text) : null;
}

/** Core §5: more than approved is allowed, with a warning. */
export function exceedsApproved(text: string, line: ReceiveLine): boolean {
  return Number(text) > line.approved;
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
