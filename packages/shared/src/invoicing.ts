import { z } from "zod";

/*
 * What a receipt names the customer by, and the tax it shows (issue 36 point 2, decision 194). The details are the
 * account's, given in Subscription Settings; each receipt keeps a copy as they were when it was issued.
 */

export const COMPANY_NAME_MAX_LENGTH = 200;
export const BILLING_ADDRESS_MAX_LENGTH = 500;
export const BILLING_ADDRESS_MAX_LINES = 6;
export const TAX_ID_MAX_LENGTH = 40;

export const INVOICING_MESSAGES = {
  companyNameTooLong: `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`,
  addressTooLong: `Billing address must be at most ${BILLING_ADDRESS_MAX_LENGTH} characters`,
  addressTooManyLines: `Billing address must have at most ${BILLING_ADDRESS_MAX_LINES} lines`,
  addressCharacters: "Billing address may not contain control characters",
  taxIdTooLong: `Tax ID must be at most ${TAX_ID_MAX_LENGTH} characters`,
  taxIdCharacters: "Tax ID may contain letters, digits, spaces, dots, dashes and slashes only",
  saved: "Billing details saved",
  tooManyReceipts: "Too many receipt downloads at once: please wait a minute and try again",
  receiptsBusy: "Receipts of your account are already being made. Please wait a moment and try again",
} as const;

/** Receipt PDFs per account: enough for an accounts office downloading a year of them, one after the other. */
export const RECEIPT_LIMITS = {
  pdfsPerMinute: 60,
  concurrent: { running: 1, waiting: 4 },
} as const;

/** Empty text is no value: a cleared field removes the detail. */
const optional = (text: z.ZodString) =>
  text.nullish().transform((value) => (value === undefined || value === null || value === "" ? null : value));

/** C0 controls other than the line breaks, and DEL. */
const isControlCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return (code < 0x20 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
};

/** The lines of a typed address, trimmed, without the empty ones. */
export function addressLines(address: string | null): string[] {
  return (address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** PUT /api/payment/billing-details, and the form in Subscription Settings. */
export const billingDetailsSchema = z.object({
  companyName: optional(z.string().trim().max(COMPANY_NAME_MAX_LENGTH, INVOICING_MESSAGES.companyNameTooLong)),
  billingAddress: optional(
    z
      .string()
      .trim()
      .max(BILLING_ADDRESS_MAX_LENGTH, INVOICING_MESSAGES.addressTooLong)
      // Line breaks are the address's own; any other control character would print as nothing or garbage.
      .refine((value) => ![...value].some(isControlCharacter), INVOICING_MESSAGES.addressCharacters)
      .refine(
        (value) => addressLines(value).length <= BILLING_ADDRESS_MAX_LINES,
        INVOICING_MESSAGES.addressTooManyLines,
      ),
  ),
  taxId: optional(
    z
      .string()
      .trim()
      .max(TAX_ID_MAX_LENGTH, INVOICING_MESSAGES.taxIdTooLong)
      .regex(/^[\p{L}\p{N} ./-]*$/u, INVOICING_MESSAGES.taxIdCharacters),
  ),
});
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

/** GET and PUT /api/payment/billing-details answer the account's details as stored. */
export const billingDetailsResponseSchema = z.object({
  companyName: z.string().nullable(),
  /** Lines separated by "\n". */
  billingAddress: z.string().nullable(),
  taxId: z.string().nullable(),
});

/**
 * The tax a tax-inclusive amount contains at `ratePercent`, in whole cents, rounded half up: $99.00 at 20 % holds
 * $16.50. Prices are sold tax-inclusive, so the tax is a part of what was charged, never added to it.
 */
export function includedTaxCents(amountCents: number, ratePercent: number): number {
  // In thousandths of a percent (8.875 % is 8,875), so the sums stay whole numbers and a half cent rounds up exactly.
  const rate = Math.round(ratePercent * 1000);
  const whole = 100_000 + rate;
  return Math.floor((2 * amountCents * rate + whole) / (2 * whole));
}

/**
 * What a receipt prints besides the payment (decision 194): the seller and the customer as they were when it was
 * issued, and the tax the amount included. Kept with the payment, so a later change of address or tax rate
 * leaves issued receipts as they were.
 */
export interface ReceiptDetails {
  seller: { name: string; address: string[]; taxId: string | null };
  customer: { name: string; companyName: string | null; email: string; address: string[]; taxId: string | null };
  tax: { name: string; ratePercent: number; amountCents: number } | null;
}
