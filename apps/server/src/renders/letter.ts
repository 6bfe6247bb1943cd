import PDFDocument from "pdfkit";
import { fitWidth, printable } from "../modules/labels/render";
import { documentBytes } from "./bytes";

/*
 * The US Letter page of the business documents (purchase orders, receipts): margins every printer prints, and the
 * text, blocks and rules they are written with.
 */

type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 612, height: 792, margin: 48 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const MUTED = "#555555";
const INK = "#000000";
const RULE = "#bbbbbb";

/** A Letter document titled `title`, and its bytes once ended. */
export function letterDocument(title: string): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    // The layout keeps its own margins: pdfkit's would add pages of its own near the bottom edge.
    margin: 0,
    compress: true,
    info: { Title: title, Creator: "Stockroom" },
  });
  return { doc, bytes: documentBytes(doc) };
}

interface Text {
  x?: number;
  y: number;
  width?: number;
  font: string;
  size: number;
  color?: string;
  align?: "left" | "right";
}

/** One line of text cut to its width, in characters the standard PDF fonts carry. */
export function write(
  doc: Doc,
  value: string,
  { x = PAGE.margin, y, width = CONTENT_WIDTH, font, size, color = INK, align = "left" }: Text,
) {
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(fitWidth(doc, printable(value), width), x, y, { width, align, lineBreak: false });
}

/** A titled block of lines (empty ones left out), the first in bold; answers where it ends. */
export function block(
  doc: Doc,
  { title, lines, x, y, width }: { title: string; lines: (string | null)[]; x: number; y: number; width: number },
) {
  write(doc, title.toUpperCase(), { x, y, width, font: "Helvetica-Bold", size: 8, color: MUTED });
  let next = y + 13;
  for (const [i, line] of lines.filter((l): l is string => Boolean(l?.trim())).entries()) {
    write(doc, line.trim(), { x, y: next, width, font: i === 0 ? "Helvetica-Bold" : "Helvetica", size: 10 });
    next += 14;
  }
  return next;
}

/** A thin line across the content width. */
export function rule(doc: Doc, y: number) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .strokeColor(RULE)
    .stroke();
}
