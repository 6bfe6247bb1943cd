/**
 * How an import file is read (issue 37 point 5, decision 198): its text encoding, its cell separator and the
 * locale its numbers are written in. The server detects the first two and says what it guessed; the user may
 * choose otherwise in the import dialog, which also picks the locale (the browser's by default).
 */

/** The text encodings an import file may be in; Windows-1252 is what Excel's "CSV" saves in Western Europe. */
export const ITEM_IMPORT_ENCODINGS = ["utf-8", "utf-16le", "utf-16be", "windows-1252"] as const;
export type ItemImportEncoding = (typeof ITEM_IMPORT_ENCODINGS)[number];

export const ITEM_IMPORT_ENCODING_LABELS: Record<ItemImportEncoding, string> = {
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 (little-endian)",
  "utf-16be": "UTF-16 (big-endian)",
  "windows-1252": "Windows-1252 (Western European)",
};

/** The cell separators of a text file: spreadsheets in many locales save semicolons, some exports tabs. */
export const ITEM_IMPORT_DELIMITERS = [",", ";", "\t"] as const;
export type ItemImportDelimiter = (typeof ITEM_IMPORT_DELIMITERS)[number];

export const ITEM_IMPORT_DELIMITER_LABELS: Record<ItemImportDelimiter, string> = {
  ",": "Comma ( , )",
  ";": "Semicolon ( ; )",
  "\t": "Tab",
};

/** The locales the dialog offers by name; any other locale the browser has is offered too (by its tag). */
export const ITEM_IMPORT_LOCALES: { tag: string; label: string }[] = [
  { tag: "en-US", label: "English (US) — 1,234.56" },
  { tag: "en-GB", label: "English (UK) — 1,234.56" },
  { tag: "de-DE", label: "Deutsch — 1.234,56" },
  { tag: "de-CH", label: "Deutsch (Schweiz) — 1’234.56" },
  { tag: "fr-FR", label: "Français — 1 234,56" },
  { tag: "es-ES", label: "Español — 1.234,56" },
  { tag: "it-IT", label: "Italiano — 1.234,56" },
  { tag: "nl-NL", label: "Nederlands — 1.234,56" },
  { tag: "pt-BR", label: "Português (Brasil) — 1.234,56" },
  { tag: "pl-PL", label: "Polski — 1 234,56" },
  { tag: "sv-SE", label: "Svenska — 1 234,56" },
];

/** The locale a request without one is read in: the template's, with a dot before the cents. */
export const DEFAULT_IMPORT_LOCALE = "en-US";

/** Whether `tag` names a locale this runtime formats numbers for (an unknown one would fall back silently). */
export function isImportLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

export interface NumberSeparators {
  decimal: string;
  /** The characters that group thousands: the locale's own and the ones typed for it (a plain space for NBSP). */
  group: string[];
}

/** The decimal and thousands separators of a locale, as its people write and type them. */
export function numberSeparators(locale: string): NumberSeparators {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
  const group = (parts.find((part) => part.type === "group")?.value ?? ",").normalize("NFKC");
  // NFKC turns a (narrow) no-break space into a space; Swiss grouping is a typographic apostrophe, typed as '.
  const typed = group === " " ? [" "] : group === "’" ? ["’", "'"] : [group];
  return { decimal, group: typed };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Reads a number written in the locale: "1.234,5" in de-DE and "1,234.5" in en-US are both 1234.5. Thousands
 * groups must be whole ("1,5" is not a number in en-US, nor "12.34" in de-DE); digits without groups always
 * read. Anything else ("1e3", "0x10", "+5", "$3") is null. Full-width digits read as digits (NFKC).
 */
export function readLocaleNumber(text: string, separators: NumberSeparators): number | null {
  const trimmed = text.normalize("NFKC").trim();
  const group = `[${separators.group.map(escape).join("")}]`;
  const decimal = escape(separators.decimal);
  const pattern = new RegExp(`^(-?)([0-9]+|[0-9]{1,3}(?:${group}[0-9]{3})+)(?:${decimal}([0-9]+))?$`);
  const match = pattern.exec(trimmed);
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  return (
    Number(`${sign}${whole.replace(new RegExp(group, "g"), "")}${fraction === undefined ? "" : `.${fraction}`}`) + 0
  );
}
