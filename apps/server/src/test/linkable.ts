/**
 * What a mail program could make a link of in a plain-text email, or what could hide one: the oracle the email
 * tests hold typed text and whole emails to. It is written apart from `modules/email/text.ts` on purpose, and
 * is broader than any one mail program: it looks at the text as typed and after NFKC folding, counts the dots
 * IDNA accepts, and flags any "@", any scheme followed by something, any "www." and any letter or digit followed
 * by a dot and a letter (a domain, whatever its top level), dotted numbers (an IP address), angle brackets
 * (plain text's autolink markers) and invisible format characters.
 */
const DOTS = ".\u3002\uFF0E\uFF61\uFE52\u2024";
const PATTERNS: RegExp[] = [
  /[\p{L}][\p{L}\p{N}+.-]*:(?=\S)/gu,
  new RegExp(`www[${DOTS}]`, "giu"),
  /@/g,
  new RegExp(`[\\p{L}\\p{M}\\p{N}][${DOTS}](?=\\p{L}|\\p{M})`, "gu"),
  /\p{N}+(?:\.\p{N}+){2,}/gu,
  /[<>]/g,
  // A zero-width (non-)joiner between two letters is part of a Persian or Indic name; any other is hidden text.
  /(?<!\p{L}\p{M}*)[\u200C\u200D]|[\u200C\u200D](?!\p{L})|(?![\u200C\u200D])\p{Cf}/gu,
];

/** The runs of `text` a mail program could link or that hide something, the app's own `origin` links aside. */
export function linkableRuns(text: string, { origin }: { origin?: string } = {}): string[] {
  const outside = origin ? text.replaceAll(new RegExp(`${escapeRegExp(origin)}/\\S*`, "g"), " ") : text;
  const found = new Set<string>();
  for (const variant of [outside, outside.normalize("NFKC")])
    for (const pattern of PATTERNS)
      for (const match of variant.matchAll(pattern))
        found.add(variant.slice(Math.max(0, match.index - 12), match.index + match[0].length + 12));
  return [...found];
}

/** The app's own links in an email: every `origin` URL, in order. */
export function originLinks(text: string, origin: string): string[] {
  return text.match(new RegExp(`${escapeRegExp(origin)}/\\S*`, "g")) ?? [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
