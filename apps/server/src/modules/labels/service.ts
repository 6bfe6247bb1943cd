import { LABEL_LIMITS, LABEL_MESSAGES, type LabelsQuery, itemCode, itemLabelUrl } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty } from "../access/scope";
import type { RenderPool } from "../../renders/pool";
import * as repo from "./repo";

export interface LabelSheetsOptions {
  user: Actor;
  query: LabelsQuery;
  /** The configured origin of the app (linkOrigin): what the QR codes point at, never a request header. */
  appUrl: string;
  /** Makes the PDF off the event loop. */
  renders: Pick<RenderPool, "labelSheets">;
  /** Today's date for the file name. */
  now?: Date;
}

/**
 * GET /api/labels.pdf: label sheets for the items of a property the user may see (404 otherwise), all
 * of them, one category's or the chosen ones. Chosen ids must all be items of that property: a label
 * silently missing from the sheet would be found out only at the shelf.
 */
export async function printLabelSheets(
  db: Database,
  { user, query, appUrl, renders, now = new Date() }: LabelSheetsOptions,
) {
  const property = await findAccessibleProperty(db, user, query.propertyId);
  const { itemIds, category } = query;
  const ofProperty = { ownerId: property.ownerId, propertyId: property.id };
  if (itemIds && (await repo.countItemsOfProperty(db, { ...ofProperty, itemIds })) < itemIds.length)
    throw new AppError("BAD_REQUEST", LABEL_MESSAGES.otherProperty);
  const items = await repo.listLabelItems(db, {
    ...ofProperty,
    category,
    itemIds,
    limit: LABEL_LIMITS.maxLabels + 1,
  });
  if (items.length === 0) throw new AppError("BAD_REQUEST", LABEL_MESSAGES.noItems);
  if (items.length > LABEL_LIMITS.maxLabels) throw new AppError("BAD_REQUEST", LABEL_MESSAGES.tooManyLabels);
  const labels = items.map((item) => {
    const code = itemCode(item);
    return { name: item.name, code, url: itemLabelUrl(appUrl, code), propertyName: property.name, unit: item.unit };
  });
  const pdf = await renders.labelSheets({
    layout: query.layout,
    labels,
    skip: query.skip,
    title: `Labels · ${property.name}`,
  });
  return { pdf, fileName: labelsFileName(property.name, now) };
}

/** labels-<property>-<date>.pdf, the property's name reduced to letters, digits and dashes for any browser. */
export function labelsFileName(propertyName: string, now: Date): string {
  const slug = propertyName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `labels-${slug || "property"}-${now.toISOString().slice(0, 10)}.pdf`;
}
