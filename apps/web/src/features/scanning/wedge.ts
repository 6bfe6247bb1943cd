/**
 * A hardware scanner in keyboard mode ("wedge") types the code as keystrokes a few milliseconds apart and
 * ends with Enter; a person needs 100 ms or more between keys. Keys further apart than this start over.
 */
export const WEDGE_KEY_GAP_MS = 50;

/** Shortest burst taken for a scan: EAN-8 has 8 characters, and 3 fast keys can be a person's roll. */
export const WEDGE_MIN_LENGTH = 4;

/** What the reader needs of a keydown event. */
export interface WedgeKey {
  key: string;
  timeStamp: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/**
 * Reads keydown events one by one and returns the scanned text when one ends a scan (its Enter), else
 * null. Shift is held for capitals and ignored; a shortcut (Ctrl, Alt, Meta) or any other key starts over.
 */
export function createWedgeReader({ gapMs = WEDGE_KEY_GAP_MS, minLength = WEDGE_MIN_LENGTH } = {}) {
  let text = "";
  let last = -Infinity;

  return (event: WedgeKey): string | null => {
    if (event.key === "Shift") return null;
    const inBurst = event.timeStamp - last <= gapMs;
    last = event.timeStamp;
    if (event.key === "Enter") {
      const scanned = inBurst && text.length >= minLength ? text : null;
      text = "";
      return scanned;
    }
    const printable = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    text = printable ? (inBurst ? text : "") + event.key : "";
    return null;
  };
}
