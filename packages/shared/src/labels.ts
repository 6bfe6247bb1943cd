import { z } from "zod";
import { CATEGORIES } from "./enums";
import { digitsSchema } from "./numbers";
import type { ConcurrencyBudget } from "./limits";
import { MAX_ROW_ID, queryRowIdSchema } from "./quantities";

/**
 * Printable label sheets (issue 21.1, decision 140): the sheets a storeroom buys, measured in PDF points
 * (1/72 in) so the server draws exactly where the sheet's die cuts are and the dialog names the same sheets.
 */
const MM = 72 / 25.4;
const INCH = 72;

export const LABEL_LAYOUTS = ["a4-3x10", "a4-3x7", "letter-3x10", "letter-3x7"] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const DEFAULT_LABEL_LAYOUT: LabelLayout = "a4-3x10";

export interface LabelSheet {
  /** The dialog's name of the sheet. */
  name: string;
  /** What to buy: label size and count, and a product sold in that layout. */
  description: string;
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  /** From the sheet's left and top edges to the first label. */
  marginLeft: number;
  marginTop: number;
  /** Between neighbouring labels (0: butt-cut). */
  gapX: number;
  gapY: number;
  /**
   * Kept blank inside each label's edge: 6 pt (about 2 mm) on die-cut sheets, whose cuts wander by about a
   * millimetre; 4.5 mm on sheets cut to the paper's edge, most printers' unprintable margin.
   */
  padding: number;
}

const A4 = { pageWidth: 210 * MM, pageHeight: 297 * MM };
const LETTER = { pageWidth: 8.5 * INCH, pageHeight: 11 * INCH };

/**
 * Manufacturers' published dimensions; each row adds up to the page exactly (margins + labels + gaps).
 * - A4 3×10: Avery Zweckform 3489, 70 × 29.7 mm, edge to edge (3 × 70 = 210, 10 × 29.7 = 297).
 * - A4 3×7: Avery L7160 (J8160), 63.5 × 38.1 mm, 7.21 mm side and 15.15 mm top margins, 2.54 mm column gap.
 * - Letter 3×10: Avery 5160 (8160), 2⅝ × 1 in, 3/16 in side and ½ in top margins, ⅛ in column gap.
 * - Letter 3×7: 21-up sheets of 2⅝ × 1½ in on the 5160's columns, ¼ in top margin (7 × 1½ = 10½ in).
 */
export const LABEL_SHEETS: Record<LabelLayout, LabelSheet> = {
  "a4-3x10": {
    name: "A4 · 3 × 10",
    description: "30 labels of 70 × 29.7 mm (e.g. Avery 3489)",
    ...A4,
    columns: 3,
    rows: 10,
    labelWidth: 70 * MM,
    labelHeight: 29.7 * MM,
    marginLeft: 0,
    marginTop: 0,
    gapX: 0,
    gapY: 0,
    padding: 4.5 * MM,
  },
  "a4-3x7": {
    name: "A4 · 3 × 7",
    description: "21 labels of 63.5 × 38.1 mm (e.g. Avery L7160)",
    ...A4,
    columns: 3,
    rows: 7,
    labelWidth: 63.5 * MM,
    labelHeight: 38.1 * MM,
    marginLeft: 7.21 * MM,
    marginTop: 15.15 * MM,
    gapX: 2.54 * MM,
    gapY: 0,
    padding: 6,
  },
  "letter-3x10": {
    name: "Letter · 3 × 10",
    description: "30 labels of 2⅝ × 1 in (e.g. Avery 5160)",
    ...LETTER,
    columns: 3,
    rows: 10,
    labelWidth: 2.625 * INCH,
    labelHeight: 1 * INCH,
    marginLeft: 0.1875 * INCH,
    marginTop: 0.5 * INCH,
    gapX: 0.125 * INCH,
    gapY: 0,
    padding: 6,
  },
  "letter-3x7": {
    name: "Letter · 3 × 7",
    description: "21 labels of 2⅝ × 1½ in",
    ...LETTER,
    columns: 3,
    rows: 7,
    labelWidth: 2.625 * INCH,
    labelHeight: 1.5 * INCH,
    marginLeft: 0.1875 * INCH,
    marginTop: 0.25 * INCH,
    gapX: 0.125 * INCH,
    gapY: 0,
    padding: 6,
  },
};

export function labelsPerPage(layout: LabelLayout): number {
  return LABEL_SHEETS[layout].columns * LABEL_SHEETS[layout].rows;
}

/** Where label number `index` (0-based, counting skipped ones) sits: its page and its top-left corner. */
export function labelPosition(layout: LabelLayout, index: number): { page: number; x: number; y: number } {
  const sheet = LABEL_SHEETS[layout];
  const perPage = labelsPerPage(layout);
  const slot = index % perPage;
  const column = slot % sheet.columns;
  const row = Math.floor(slot / sheet.columns);
  return {
    page: Math.floor(index / perPage),
    x: sheet.marginLeft + column * (sheet.labelWidth + sheet.gapX),
    y: sheet.marginTop + row * (sheet.labelHeight + sheet.gapY),
  };
}

/** Pages a PDF of `count` labels takes after `skip` blank ones. */
export function labelPageCount(layout: LabelLayout, { count, skip }: { count: number; skip: number }): number {
  return Math.ceil((skip + count) / labelsPerPage(layout));
}

export const LABEL_LIMITS = {
  /**
   * Most labels in one PDF: 17 A4 3×10 sheets. Each QR code costs a few milliseconds of CPU to encode,
   * so this bounds one request to about two seconds of work.
   */
  maxLabels: 500,
  /**
   * PDFs one account may have made per minute, on every instance together: a page of label sheets is
   * printed a few times in a sitting, while a loop of 500-label requests would keep a core busy.
   */
  pdfsPerMinute: 20,
  /** The same per hour: a sitting's reprints fit, a day-long loop of full sheets does not (issue 34). */
  pdfsPerHour: 120,
  /** Sheets made for one account at once; a second waits its turn (issue 34). */
  concurrent: { running: 1, waiting: 2 } satisfies ConcurrencyBudget,
} as const;

export const LABEL_MESSAGES = {
  layout: `Choose one of the label layouts: ${LABEL_LAYOUTS.join(", ")}`,
  category: "Unknown category",
  itemIds: "itemIds must be item ids separated by commas",
  tooManyIds: `Choose at most ${LABEL_LIMITS.maxLabels} items`,
  skipWhole: "Labels to skip must be a whole number",
  skip: (layout: LabelLayout) => `Labels to skip must be a whole number from 0 to ${labelsPerPage(layout) - 1}`,
  tooManyLabels: `One PDF holds at most ${LABEL_LIMITS.maxLabels} labels. Print a category or selected items instead`,
  noItems: "There are no items to print labels for. Choose another category or select items",
  otherProperty: "Only items of the selected property can be printed on its labels",
  tooManyPdfs: "Too many label sheets printed in a minute. Please wait a moment and try again",
  tooManyPdfsPerHour: "Too many label sheets printed in an hour. Please try again later",
  busy: "Label sheets of your account are already being made. Please wait until they have downloaded and try again",
} as const;

const ITEM_IDS = /^[0-9]{1,10}(,[0-9]{1,10})*$/;

/** Query of GET /api/labels.pdf: whose items (a property, optionally one category or chosen items), on which sheet. */
export const labelsQuerySchema = z
  .object({
    propertyId: queryRowIdSchema,
    layout: z.enum(LABEL_LAYOUTS, { error: LABEL_MESSAGES.layout }).default(DEFAULT_LABEL_LAYOUT),
    category: z.enum(CATEGORIES, { error: LABEL_MESSAGES.category }).optional(),
    itemIds: z
      .string({ error: LABEL_MESSAGES.itemIds })
      .regex(ITEM_IDS, LABEL_MESSAGES.itemIds)
      .transform((text) => [...new Set(text.split(",").map(Number))])
      .pipe(
        z
          .array(z.number().int().min(1, LABEL_MESSAGES.itemIds).max(MAX_ROW_ID, LABEL_MESSAGES.itemIds))
          .max(LABEL_LIMITS.maxLabels, LABEL_MESSAGES.tooManyIds),
      )
      .optional(),
    // Digits here; the bound depends on the layout, so it is checked below with the layout's own message.
    skip: digitsSchema(0, Number.MAX_SAFE_INTEGER, LABEL_MESSAGES.skipWhole).default(0),
  })
  .superRefine((query, ctx) => {
    if (query.skip >= labelsPerPage(query.layout))
      ctx.addIssue({ code: "custom", path: ["skip"], message: LABEL_MESSAGES.skip(query.layout) });
  });
export type LabelsQuery = z.output<typeof labelsQuerySchema>;
