import { z } from "zod";
import { LIMITS } from "./constants";
import { REQUEST_MESSAGES } from "./messages";
import { parseWholeNumber, type WholeNumberRule } from "./numbers";
import { lineTotalCents } from "./purchase-orders";
import { approvalLimitMessage, QUANTITY_MESSAGES } from "./quantities";
import type { RequestDto } from "./request-dto";
import type { UpdateRequestStatusBody } from "./requests";

export interface ApprovalLine {
  name: string;
  unit: string;
  requested: number;
  /** The live item's stock and capacity (null once deleted, or no capacity set): for the warning only. */
  currentStock: number | null;
  maxCapacity: number | null;
}

/**
 * Decision 96: each line may be approved from 0 to its requested amount. The item's current stock does
 * not cap it (core §5 did: an empty item's restock could only be declined).
 */
export function approvalLines(request: RequestDto): ApprovalLine[] {
  return request.items.map((line) => ({
    name: line.name,
    unit: line.unit,
    requested: line.requestedQuantity,
    currentStock: line.currentStock,
    maxCapacity: line.maxCapacity,
  }));
}

const WHOLE_NUMBER = QUANTITY_MESSAGES.wholeZeroOrMore;

/** Requests are bounded by the line maximum when made, so the requested amount is within the global bound too. */
function approvalRule(line: ApprovalLine): WholeNumberRule {
  return {
    min: 0,
    max: line.requested,
    messages: {
      required: "Enter the approved quantity, or 0 to deny this item",
      whole: WHOLE_NUMBER,
      min: WHOLE_NUMBER,
      max: approvalLimitMessage(line.requested),
    },
  };
}

/** The typed quantity of a line, or null while it is not a valid one. */
export function approvedValue(line: ApprovalLine, text: string | undefined): number | null {
  return parseWholeNumber(text, approvalRule(line)).value ?? null;
}

/** The warning when receiving this approval would take the item past its max capacity, else null. */
export function capacityWarning(line: ApprovalLine, approved: number | null): string | null {
  if (approved === null || line.currentStock === null || line.maxCapacity === null) return null;
  const after = line.currentStock + approved;
  if (after <= line.maxCapacity) return null;
  return `Stock after receipt would be ${after} ${line.unit}, above the max capacity of ${line.maxCapacity}`;
}

/** The reviewer's notes, approving or declining; the server bounds them with the same message. */
const reviewNotes = z.string().trim().max(5000, REQUEST_MESSAGES.notesTooLong);

export function approvalSchema(lines: ApprovalLine[]) {
  return z.object({
    // The typed text of each line, read by the shared parser with that line's bound.
    quantities: z.array(z.string()).transform((texts, ctx) =>
      texts.map((text, index) => {
        const parsed = parseWholeNumber(text, approvalRule(lines[index]));
        if (parsed.error !== undefined) ctx.addIssue({ code: "custom", path: [index], message: parsed.error });
        return parsed.value ?? 0;
      }),
    ),
    trackingNumber: z
      .string()
      .trim()
      .max(LIMITS.trackingNumber, `Tracking number must be at most ${LIMITS.trackingNumber} characters`),
    notes: reviewNotes,
  });
}

/** Declining takes notes only. */
export const declineSchema = z.object({ notes: reviewNotes });

export type ApprovalFormValues = z.input<ReturnType<typeof approvalSchema>>;
export type ApprovalValues = z.output<ReturnType<typeof approvalSchema>>;

/** The server refuses an approval that denies everything: that is a decline. */
export function approvesNothing(lines: ApprovalLine[], texts: string[]): boolean {
  return lines.every((line, index) => approvedValue(line, texts[index]) === 0);
}

/** Each line starts at its requested amount. */
export function approvalDefaults(lines: ApprovalLine[]): ApprovalFormValues {
  return { quantities: lines.map((line) => String(line.requested)), trackingNumber: "", notes: "" };
}

function reviewExtras(values: Pick<ApprovalValues, "trackingNumber" | "notes">) {
  return {
    ...(values.trackingNumber && { trackingNumber: values.trackingNumber }),
    ...(values.notes && { notes: values.notes }),
  };
}

/**
 * The documented approval body (core §7): a single item's quantity, or approvedItems as JSON text
 * of { name, requested, approved } per item, where 0 denies that item.
 */
export function approvalBody(lines: ApprovalLine[], values: ApprovalValues): UpdateRequestStatusBody {
  const extras = reviewExtras(values);
  if (lines.length === 1) return { status: "approved", quantity: values.quantities[0], ...extras };
  const approvedItems = lines.map((line, index) => ({
    name: line.name,
    requested: line.requested,
    approved: values.quantities[index],
  }));
  return { status: "approved", approvedItems: JSON.stringify(approvedItems), ...extras };
}

export function declineBody(notes: string): UpdateRequestStatusBody {
  return { status: "declined", ...reviewExtras({ trackingNumber: "", notes: notes.trim() }) };
}

/**
 * What approving would cost at the items' unit costs of today (issue 38: the owner approved blind): the total of the
 * lines with a cost, and how many approved lines have none (so the total is a floor, and says so).
 */
export function approvalCost(lines: readonly { approved: number; unitCost: number | null }[]): {
  totalCents: number;
  uncosted: number;
} {
  let totalCents = 0;
  let uncosted = 0;
  for (const { approved, unitCost } of lines) {
    if (approved === 0) continue;
    if (unitCost === null) uncosted += 1;
    else totalCents += lineTotalCents(approved, Math.round(unitCost * 100));
  }
  return { totalCents, uncosted };
}
