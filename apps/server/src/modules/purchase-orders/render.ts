import { NO_SUPPLIER_NAME, formatDayUtc, formatUsdCents, purchaseOrderNumber } from "@stockroom/shared";
import { CONTENT_WIDTH, MUTED, PAGE, block, letterDocument, rule, write } from "../../renders/letter";
import type { OrderRow, selectLines } from "./repo";

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];
type Doc = PDFKit.PDFDocument;

/** What a purchase order's PDF shows: the order as stored and its lines. */
export interface PurchaseOrderContent {
  order: OrderRow;
  lines: readonly LineRow[];
}

const ROW_HEIGHT = 18;

/** The lines table's columns, left to right, as fractions of the content width. */
const COLUMNS = [
  { title: "Item", share: 0.4, align: "left" },
  { title: "Unit", share: 0.14, align: "left" },
  { title: "Quantity", share: 0.14, align: "right" },
  { title: "Unit cost", share: 0.15, align: "right" },
  { title: "Line total", share: 0.17, align: "right" },
] as const;

/**
 * A purchase order as a PDF: its number and date, where it ships (the property), the supplier's block,
 * the lines table (repeating its header on every page a long order fills) and the total.
 */
export async function renderPurchaseOrder({ order, lines }: PurchaseOrderContent): Promise<Buffer> {
  const number = purchaseOrderNumber(order.id);
  const { doc, bytes } = letterDocument(`Purchase order ${number}`);
  let y = PAGE.margin;
  write(doc, `Purchase order ${number}`, { y, font: "Helvetica-Bold", size: 18 });
  y += 26;
  write(doc, `Date: ${formatDayUtc(order.createdAt)}`, { y, font: "Helvetica", size: 10, color: MUTED });
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
  rule(doc, y);
  write(doc, `Total: ${formatUsdCents(order.totalCents)}`, {
    y: y + 8,
    font: "Helvetica-Bold",
    size: 12,
    align: "right",
  });
  doc.end();
  return bytes;
}

function tableHeader(doc: Doc, y: number): number {
  tableRow(doc, { y, cells: COLUMNS.map((c) => c.title), font: "Helvetica-Bold" });
  rule(doc, y + ROW_HEIGHT - 4);
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
