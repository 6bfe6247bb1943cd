import PDFDocument from "pdfkit";
import { NO_SUPPLIER_NAME, formatUsdCents, purchaseOrderNumber } from "@stockroom/shared";
import { fitWidth, printable } from "../labels/render";
import type { OrderRow, selectLines } from "./repo";

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];
type Doc = PDFKit.PDFDocument;

/** What a purchase order's PDF shows: the order as stored and its lines. */
export interface PurchaseOrderContent {
  order: OrderRow;
  lines: readonly LineRow[];
}

/** US Letter, since the orders are in US dollars; one-inch-ish margins that every printer prints. */
const PAGE = { width: 612, height: 792, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW_HEIGHT = 18;
const INK = "#000000";
const MUTED = "#555555";
const RULE = "#bbbbbb";

/** The lines table's columns, left to right, as fractions of the content width. */
const COLUMNS = [
  { title: "Item", share: 0.4, align: "left" },
  { title: "Unit", share: 0.14, align: "left" },
  { title: "Quantity", share: 0.14, align: "right" },
  { title: "Unit cost", share: 0.15, align: "right" },
  { title: "Line total", share: 0.17, align: "right" },
] as const;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A purchase order as a PDF: its number and date, where it ships (the property), the supplier's block,
 * the lines table (repeating its header on every page a long order fills) and the total.
 */
export async function renderPurchaseOrder({ order, lines }: PurchaseOrderContent): Promise<Buffer> {
  const number = purchaseOrderNumber(order.id);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    // The layout keeps its own margins: pdfkit's would add pages of its own near the bottom edge.
    margin: 0,
    compress: true,
    info: { Title: `Purchase order ${number}`, Creator: "Stockroom" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  let y = PAGE.margin;
  write(doc, `Purchase order ${number}`, { y, font: "Helvetica-Bold", size: 18 });
  y += 26;
  write(doc, `Date: ${dateFormat.format(order.createdAt)}`, { y, font: "Helvetica", size: 10, color: MUTED });
  y += 28;
  const half = (CONTENT_WIDTH - 24) / 2;
  const shipTo = [order.propertyName, ...(order.propertyAddress ?? "").split(/\r?\n/)];
  const supplier = [
    order.supplierName ?? NO_SUPPLIER_NAME,
    order.supplierContact && `Contact: ${order.supplierContact}`,
    order.supplierEmail && `Email: ${order.supplierEmail}`,
    order.supplierPhone && `Phone: ${order.supplierPhone}`,
  ];
  const left = block(doc, { title: "Ship to", lines: shipTo, x: PAGE.margin, y, width: half });
  const right = block(doc, { title: "Supplier", lines: supplier, x: PAGE.margin + half + 24, y, width: half });
  y = Math.max(left, right) + 20;

  y = tableHeader(doc, y);
  for (const line of lines) {
    if (y + ROW_HEIGHT > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    const cells = [
      line.itemName,
      line.unit,
      line.quantity.toLocaleString("en-US"),
      line.unitCostCents === null ? "-" : formatUsdCents(line.unitCostCents),
      formatUsdCents(line.lineTotalCents),
    ];
    tableRow(doc, { y, cells });
    y += ROW_HEIGHT;
  }
  if (y + 2 * ROW_HEIGHT > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  write(doc, `Total: ${formatUsdCents(order.totalCents)}`, {
    y: y + 8,
    font: "Helvetica-Bold",
    size: 12,
    align: "right",
  });
  doc.end();
  return done;
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
function write(
  doc: Doc,
  value: string,
  { x = PAGE.margin, y, width = CONTENT_WIDTH, font, size, color = INK, align = "left" }: Text,
) {
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(fitWidth(doc, printable(value), width), x, y, { width, align, lineBreak: false });
}

/** A titled block of lines (empty ones left out); answers where it ends. */
function block(
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

function tableHeader(doc: Doc, y: number): number {
  tableRow(doc, { y, cells: COLUMNS.map((c) => c.title), font: "Helvetica-Bold" });
  const rule = y + ROW_HEIGHT - 4;
  doc
    .moveTo(PAGE.margin, rule)
    .lineTo(PAGE.margin + CONTENT_WIDTH, rule)
    .strokeColor(RULE)
    .stroke();
  return y + ROW_HEIGHT;
}

function tableRow(doc: Doc, { y, cells, font = "Helvetica" }: { y: number; cells: readonly string[]; font?: string }) {
  let x = PAGE.margin;
  for (const [i, column] of COLUMNS.entries()) {
    const width = column.share * CONTENT_WIDTH;
    // A few points between columns, so a long name never touches the unit beside it.
    write(doc, cells[i], { x: x + 2, y, width: width - 6, font, size: 9.5, align: column.align });
    x += width;
  }
}
