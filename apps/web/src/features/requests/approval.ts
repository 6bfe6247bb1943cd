import {
  LIMITS,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  type RequestDto,
  type UpdateRequestStatusBody,
} from "@stockroom/shared";
import { z } from "zod";

export interface ApprovalLine {
  name: string;
  unit: string;
  requested: number;
  /** Highest approvable quantity, or null when unlimited. */
  cap: number | null;
}

/** Core §5: only a single-item approval is capped, by the item's current stock (null once the item is deleted). */
export function approvalLines(request: RequestDto): ApprovalLine[] {
  const single = request.items.length === 1;
  return request.items.map((line) => ({
    name: line.name,
    unit: line.unit,
    requested: line.requestedQuantity,
    cap: single ? request.item.currentStock : null,
  }));
}

const WHOLE_NUMBER = "Enter a whole number of 0 or more";

export function approvalSchema(lines: ApprovalLine[]) {
  return z
    .object({
      quantities: z.array(
        z
          .number({ error: WHOLE_NUMBER })
          .int(WHOLE_NUMBER)
          .min(0, WHOLE_NUMBER)
          .max(QUANTITY_LIMITS.maxLineQuantity, QUANTITY_MESSAGES.lineTooLarge),
      ),
      trackingNumber: z
        .string()
        .trim()
        .max(LIMITS.trackingNumber, `Tracking number must be at most ${LIMITS.trackingNumber} characters`),
      notes: z.string().trim().max(5000, "Notes are too long"),
    })
    .superRefine(({ quantities }, ctx) => {
      quantities.forEach((quantity, index) => {
        const cap = lines[index]?.cap;
        if (cap !== null && cap !== undefined && quantity > cap) {
          ctx.addIssue({ code: "custom", path: ["quantities", index], message: `At most ${cap} (current stock)` });
        }
      });
    });
}

/** The server refuses an approval that denies everything: that is a decline. */
export function approvesNothing(quantities: unknown[]): boolean {
  return quantities.every((quantity) => quantity === 0);
}

export type ApprovalValues = z.output<ReturnType<typeof approvalSchema>>;

/** Requested amounts, lowered to the cap where there is one. */
export function approvalDefaults(lines: ApprovalLine[]): ApprovalValues {
  return {
    quantities: lines.map((line) => (line.cap === null ? line.requested : Math.min(line.requested, line.cap))),
    trackingNumber: "",
    notes: "",
  };
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
