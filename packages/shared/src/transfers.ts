import { z } from "zod";
import { idSchema } from "./dto-fields";
import { inventoryItemSchema } from "./inventory-dto";
import { wholeNumberText } from "./numbers";
import { MAX_STOCK, QUANTITY_MESSAGES, queryRowIdSchema, rowIdSchema, wholeNumberSchema } from "./quantities";
import { formatQuantity } from "./units";
import type { Wire } from "./wire";

/**
 * Transfers between two properties of the same owner (issue 22.2, decision 146): N units of an item
 * leave it and arrive at the target property's item of the same name, which is created when there is none.
 */

const formatted = (n: number) => n.toLocaleString("en-US");

export const TRANSFER_MESSAGES = {
  selectProperty: "Please select a property",
  quantityTooSmall: "Quantity must be at least 1",
  quantityNotWhole: "Quantity must be a whole number",
  sameProperty: "Choose another property than the item's own",
  /** More than the source item holds. */
  notEnoughStock: (available: number, unit: string) => `Only ${formatQuantity(available, unit)} in stock`,
  /** The target would go past MAX_STOCK. */
  targetFull: (itemName: string, propertyName: string) =>
    `Moving that many would take '${itemName}' at '${propertyName}' past the limit of ${formatted(MAX_STOCK)}`,
} as const;

const quantityMessages = {
  min: TRANSFER_MESSAGES.quantityTooSmall,
  whole: TRANSFER_MESSAGES.quantityNotWhole,
  max: QUANTITY_MESSAGES.stockTooLarge,
};

/** POST /api/transfers. */
export const createTransferBodySchema = z.object({
  fromItemId: rowIdSchema,
  toPropertyId: rowIdSchema,
  quantity: wholeNumberSchema(1, MAX_STOCK, quantityMessages),
});
export type CreateTransferBody = z.output<typeof createTransferBodySchema>;

/** The dialog's fields: the target chosen from a list, the quantity as typed (read by the shared parser). */
export const transferFormSchema = z.object({
  toPropertyId: z.number({ error: TRANSFER_MESSAGES.selectProperty }).int().min(1, TRANSFER_MESSAGES.selectProperty),
  quantity: wholeNumberText({
    min: 1,
    max: MAX_STOCK,
    messages: { required: quantityMessages.min, whole: quantityMessages.whole, max: quantityMessages.max },
  }),
});
export type TransferFormValues = z.input<typeof transferFormSchema>;

/** GET /api/transfers/target: which item a transfer would add to. */
export const transferTargetQuerySchema = z.object({
  fromItemId: queryRowIdSchema,
  toPropertyId: queryRowIdSchema,
});

/** The target property's item a transfer adds to, or null when the transfer would create it. */
export const transferTargetSchema = z.object({
  item: z.object({ id: idSchema, name: z.string(), currentStock: z.number().int(), unit: z.string() }).nullable(),
});
export type TransferTargetDto = z.output<typeof transferTargetSchema>;

export const stockTransferSchema = z.object({
  id: idSchema,
  fromItemId: idSchema,
  toItemId: idSchema,
  fromPropertyId: idSchema,
  toPropertyId: idSchema,
  itemName: z.string(),
  quantity: z.number().int(),
  createdAt: z.date(),
});

/** The answer of POST /api/transfers: both items after the move. */
export const transferResultSchema = z.object({
  transfer: stockTransferSchema,
  fromItem: inventoryItemSchema,
  toItem: inventoryItemSchema,
  createdTarget: z.boolean(),
});
export type TransferResultDto = Wire<z.output<typeof transferResultSchema>>;

/** The activity log's line: "Moved 5 pieces of 'Bath Towels' from 'A' to 'B'". */
export function transferActivityText(t: {
  quantity: number;
  unit: string;
  itemName: string;
  from: string;
  to: string;
}) {
  return `Moved ${formatQuantity(t.quantity, t.unit)} of '${t.itemName}' from '${t.from}' to '${t.to}'`;
}
