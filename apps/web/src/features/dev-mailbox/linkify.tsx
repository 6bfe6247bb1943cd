import type { ReactNode } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain mail text with its http(s) links made clickable; everything else stays text (no HTML is interpreted). */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    // split with a capture group puts the matches at the odd indexes.
    index % 2 === 1 ? (
      <a key={index} href={part} className="break-all text-emerald-800 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
