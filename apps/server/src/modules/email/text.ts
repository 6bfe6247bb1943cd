import { LIMITS } from "@stockroom/shared";

/*
 * Text someone typed, as it may appear in an email the app sends (issue 34, decisions 89 and 161).
 *
 * Mail programs turn anything that looks like an address into a link: a scheme ("https:", "mailto:"), "www.",
 * an e-mail address, or a bare domain ("evil.test", also with the ideographic dots IDNA accepts). Typed text
 * is reduced to plain words, so that it can never carry a link and every link in an email is one the app built
 * from the configured origin. The guarantee rests on three characters alone: no kind keeps ":" or "@", and a
 * "." is kept only where no letter or digit follows it (an abbreviation, "St.") or as the one decimal point of a
 * number ("1.5"). Everything else a kind does not keep becomes a space, so removing it never joins two runs.
 * Invisible characters go first (zero-width and bidirectional controls, which can hide or reverse a domain),
 * then NFKC folds look-alikes (full-width "ｗｗｗ．", "＠") into the characters the rules see.
 */

interface Kind {
  /** What the kind keeps besides letters, combining marks, digits and spaces. */
  punctuation: string;
  /** Longest text in code points, its "…" included. */
  max: number;
}

/** A person's name: "O'Brien", "Jean-Luc"; the limit of a manager's name (decision 89). */
const NAME: Kind = { punctuation: "'-", max: LIMITS.managerName };
/** The name of a thing: a property, an item, a unit ("Bed Sheets (Queen)", "Soap 1.5L", "A/C filter #2"). */
const LABEL: Kind = { punctuation: "'-&(),./#+%", max: 80 };
/** A postal address, its lines joined by commas into one. */
const ADDRESS: Kind = { punctuation: "'-&(),./#", max: 160 };
/** A subject is one line, short enough to read in a list of mails. */
const SUBJECT_MAX = 200;

/** A person's name as it may appear in an email: letters, digits, spaces, apostrophes and hyphens. */
export function plainName(name: string | null | undefined): string {
  return cut(plainWords(name ?? "", NAME), NAME.max);
}

/** An email's first line: "Hello {first name}," with the name in plain words (plainName), or "Hello," without one. */
export function greeting(firstName: string | null | undefined): string {
  const name = plainName(firstName);
  return `Hello${name ? ` ${name}` : ""},`;
}

/** The name of a property, an item, a supplier or a unit as it may appear in an email (or its subject). */
export function plainLabel(label: string | null | undefined): string {
  return cut(plainWords(label ?? "", LABEL), LABEL.max);
}

/** A postal address as one line of an email: each typed line reduced to plain words, joined by commas. */
export function plainAddress(address: string | null | undefined): string {
  const lines = (address ?? "").split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);
  const joined = lines
    .map((line) => plainWords(line, ADDRESS))
    .filter(Boolean)
    .join(", ");
  return cut(joined, ADDRESS.max);
}

/**
 * Any subject as one line (the mailer passes every subject through this): a line break in a subject would end
 * the header and start another ("Bcc: ..."), so control characters and line separators become spaces.
 */
export function subjectLine(subject: string): string {
  const line = withoutInvisibles(subject)
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ")
    .trim();
  return cut(line, SUBJECT_MAX);
}

function plainWords(text: string, { punctuation }: Kind): string {
  // The joiners withoutInvisibles kept stand between two letters.
  const unkept = new RegExp(`[^\\p{L}\\p{M}\\p{N}\\u200C\\u200D ${escapeForClass(punctuation)}]+`, "gu");
  return (
    withoutInvisibles(text)
      .normalize("NFKC")
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u2010-\u2015\u2212]/g, "-")
      // NFKC writes "½" as 1, the fraction slash and 2.
      .replace(/\u2044/g, "/")
      .replace(unkept, " ")
      // A dotted run of numbers ("10.0.0.1", "1.2.3") is an address or a version, never a quantity.
      .replace(/\p{N}+(?:\.\p{N}+){2,}/gu, (run) => run.replaceAll(".", " "))
      .replace(/\.(?=[\p{L}\p{M}])|(?<!\p{N})\.(?=\p{N})/gu, " ")
      // A slash stays between two words ("A/C", "50/50"); "//" and a path's ends do not.
      .replace(/(?<![\p{L}\p{M}\p{N}])\/|\/(?![\p{L}\p{N}])/gu, " ")
      .replace(/ {2,}/g, " ")
      .trim()
  );
}

/**
 * Drops the characters nobody sees: format characters (zero-width spaces, bidirectional embeddings and
 * overrides, the byte order mark). A zero-width (non-)joiner between two letters stays: Persian and Indic
 * names need it, and it can hide nothing there, since the rules above look at the characters around it.
 */
function withoutInvisibles(text: string): string {
  return text.replace(/((?<=\p{L}\p{M}*)[\u200C\u200D](?=\p{L}))|\p{Cf}/gu, (_, joiner?: string) => joiner ?? "");
}

/** Cuts to `max` code points, ending in "…" when anything was cut. */
function cut(text: string, max: number): string {
  const points = [...text];
  if (points.length <= max) return text;
  return `${points
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

function escapeForClass(characters: string): string {
  return characters.replace(/[\\\]^-]/g, "\\$&");
}
