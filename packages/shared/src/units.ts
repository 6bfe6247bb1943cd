/**
 * The singular of each unit the item form offers (UNITS), plus the generic "units" and "items" that totals use.
 * Units are free text up to 50 characters, so one the app did not offer is shown as typed: guessing
 * the singular of an arbitrary word ("series", "glasses") would be wrong more often than right.
 */
const SINGULAR_UNITS: Readonly<Record<string, string>> = {
  pieces: "piece",
  bottles: "bottle",
  packs: "pack",
  boxes: "box",
  rolls: "roll",
  sets: "set",
  liters: "liter",
  kg: "kg",
  units: "unit",
  items: "item",
};

/** The unit as it reads after this number: "piece" after 1 (or -1), the stored plural otherwise. */
export function unitFor(quantity: number, unit: string): string {
  if (Math.abs(quantity) !== 1) return unit;
  return SINGULAR_UNITS[unit] ?? unit;
}

/**
 * "1 piece", "5 pieces", "0 boxes". Digits are not grouped: the request texts carry this form and are
 * read back by a parser that expects plain digits.
 */
export function formatQuantity(quantity: number, unit: string): string {
  return `${quantity} ${unitFor(quantity, unit)}`;
}

/**
 * A count as people read it, with thousands separators: "30,000 units" (issue 37). Not for the request texts, which
 * keep plain digits (formatQuantity) because the server reads them back.
 */
export function formatCount(quantity: number, unit: string): string {
  return `${quantity.toLocaleString("en-US")} ${unitFor(quantity, unit)}`;
}

/**
 * Quantities added up only within a unit (issue 37: "105 units" added bottles to boxes): "105 pieces", or
 * "100 bottles and 5 boxes", units in the order they first appear. Units compare as stored.
 */
export function formatTotalsByUnit(lines: readonly { quantity: number; unit: string }[]): string {
  const totals = new Map<string, number>();
  for (const { quantity, unit } of lines) totals.set(unit, (totals.get(unit) ?? 0) + quantity);
  const parts = [...totals].map(([unit, quantity]) => formatCount(quantity, unit));
  if (parts.length <= 1) return parts[0] ?? formatCount(0, "units");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
