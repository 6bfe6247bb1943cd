import {
  CATEGORIES,
  type Category,
  DEFAULT_IMPORT_LOCALE,
  ITEM_IMPORT_COLUMNS,
  ITEM_IMPORT_DELIMITERS,
  ITEM_IMPORT_ENCODINGS,
  ITEM_IMPORT_FIELD_LABELS,
  ITEM_IMPORT_LOCALES,
  ITEM_IMPORT_PRESETS,
  ITEM_IMPORT_TARGETS,
  type ItemImportColumnDto,
  type ItemImportMappingDto,
  type ItemImportOptionsInput,
  type ItemImportPreviewDto,
  type ItemImportRowDto,
  type ItemImportTarget,
  ROW_ERROR_KEY,
  categoryValueKey,
  importCategory,
  isImportLocale,
  matchColumns,
  normalizeHeader,
} from "@stockroom/shared";
import { z } from "zod";
import { buildCsv } from "@/lib/csv";

/** The browser's locale when numbers can be read in it, else the template's. */
export function browserLocale(): string {
  const tag = typeof navigator === "undefined" ? undefined : navigator.language;
  return tag && isImportLocale(tag) ? tag : DEFAULT_IMPORT_LOCALE;
}

/** The offered locales, with the chosen one added by its tag when it is not among them. */
export function localeOptions(current: string) {
  const options = ITEM_IMPORT_LOCALES.map(({ tag, label }) => ({ value: tag, label }));
  return options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: current }];
}

/** "Leave as error" for a category value the user does not match. */
export const NO_CATEGORY = "none";

/** The mapping step's form: how to read the file, each column's match, each unknown category's, and stock. */
export const mappingFormSchema = z.object({
  encoding: z.enum(ITEM_IMPORT_ENCODINGS).nullable(),
  delimiter: z.enum(ITEM_IMPORT_DELIMITERS).nullable(),
  locale: z.string().min(1),
  /** "auto", a preset's id or "saved:<id>": where the matches below came from. */
  source: z.string(),
  columns: z.array(z.object({ target: z.enum(ITEM_IMPORT_TARGETS) })),
  categories: z.array(z.object({ value: z.string(), category: z.enum([...CATEGORIES, NO_CATEGORY]) })),
  stock: z.enum(["ignore", "replace"]),
  saveAs: z.string().trim().max(100),
});
export type MappingValues = z.infer<typeof mappingFormSchema>;

/** The sources the matches can come from: the names, the presets, then the account's saved mappings. */
export function sourceOptions(saved: ItemImportMappingDto[]) {
  return [
    { value: "auto", label: "Column names (automatic)" },
    ...ITEM_IMPORT_PRESETS.map((preset) => ({ value: preset.id, label: preset.label })),
    ...saved.map((mapping) => ({ value: `saved:${mapping.id}`, label: `Saved: ${mapping.name}` })),
  ];
}

export const targetOptions = ITEM_IMPORT_TARGETS.map((target) => ({
  value: target,
  label: target === "ignore" ? "Ignore this column" : ITEM_IMPORT_FIELD_LABELS[target],
}));

/** The matches of a source for the file's headers, and the category matches a saved mapping brings. */
export function matchesOf(source: string, headers: string[], saved: ItemImportMappingDto[]) {
  const mapping = saved.find((candidate) => `saved:${candidate.id}` === source);
  if (mapping) return { targets: matchColumns(headers, mapping.columns), categories: mapping.categories };
  const preset = ITEM_IMPORT_PRESETS.find((candidate) => candidate.id === source);
  return { targets: matchColumns(headers, preset?.mapping ?? {}), categories: {} };
}

/** A saved mapping that names every header of the file: the dialog starts from it. */
export function savedFor(headers: string[], saved: ItemImportMappingDto[]) {
  const keys = headers.map(normalizeHeader).filter(Boolean);
  return saved.find((mapping) => keys.every((key) => key in mapping.columns));
}

/** The values of the column matched to Category that are none of the four, each with its match so far. */
export function categoryRows(
  columns: ItemImportColumnDto[],
  targets: ItemImportTarget[],
  known: Record<string, Category | typeof NO_CATEGORY>,
): MappingValues["categories"] {
  const at = targets.indexOf("category");
  if (at < 0) return [];
  return columns[at].values
    .filter((value) => !(CATEGORIES as readonly string[]).includes(importCategory(value)))
    .map((value) => ({ value, category: known[categoryValueKey(value)] ?? NO_CATEGORY }));
}

/** The form's first values for a file as the server read it: the given source's matches, else the server's. */
export function initialValues(
  read: ItemImportPreviewDto,
  { locale, stock, saved }: { locale: string; stock: MappingValues["stock"]; saved: ItemImportMappingDto[] },
): MappingValues {
  const headers = read.columns.map((column) => column.header);
  const fitting = savedFor(headers, saved);
  const source = fitting ? `saved:${fitting.id}` : "auto";
  const { targets, categories } = fitting
    ? matchesOf(source, headers, saved)
    : { targets: read.columns.map((column) => column.target), categories: {} };
  return {
    encoding: read.file.encoding,
    delimiter: read.file.delimiter,
    locale,
    source,
    columns: targets.map((target) => ({ target })),
    categories: categoryRows(read.columns, targets, categories),
    stock,
    saveAs: fitting?.name ?? "",
  };
}

/** What the server is sent for the form's values. */
export function optionsOf(values: MappingValues): ItemImportOptionsInput {
  const categories = Object.fromEntries(
    values.categories.flatMap(({ value, category }) =>
      category === NO_CATEGORY ? [] : [[categoryValueKey(value), category] as const],
    ),
  );
  return {
    ...(values.encoding ? { encoding: values.encoding } : {}),
    ...(values.delimiter ? { delimiter: values.delimiter } : {}),
    locale: values.locale,
    columns: values.columns.map((column) => column.target),
    categories,
    stock: values.stock,
  };
}

/** A field as the dialog names it: the item form's label. */
export const fieldLabel = (key: string) =>
  key === ROW_ERROR_KEY ? "Row" : (ITEM_IMPORT_FIELD_LABELS[key as keyof typeof ITEM_IMPORT_FIELD_LABELS] ?? key);

/** A row's messages in the template's column order, the whole row's first. */
export const inColumnOrder = (errors: Record<string, string>) =>
  Object.entries(errors).sort(([a], [b]) => columnIndex(a) - columnIndex(b));
const columnIndex = (key: string) => (ITEM_IMPORT_COLUMNS as readonly string[]).indexOf(key);

/** The refused rows as a CSV to keep: the row number, the name and every reason. */
export function refusedCsv(rows: ItemImportRowDto[]): string {
  return buildCsv(
    [
      { header: "Row", value: (row: ItemImportRowDto) => row.line },
      { header: "Item Name", value: (row: ItemImportRowDto) => row.name },
      {
        header: "Reasons",
        value: (row: ItemImportRowDto) =>
          inColumnOrder(row.errors)
            .map(([key, message]) => `${fieldLabel(key)}: ${message}`)
            .join("; "),
      },
    ],
    rows,
  );
}

/** "1 new item", "1,250 new items". */
export const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;
