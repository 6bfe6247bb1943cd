import {
  CATEGORIES,
  LABEL_LAYOUTS,
  LABEL_MESSAGES,
  type LabelLayout,
  labelsPerPage,
  parseWholeNumber,
} from "@stockroom/shared";
import { z } from "zod";

const LABEL_SCOPES = ["property", "category", "items"] as const;
export type LabelScope = (typeof LABEL_SCOPES)[number];

/** Positions of the first sheet to leave blank, as typed: a whole number below the sheet's label count. */
export function parseSkip(text: string, layout: LabelLayout) {
  return parseWholeNumber(text, {
    min: 0,
    max: labelsPerPage(layout) - 1,
    messages: {
      required: LABEL_MESSAGES.skipWhole,
      whole: LABEL_MESSAGES.skipWhole,
      min: LABEL_MESSAGES.skip(layout),
      max: LABEL_MESSAGES.skip(layout),
    },
  });
}

/**
 * What Print Labels asks before it writes the PDF's address: what to print, on which sheet, and the skipped
 * positions with the messages of the server's labelsQuerySchema (the bound depends on the sheet).
 */
export const printLabelsFormSchema = z
  .object({
    scope: z.enum(LABEL_SCOPES),
    category: z.enum(CATEGORIES),
    itemIds: z.array(z.number()),
    layout: z.enum(LABEL_LAYOUTS),
    skip: z.string(),
  })
  .superRefine(({ skip, layout }, ctx) => {
    const { error } = parseSkip(skip, layout);
    if (error !== undefined) ctx.addIssue({ code: "custom", path: ["skip"], message: error });
  });
export type PrintLabelsForm = z.infer<typeof printLabelsFormSchema>;
