import { MAX_STOCK, parseWholeNumber, QUANTITY_MESSAGES } from "@stockroom/shared";
import type { DailyCheckBody } from "./api";

/** What the user did with one item; an item without an entry is unchecked. */
export interface CheckEntry {
  count: string;
  skipped: boolean;
}

/** Keyed by item id; a string key, as react-hook-form reads a number in a field's path as an array index. */
export type CheckEntries = Record<string, CheckEntry | undefined>;

/** The daily check's form: react-hook-form holds the entries, field `entries.<itemId>` per item row. */
export interface CheckForm {
  entries: CheckEntries;
}

export const entryField = (itemId: number) => `entries.${itemId}` as const;

export type ItemCheckState = "unchecked" | "counted" | "skipped";

/** Something typed in the count field of an item that is not skipped, valid or not. */
function hasTypedCount(entry: CheckEntry | undefined): entry is CheckEntry {
  return entry !== undefined && !entry.skipped && entry.count.trim() !== "";
}

/**
 * The spec's three states. A refused count ("-2", "2.7") leaves the item unchecked: it is neither
 * counted in the progress nor sent, and its field shows why (issue 17.3).
 */
export function itemCheckState(entry: CheckEntry | undefined): ItemCheckState {
  if (entry?.skipped) return "skipped";
  return hasTypedCount(entry) && isValidCount(entry.count) ? "counted" : "unchecked";
}

const WHOLE_COUNT = QUANTITY_MESSAGES.wholeZeroOrMore;

/** Core §5 wants a whole number of 0 or more, the server at most MAX_STOCK; read by the shared parser. */
function parseCount(text: string) {
  return parseWholeNumber(text, {
    min: 0,
    max: MAX_STOCK,
    messages: { required: WHOLE_COUNT, whole: WHOLE_COUNT, min: WHOLE_COUNT, max: QUANTITY_MESSAGES.stockTooLarge },
  });
}

/** Why a count is refused, or null when it is fine. */
export function countProblem(text: string): string | null {
  return parseCount(text).error ?? null;
}

export function isValidCount(text: string): boolean {
  return countProblem(text) === null;
}

/** Why the count typed for an item is refused; null when it is fine or nothing is typed. */
export function entryProblem(entry: CheckEntry | undefined): string | null {
  return hasTypedCount(entry) ? countProblem(entry.count) : null;
}

export interface CheckProgress {
  /** Items with a valid count: the progress and the submit button count these, and only these are sent. */
  counted: number[];
  /** Items whose typed count is refused; while there are any, nothing is submitted. */
  invalid: number[];
}

export function checkProgress(itemIds: number[], entries: CheckEntries): CheckProgress {
  return {
    counted: itemIds.filter((id) => itemCheckState(entries[id]) === "counted"),
    invalid: itemIds.filter((id) => entryProblem(entries[id]) !== null),
  };
}

export function progressText(checked: number, total: number): string {
  return `${checked} of ${total} items checked`;
}

export function submitCheckLabel(count: number): string {
  return `Submit Daily Check (${count} ${count === 1 ? "item" : "items"})`;
}

interface BodyInput {
  propertyId: number;
  userId: string;
  counted: number[];
  entries: CheckEntries;
  now: Date;
}

/** Skipped and untouched items are left out: their recorded stock stays as it is. Counts are checked first. */
export function dailyCheckBody({ propertyId, userId, counted, entries, now }: BodyInput): DailyCheckBody {
  return {
    propertyId,
    checkedBy: userId,
    items: counted.map((itemId) => ({ itemId, countedQuantity: parseCount(entries[itemId]!.count).value! })),
    checkedAt: now.toISOString(),
  };
}

/**
 * A scan of the item (issue 21.2): one more counted. An untouched or skipped item becomes 1 (a scan says
 * it is there); a typed count takes one more. A count that is not a whole number, or already the largest
 * allowed, stays as it is for the person to correct.
 */
export function countScanned(entry: CheckEntry | undefined): CheckEntry {
  if (!hasTypedCount(entry)) return { count: "1", skipped: false };
  const { value } = parseCount(entry.count);
  if (value === undefined || value === null || value >= MAX_STOCK) return entry;
  return { count: String(value + 1), skipped: false };
}

/** What a scan announces: "Bath Towels: 3", or why its count cannot be read. */
export function scanAnnouncement(name: string, entry: CheckEntry | undefined): string {
  return `${name}: ${entryProblem(entry) ?? entry?.count ?? ""}`;
}
