import { QUANTITY_LIMITS, QUANTITY_MESSAGES, isQuantityInRange } from "./quantities";
import { formatQuantity } from "./units";

/**
 * The text encodings the existing client uses inside a request (core §3). The server stores real
 * line items and produces these texts when answering; it parses them when a client sends them.
 */

export const MULTI_ITEM_PREFIX = "Multiple items requested: ";
export const LEGACY_MULTI_ITEM_PREFIX = "Multi-item request: ";
export const REASON_SEPARATOR = ". Reason: ";
export const SYSTEM_DATA_MARKER = "--- SYSTEM DATA ---";
export const APPROVED_ITEMS_LABEL = "Approved Items:";
export const RECEIVED_ITEMS_LABEL = "Received Items:";

export interface ReasonLine {
  name: string;
  quantity: number;
  unit: string;
}

/**
 * 'Multiple items requested: a (2 pieces), b (1 box). Reason: words' — the reason part only when given.
 * The unit agrees with its number; the parser below reads any unit word, singular or plural.
 */
export function encodeMultiItemReason(lines: ReasonLine[], reason: string | null | undefined): string {
  const list = lines.map((l) => `${l.name} (${formatQuantity(l.quantity, l.unit)})`).join(", ");
  const words = reason?.trim();
  return `${MULTI_ITEM_PREFIX}${list}${words ? `${REASON_SEPARATOR}${words}` : ""}`;
}

export interface ParsedReason {
  lines: ReasonLine[];
  /** The requester's own words after '. Reason: ', or null. */
  reason: string | null;
}

/**
 * Reads either multi-item form. Item names may contain commas and parentheses: when the property's
 * item names are known they are matched first (longest wins), so 'Towels, Bath (Large) (5 pieces)'
 * parses as one line. Returns null when the text is not a multi-item encoding or is malformed.
 */
export function parseMultiItemReason(text: string, knownNames: string[] = []): ParsedReason | null {
  const prefix = [MULTI_ITEM_PREFIX, LEGACY_MULTI_ITEM_PREFIX].find((p) => text.startsWith(p));
  if (!prefix) return null;
  const body = text.slice(prefix.length);
  const names = [...knownNames].sort((a, b) => b.length - a.length);
  const lines: ReasonLine[] = [];
  let at = 0;
  for (;;) {
    const line = readLine(body, at, names);
    if (!line) return null;
    lines.push(line.value);
    at = line.end;
    if (at === body.length) return { lines, reason: null };
    if (body.startsWith(", ", at)) {
      at += 2;
      continue;
    }
    if (body.startsWith(REASON_SEPARATOR, at)) {
      return { lines, reason: body.slice(at + REASON_SEPARATOR.length).trim() || null };
    }
    if (body.startsWith(".", at) && at + 1 === body.length) return { lines, reason: null };
    return null;
  }
}

const QUANTITY_UNIT = /^ \((\d+) ([^()]*)\)/;

function readLine(body: string, at: number, names: string[]): { value: ReasonLine; end: number } | null {
  for (const name of names) {
    if (!body.startsWith(name, at)) continue;
    const match = QUANTITY_UNIT.exec(body.slice(at + name.length));
    if (match) return { value: line(name, match), end: at + name.length + match[0].length };
  }
  // Unknown names: the shortest name followed by ' (N unit)'.
  const generic = /^(.+?) \((\d+) ([^()]*)\)/.exec(body.slice(at));
  if (!generic) return null;
  return { value: line(generic[1], [generic[0], generic[2], generic[3]]), end: at + generic[0].length };
}

function line(name: string, match: ArrayLike<string>): ReasonLine {
  return { name: name.trim(), quantity: Number(match[1]), unit: match[2].trim() };
}

export interface ApprovedItemText {
  name: string;
  requested: number;
  approved: number;
  denied?: boolean;
}

export interface ReceivedItemText {
  itemName: string;
  receivedQuantity: number;
}

/** Visible notes, then the system data block when there is any. */
export function encodeNotes(
  visible: string | null | undefined,
  approved: ApprovedItemText[] | null,
  received: ReceivedItemText[] | null,
): string | null {
  const system: string[] = [];
  if (approved?.length) system.push(`${APPROVED_ITEMS_LABEL} ${JSON.stringify(approved)}`);
  if (received?.length) system.push(`${RECEIVED_ITEMS_LABEL} ${JSON.stringify(received)}`);
  const words = visible?.trim() ?? "";
  if (system.length === 0) return words || null;
  return [words, SYSTEM_DATA_MARKER, ...system].filter(Boolean).join("\n");
}

/** The visible part of notes: everything before the system data marker. */
export function visibleNotes(notes: string | null | undefined): string | null {
  if (!notes) return null;
  const at = notes.indexOf(SYSTEM_DATA_MARKER);
  return (at === -1 ? notes : notes.slice(0, at)).trim() || null;
}

/** Reads an approvedItems JSON text; null when absent, throws a readable Error when malformed. */
export function parseApprovedItems(text: string | null | undefined): ApprovedItemText[] | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error("approvedItems must be a JSON list");
  }
  if (!Array.isArray(value)) throw new Error("approvedItems must be a JSON list");
  const { maxLineQuantity, maxRequestLines } = QUANTITY_LIMITS;
  if (value.length > maxRequestLines) throw new Error("Too many items in one request");
  return value.map((entry) => {
    const e = (entry ?? {}) as Partial<Record<keyof ApprovedItemText, unknown>>;
    if (typeof e.name !== "string" || !isQuantityInRange(e.approved, 0, Number.MAX_SAFE_INTEGER)) {
      throw new Error("Each approved item needs a name and a whole approved quantity of 0 or more");
    }
    // JSON numbers arrive as doubles: 3e9, 1e308 and 9007199254740993 are all "whole", so the bound
    // is what keeps them from the integer columns (and stock from passing its cap).
    const requested = e.requested ?? 0;
    if (e.approved > maxLineQuantity || (typeof requested === "number" && requested > maxLineQuantity)) {
      throw new Error(QUANTITY_MESSAGES.lineTooLarge);
    }
    if (!isQuantityInRange(requested, 0, maxLineQuantity)) {
      throw new Error("Each approved item's requested quantity must be a whole number of 0 or more");
    }
    if (e.denied !== undefined && typeof e.denied !== "boolean") throw new Error("denied must be true or false");
    return { name: e.name, requested, approved: e.approved, ...(e.denied === undefined ? {} : { denied: e.denied }) };
  });
}
