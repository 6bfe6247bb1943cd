import { MAX_STOCK, parseWholeNumber, QUANTITY_MESSAGES } from "@stockroom/shared";
import type { DailyCheckBody } from "./api";

/** What the user did with one item; an item without an entry is unchecked. */
export interface CheckEntry {
  count: string;
  skipped: boolean;
}

export type CheckEntries = Record<number, CheckEntry | undefined>;

export type ItemCheckState = "unchecked" | "counted" | "skipped";

export function itemCheckState(entry: CheckEntry | undefined): ItemCheckState {
  if (entry?.skipped) return "skipped";
  return entry && entry.count.trim() !== "" ? "counted" : "unchecked";
}

const WHOLE_COUNT = "Enter a whole number of 0 or more";

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

export interface CheckProgress {
  counted: number[];
  invalid: number[];
}

/** The counted items of the list, and those among them whose count is not a whole number ≥ 0. */
export function checkProgress(itemIds: number[], entries: CheckEntries): CheckProgress {
  const counted = itemIds.filter((id) => itemCheckState(entries[id]) === "counted");
  return { counted, invalid: counted.filter((id) => !isValidCount(entries[id]!.count)) };
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
