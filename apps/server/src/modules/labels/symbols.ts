import bwipjs from "bwip-js/node";

/** A QR code as runs of dark modules, row by row: what the PDF draws as one rectangle each. */
export interface QrRuns {
  /** Modules per side. */
  size: number;
  runs: { row: number; column: number; length: number }[];
}

/** The QR code of `text` (error correction M: a smudged or scratched label still reads). */
export function qrCodeRuns(text: string): QrRuns {
  const [symbol] = bwipjs.raw("qrcode", text, "eclevel=M") as { pixs: number[]; pixx: number; pixy: number }[];
  const runs: QrRuns["runs"] = [];
  const dark = (row: number, column: number) => symbol.pixs[row * symbol.pixx + column] === 1;
  for (let row = 0; row < symbol.pixy; row++) {
    for (let column = 0; column < symbol.pixx; column++) {
      if (!dark(row, column)) continue;
      const start = column;
      while (column + 1 < symbol.pixx && dark(row, column + 1)) column++;
      runs.push({ row, column: start, length: column - start + 1 });
    }
  }
  return { size: symbol.pixx, runs };
}

/** Code 128 bars, in modules from the first bar; the quiet zones around them are the caller's. */
export interface Bars {
  modules: number;
  bars: { start: number; width: number }[];
}

export function code128Bars(code: string): Bars {
  const [symbol] = bwipjs.raw("code128", code, "") as { sbs: number[] }[];
  const bars: Bars["bars"] = [];
  let at = 0;
  for (const [i, width] of symbol.sbs.entries()) {
    // Bars and spaces alternate, starting with a bar.
    if (i % 2 === 0) bars.push({ start: at, width });
    at += width;
  }
  return { modules: at, bars };
}
