import type { RequestDto } from "@stockroom/shared";
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

/** A quantity that can be marked received: a whole number above 0, else null. */
export function receivableQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity > 0 ? quantity : null;
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
