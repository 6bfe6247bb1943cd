import { z } from "zod";
import type { InventoryItemDto } from "./inventory-dto";
import { REQUEST_MESSAGES } from "./messages";
import { wholeNumberText } from "./numbers";
import { QUANTITY_LIMITS, QUANTITY_MESSAGES } from "./quantities";
import { encodeMultiItemReason } from "./request-text";
import type { CreateRequestBody } from "./requests";

/** Core §5: a property, at least one item, each wanted at least once, each item once; the reason is optional. */
export const requestFormSchema = z.object({
  propertyId: z.number({ error: REQUEST_MESSAGES.selectProperty }).int().min(1, REQUEST_MESSAGES.selectProperty),
  items: z
    .array(
      z.object({
        itemId: z.number().int().min(1),
        // The typed text, read by the shared parser: "2.7" is refused, never sent as 2.
        quantity: wholeNumberText({
          min: 1,
          max: QUANTITY_LIMITS.maxLineQuantity,
          messages: {
            required: REQUEST_MESSAGES.quantityTooSmall,
            whole: REQUEST_MESSAGES.quantityNotWhole,
            max: QUANTITY_MESSAGES.lineTooLarge,
          },
        }),
      }),
    )
    .min(1, REQUEST_MESSAGES.noItems)
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, REQUEST_MESSAGES.duplicateItem)
    // The documented submission sends the sum as one quantity, which the server bounds like a line: the
    // line that takes the sum past it is marked, so the message sits next to a field, not in a toast.
    .superRefine((items, ctx) => {
      if (items.length < 2) return;
      let sum = 0;
      for (const [index, line] of items.entries()) {
        sum += line.quantity;
        if (sum > QUANTITY_LIMITS.maxLineQuantity) {
          ctx.addIssue({ code: "custom", path: [index, "quantity"], message: QUANTITY_MESSAGES.requestTotalTooLarge });
          return;
        }
      }
    }),
  reason: z.string().trim().max(5000, REQUEST_MESSAGES.reasonTooLong),
});

export type RequestFormValues = z.input<typeof requestFormSchema>;
export type RequestFormOutput = z.output<typeof requestFormSchema>;

/**
 * The documented submission (core §7): the first item's id, the summed quantity and, for several
 * items, the 'Multiple items requested: name (qty unit), … . Reason: …' text the server reads back.
 */
export function createRequestBody(values: RequestFormOutput, catalogue: InventoryItemDto[]): CreateRequestBody {
  const quantity = values.items.reduce((sum, line) => sum + line.quantity, 0);
  const reason =
    values.items.length > 1
      ? encodeMultiItemReason(
          values.items.map((line) => {
            const item = catalogue.find((candidate) => candidate.id === line.itemId)!;
            return { name: item.name, quantity: line.quantity, unit: item.unit };
          }),
          values.reason,
        )
      : values.reason || null;
  return { itemId: values.items[0].itemId, quantity, reason };
}

/** 'Submit 1 Request' / 'Submit 3 Requests': the spec's 'Submit N Request(s)' with the plural resolved. */
export function submitLabel(count: number): string {
  return `Submit ${count} ${count === 1 ? "Request" : "Requests"}`;
}
