/**
 * "Request all low items"'s path and texts, apart from its schemas (reorder-api.ts): the button is on the
 * dashboard, whose first JavaScript must not pull zod in (`npm run check:bundle`).
 */

/** The URL parameter that tells New Request to start from the property's low items. */
export const RESTOCK_PARAM = "restock";

/** New Request, prefilled with the low items of a property, or asking for the property first. */
export function restockRequestPath(propertyId: number | null): string {
  return `/requests/new?${RESTOCK_PARAM}=1${propertyId === null ? "" : `&propertyId=${propertyId}`}`;
}

export const RESTOCK_MESSAGES = {
  button: "Request all low items",
  chooseProperty: "Choose a property to request all of its low items.",
  nothingToOrder:
    "Nothing to order: every item of this property is above its minimum and par level, or enough is already on order.",
  failed: "Failed to load the low items",
} as const;

/** The note above a prefilled request that could not hold every low item. */
export function restockOmittedNote(omitted: number): string {
  const items = omitted === 1 ? "1 more low item does" : `${omitted} more low items do`;
  return `${items} not fit in one request. Request all low items again once this request is approved.`;
}
