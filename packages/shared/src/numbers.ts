import { z } from "zod";

/**
 * The one reading of a typed number, for every numeric input of the web app and every number the
 * server takes from a query string or path. Text is either a plain whole number or refused with a
 * message: never truncated ("2.7" → 2), never read as notation ("1e3" → 1, "0x10" → 16), and an empty
 * required field is never taken as 0.
 *
 * Decided (tested in numbers.test.ts):
 * - surrounding spaces are ignored (" 5 " is 5): phones' keyboards and pasting add them;
 * - full-width digits ("５") are read as digits (NFKC): Japanese and Chinese keyboards type them;
 * - leading zeros are fine ("007" is 7), and "-0" is 0;
 * - a minus sign with digits is a number below the minimum ("-2" gets the minimum's message);
 * - anything else — decimals, exponents, hex, "+5", "1,000", "½" — is "must be a whole number".
 */
export interface WholeNumberRule {
  min: number;
  max: number;
  /** Default true: an empty field gets `messages.required`. When false, empty is `{ value: null }`. */
  required?: boolean;
  /** What the messages call the value, e.g. "Current stock". Default "Quantity". */
  name?: string;
  messages?: Partial<WholeNumberMessages>;
}

export interface WholeNumberMessages {
  required: string;
  whole: string;
  min: string;
  max: string;
}

export type ParsedNumber = { value: number | null; error?: undefined } | { error: string; value?: undefined };

const WHOLE = /^-?[0-9]+$/;

const formatted = (n: number) => n.toLocaleString("en-US");

export function wholeNumberMessages(rule: WholeNumberRule): WholeNumberMessages {
  const name = rule.name ?? "Quantity";
  return {
    required: `${name} is required`,
    whole: `${name} must be a whole number`,
    min: rule.min === 0 ? `${name} must be 0 or more` : `${name} must be at least ${formatted(rule.min)}`,
    max: `${name} must be at most ${formatted(rule.max)}`,
    ...rule.messages,
  };
}

/** Reads typed text as a whole number within [min, max], or says what is wrong with it. */
export function parseWholeNumber(text: string | null | undefined, rule: WholeNumberRule): ParsedNumber {
  const messages = wholeNumberMessages(rule);
  const trimmed = (text ?? "").normalize("NFKC").trim();
  if (trimmed === "") return rule.required === false ? { value: null } : { error: messages.required };
  if (!WHOLE.test(trimmed)) return { error: messages.whole };
  // `+ 0` turns -0 into 0. Digit strings past 2^53 lose precision but are far above every max.
  const value = Number(trimmed) + 0;
  if (value < rule.min) return { error: messages.min };
  if (value > rule.max) return { error: messages.max };
  return { value };
}

function textSchema<T extends number | null>(parse: (text: string) => ParsedNumber) {
  return z.string().transform((text, ctx) => {
    const parsed = parse(text);
    if (parsed.error !== undefined) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.value as T;
  });
}

/** A form field's text as a required whole number: the form holds what was typed, the output is the number. */
export function wholeNumberText(rule: Omit<WholeNumberRule, "required">) {
  return textSchema<number>((text) => parseWholeNumber(text, { ...rule, required: true }));
}

/** An optional whole number field: empty text is null. */
export function optionalWholeNumberText(rule: WholeNumberRule) {
  return textSchema<number | null>((text) => parseWholeNumber(text, { ...rule, required: false }));
}

const AMOUNT = /^[0-9]+(\.[0-9]{1,2})?$/;

/** A dollar amount with at most two decimals (cents), e.g. a unit cost; empty is null unless required. */
export function parseAmount(text: string | null | undefined, rule: WholeNumberRule): ParsedNumber {
  const name = rule.name ?? "Amount";
  const trimmed = (text ?? "").normalize("NFKC").trim();
  if (trimmed === "") return rule.required === false ? { value: null } : { error: `${name} is required` };
  if (!AMOUNT.test(trimmed)) return { error: rule.messages?.whole ?? `${name} must be an amount like 12.50` };
  const value = Number(trimmed);
  if (value < rule.min) return { error: rule.messages?.min ?? `${name} must be ${rule.min} or more` };
  if (value > rule.max) return { error: rule.messages?.max ?? `${name} must be at most ${formatted(rule.max)}` };
  return { value };
}

export function optionalAmountText(rule: WholeNumberRule) {
  return textSchema<number | null>((text) => parseAmount(text, { ...rule, required: false }));
}

/**
 * A whole number in a query string or path (?limit=, ?propertyId=, /:id): digits only, so "1e3", "0x10",
 * "2.7" and " 5" are refused rather than coerced to 1000, 16, 2.7 or 5.
 */
export function digitsSchema(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^[0-9]{1,16}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}
