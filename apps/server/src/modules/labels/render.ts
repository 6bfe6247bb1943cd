import PDFDocument from "pdfkit";
import { LABEL_SHEETS, type LabelLayout, labelPosition } from "@stockroom/shared";
import { documentBytes } from "../../renders/bytes";
import { code128Bars, qrCodeRuns } from "./symbols";

/** What one label carries. */
export interface LabelContent {
  name: string;
  /** The item's code: Code 128 bars and the text under them. */
  code: string;
  /** What the QR code holds: the item's address in the app (itemLabelUrl). */
  url: string;
  propertyName: string;
  unit: string;
}

export interface LabelSheetOptions {
  layout: LabelLayout;
  labels: readonly LabelContent[];
  /** Positions left blank at the start of the first sheet (a half-used sheet). */
  skip: number;
  title: string;
}

type Doc = PDFKit.PDFDocument;

/** Between the QR code and the texts beside it. */
const GUTTER = 6;
/** Below this much room under the QR code the barcode goes beside it instead of across the label. */
const BARCODE_MIN_HEIGHT = 30;
const INK = "#000000";

/**
 * A PDF of label sheets: each label a QR code of its item's address, the item name, property and unit,
 * and a Code 128 barcode of its code with the code in text. Codes are drawn as vector rectangles from
 * bwip-js's encodings, so they print sharp at any size and cost no image encoding. Encoding a QR code takes
 * milliseconds, so the server runs this on its render threads (renders/pool.ts), never on the event loop.
 */
export async function renderLabelSheets({ layout, labels, skip, title }: LabelSheetOptions): Promise<Buffer> {
  const sheet = LABEL_SHEETS[layout];
  const doc = new PDFDocument({
    size: [sheet.pageWidth, sheet.pageHeight],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: title, Creator: "Stockroom" },
  });
  const done = documentBytes(doc);
  let page = -1;
  for (const [i, label] of labels.entries()) {
    const position = labelPosition(layout, skip + i);
    while (page < position.page) {
      doc.addPage();
      page++;
    }
    const box = { x: position.x, y: position.y, width: sheet.labelWidth, height: sheet.labelHeight };
    drawLabel(doc, label, { box, padding: sheet.padding });
  }
  doc.end();
  return done;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function drawLabel(doc: Doc, label: LabelContent, { box, padding }: { box: Box; padding: number }) {
  const inner = {
    x: box.x + padding,
    y: box.y + padding,
    width: box.width - 2 * padding,
    height: box.height - 2 * padding,
  };
  const side = Math.min(inner.height, inner.width * 0.34);
  drawQrCode(doc, label.url, { x: inner.x, y: inner.y, width: side, height: side });
  // On screen the QR code is a link too: clicking it opens the item, as scanning it does.
  doc.link(inner.x, inner.y, side, side, label.url);
  const text = { x: inner.x + side + GUTTER, y: inner.y, width: inner.width - side - GUTTER };
  if (inner.height - side >= BARCODE_MIN_HEIGHT) {
    // Tall labels: name, property and unit beside the QR code, the barcode across the label below it.
    let y = writeLine(doc, label.name, { ...text, font: "Helvetica-Bold", size: 9 });
    y = writeLine(doc, label.propertyName, { ...text, y, font: "Helvetica", size: 7.5 });
    writeLine(doc, label.unit, { ...text, y, font: "Helvetica", size: 7.5 });
    const below = { x: inner.x, y: inner.y + side + 2, width: inner.width, height: inner.height - side - 2 };
    drawBarcodeWithText(doc, label.code, below);
  } else {
    // Short labels: everything beside the QR code.
    let y = writeLine(doc, label.name, { ...text, font: "Helvetica-Bold", size: 8 });
    y = writeLine(doc, `${label.propertyName} · ${label.unit}`, { ...text, y, font: "Helvetica", size: 6.5 });
    drawBarcodeWithText(doc, label.code, { ...text, y: y + 1, height: inner.y + inner.height - y - 1 });
  }
}

interface Line {
  x: number;
  y: number;
  width: number;
  font: string;
  size: number;
  align?: "left" | "center";
}

/** One line of text, cut with an ellipsis to fit the width; answers where the next line starts. */
function writeLine(doc: Doc, value: string, { x, y, width, font, size, align = "left" }: Line): number {
  doc.font(font).fontSize(size).fillColor(INK);
  doc.text(fitWidth(doc, printable(value), width), x, y, { width, align, lineBreak: false });
  return y + size * 1.2;
}

/** The longest start of the text that fits, with "…" when something was cut (checked by halving). */
export function fitWidth(doc: Doc, value: string, width: number): string {
  if (doc.widthOfString(value) <= width) return value;
  let fits = 0;
  let tooLong = value.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (doc.widthOfString(`${value.slice(0, middle).trimEnd()}…`) <= width) fits = middle;
    else tooLong = middle;
  }
  return `${value.slice(0, fits).trimEnd()}…`;
}

/**
 * The standard PDF fonts carry Latin-1 and a few more (WinAnsi); other characters would print as
 * something else, so they print as "?" instead. Embedding a font for every script would make each
 * PDF megabytes larger for the rare name that needs it.
 */
export function printable(value: string): string {
  return value.replace(/[^\x20-\x7e\xa0-\xff‘’“”–—…•€™]/g, "?");
}

/** The QR code's dark modules as filled rectangles, one per run of a row. */
function drawQrCode(doc: Doc, url: string, box: Box) {
  const { size, runs } = qrCodeRuns(url);
  const module = box.width / size;
  for (const { row, column, length } of runs) {
    // A hair of overlap so viewers do not show seams between neighbouring rows.
    doc.rect(box.x + column * module, box.y + row * module, length * module, module + 0.05);
  }
  doc.fillColor(INK).fill();
}

/** Code 128 bars across the box's width, with the code in text under them. */
function drawBarcodeWithText(doc: Doc, code: string, box: Box) {
  const size = 6.5;
  const barHeight = Math.max(box.height - size * 1.3, 8);
  const { modules, bars } = code128Bars(code);
  // The spec's quiet zone of ten modules on each side, taken from the available width.
  const module = box.width / (modules + 20);
  for (const bar of bars) doc.rect(box.x + (10 + bar.start) * module, box.y, bar.width * module, barHeight);
  doc.fillColor(INK).fill();
  writeLine(doc, code, {
    x: box.x,
    y: box.y + barHeight + 1,
    width: box.width,
    font: "Helvetica",
    size,
    align: "center",
  });
}
