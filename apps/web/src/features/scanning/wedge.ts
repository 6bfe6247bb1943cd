/**
 * A hardware scanner in keyboard mode ("wedge") types the code as keystrokes a few milliseconds apart and
 * ends with Enter; a person needs 100 ms or more between keys. A burst is a scan when its keys, Enter
 * included, came at most this far apart on average.
 */
export const WEDGE_KEY_GAP_MS = 50;

/**
 * A gap this long starts a new burst. Shorter slow gaps are kept, only the average counts: a busy page (one
 * re-rendering as each key lands in a field) or a Bluetooth link sometimes holds keys back inside a scan.
 */
export const WEDGE_PAUSE_MS = 3 * WEDGE_KEY_GAP_MS;

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
export function createWedgeReader() {
  let text = "";
  let start = 0;
  let last = -Infinity;

  return (event: WedgeKey): string | null => {
    if (event.key === "Shift") return null;
    const breaks = event.timeStamp - last > WEDGE_PAUSE_MS;
    last = event.timeStamp;
    if (event.key === "Enter") {
      const fast = event.timeStamp - start <= text.length * WEDGE_KEY_GAP_MS;
      const scanned = !breaks && fast && text.length >= WEDGE_MIN_LENGTH ? text : null;
      text = "";
      return scanned;
    }
    const printable = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    if (!printable) {
      text = "";
    } else if (breaks || text === "") {
      text = event.key;
      start = event.timeStamp;
    } else {
      text += event.key;
    }
    return null;
  };
}
