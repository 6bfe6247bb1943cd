import {
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  encodeMultiItemReason,
  type CreateRequestBody,
  type InventoryItemDto,
} from "@stockroom/shared";
import { z } from "zod";

export const DUPLICATE_ITEM = "Cannot request the same item multiple times in a single request";

/** Core §5: a property, at least one item, each wanted at least once, each item once; the reason is optional. */
export const requestFormSchema = z.object({
  propertyId: z.number({ error: "Please select a property" }).int().min(1, "Please select a property"),
  items: z
    .array(
      z.object({
        itemId: z.number().int().min(1),
        quantity: z
          .number({ error: "Quantity must be at least 1" })
          .int("Quantity must be a whole number")
          .min(1, "Quantity must be at least 1")
          .max(QUANTITY_LIMITS.maxLineQuantity, QUANTITY_MESSAGES.lineTooLarge),
      }),
    )
    .min(1, "Please add at least one item")
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, DUPLICATE_ITEM)
    // The documented submission sends the sum as one quantity, which the server bounds like a line.
    .refine(
      (items) => items.length < 2 || items.reduce((sum, i) => sum + i.quantity, 0) <= QUANTITY_LIMITS.maxLineQuantity,
      QUANTITY_MESSAGES.requestTotalTooLarge,
    ),
  reason: z.string().trim().max(5000, "Reason is too long"),
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
