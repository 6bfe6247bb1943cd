import { cardDetailsSchema, type CardDetails } from "@stockroom/shared";
import { z } from "zod";

/** What the built-in card form's inputs hold: text as typed (and formatted). */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD_FORM: CardFormValues = { number: "", expiry: "", cvc: "", name: "" };

const INVALID_MONTH = "Your card's expiration month is invalid.";
const expiryParts = z.object({ expMonth: cardDetailsSchema.shape.expMonth, expYear: cardDetailsSchema.shape.expYear });

/** "MM / YY" → month and four-digit year, with the shared schema's messages for an incomplete date. */
const expirySchema = z.string().transform((value, ctx) => {
  const digits = value.replace(/\D/g, "");
  const parsed = expiryParts.safeParse(
    digits.length === 4 ? { expMonth: Number(digits.slice(0, 2)), expYear: 2000 + Number(digits.slice(2)) } : {},
  );
  if (parsed.success) return parsed.data;
  const incomplete = digits.length !== 4;
  ctx.addIssue({ code: "custom", message: incomplete ? parsed.error.issues[0].message : INVALID_MONTH });
  return z.NEVER;
});

/** The built-in card form: the shared card rules (and messages) for number and CVC, plus the expiry text. */
export const cardFormSchema = z
  .object({
    number: cardDetailsSchema.shape.number,
    expiry: expirySchema,
    cvc: cardDetailsSchema.shape.cvc,
    name: z.string().trim().max(200, "The name on the card is too long."),
  })
  .transform(({ number, expiry, cvc, name }): CardDetails => ({ number, ...expiry, cvc, ...(name ? { name } : {}) }));

/** Digits only, at most 19, in groups of four: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" → "12 / 28"; the slash appears once the month is complete, so deleting it works naturally. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, "").slice(0, 4);
}
