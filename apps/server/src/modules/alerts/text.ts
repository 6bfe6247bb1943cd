import { type Category, formatQuantity } from "@stockroom/shared";
import { greeting, plainLabel } from "../email/text";

/** A request's outcome, as the transitions name it. */
export type RequestOutcome = "approved" | "declined" | "received";

interface LowStockFacts {
  itemName: string;
  unit: string;
  currentStock: number;
  minStock: number;
  propertyName: string;
}

/** The bell's texts show names as their owners typed them; emails reduce them to plain words (`plainFacts`). */
export function lowStockNotification(item: LowStockFacts): { title: string; body: string } {
  return { title: `Low stock: ${item.itemName}`, body: `${item.propertyName}: ${stockLine(item)}` };
}

function stockLine({ currentStock, minStock, unit }: Pick<LowStockFacts, "currentStock" | "minStock" | "unit">) {
  return `${formatQuantity(currentStock, unit)} left, minimum ${formatQuantity(minStock, unit)}`;
}

/** The inventory page of the item's property and category, scrolled to the item's card. */
export function itemLink(item: { itemId: number; propertyId: number; category: Category }): string {
  return `/inventory?propertyId=${item.propertyId}&category=${item.category}#inventory-item-${item.itemId}`;
}

export function requestLink(requestId: number): string {
  return `/requests?openRequest=${requestId}`;
}

const NAMES_SHOWN = 3;

export function requestOutcomeNotification({
  requestId,
  outcome,
  propertyName,
  itemNames,
}: {
  requestId: number;
  outcome: RequestOutcome;
  propertyName: string;
  itemNames: string[];
}): { title: string; body: string } {
  const more = itemNames.length - NAMES_SHOWN;
  const items = itemNames.slice(0, NAMES_SHOWN).join(", ") + (more > 0 ? ` and ${more} more` : "");
  return { title: `Request #${requestId} ${outcome}`, body: `${propertyName}: ${items}` };
}

const SETTINGS_HINT = (origin: string) =>
  `You get this email because low stock alerts are on in your notification settings: ${origin}/settings`;

/** One email per recipient and run, listing every newly low item (a count that empties ten shelves sends one). */
export function lowStockEmail({
  firstName,
  items,
  origin,
}: {
  firstName: string | null;
  items: (LowStockFacts & { link: string })[];
  origin: string;
}): { subject: string; text: string } {
  const plain = items.map(plainFacts);
  const [first] = plain;
  const subject =
    plain.length === 1 ? `Low stock: ${first.itemName} at ${first.propertyName}` : `Low stock: ${plain.length} items`;
  const lines = plain.flatMap((item) => [
    `- ${item.itemName} at ${item.propertyName}: ${stockLine(item)}`,
    `  ${origin}${item.link}`,
  ]);
  const text = [
    greeting(firstName),
    "",
    items.length === 1 ? "This item is at or below its minimum:" : "These items are at or below their minimum:",
    ...lines,
    "",
    "You can request more from the inventory page.",
    "",
    SETTINGS_HINT(origin),
  ].join("\n");
  return { subject, text };
}

const itemCount = (count: number) => `${count.toLocaleString("en-US")} item${count === 1 ? "" : "s"}`;

/** The one notification of an import that leaves items low (decision 199); its title names nothing typed. */
export function importLowStockNotification({ count, propertyName }: { count: number; propertyName: string }) {
  return {
    title: `Low stock after an import: ${itemCount(count)}`,
    body: `${propertyName}: ${itemCount(count)} of the import ${count === 1 ? "is" : "are"} at or below the minimum`,
  };
}

/** Its email: the title (no typed text in it) and the link to the property's inventory. */
export function importLowStockEmail({
  firstName,
  title,
  url,
  origin,
}: {
  firstName: string | null;
  title: string;
  url: string;
  origin: string;
}): { subject: string; text: string } {
  return {
    subject: title,
    text: [
      greeting(firstName),
      "",
      `${title}. An import of items left them at or below their minimum.`,
      `See them in Stockroom: ${url}`,
      "",
      SETTINGS_HINT(origin),
    ].join("\n"),
  };
}

/** An item's facts with the names and the unit someone typed reduced to plain words. */
function plainFacts<T extends LowStockFacts>(item: T): T {
  return {
    ...item,
    itemName: plainLabel(item.itemName),
    propertyName: plainLabel(item.propertyName),
    unit: plainLabel(item.unit),
  };
}

const OUTCOME_SENTENCE: Record<RequestOutcome, string> = {
  approved: "was approved",
  declined: "was declined",
  received: "was received",
};

export function requestOutcomeEmail({
  firstName,
  requestId,
  outcome,
  propertyName,
  url,
  origin,
}: {
  firstName: string | null;
  requestId: number;
  outcome: RequestOutcome;
  propertyName: string;
  url: string;
  origin: string;
}): { subject: string; text: string } {
  const property = plainLabel(propertyName);
  return {
    subject: `Request #${requestId} ${outcome}`,
    text: [
      greeting(firstName),
      "",
      `Your request #${requestId} for ${property} ${OUTCOME_SENTENCE[outcome]}.`,
      `See it in Stockroom: ${url}`,
      "",
      `You get this email because request updates are on in your notification settings: ${origin}/settings`,
    ].join("\n"),
  };
}
