import { type LabelSheetOptions, renderLabelSheets } from "../modules/labels/render";
import { type PurchaseOrderContent, renderPurchaseOrder } from "../modules/purchase-orders/render";
import { type ReceiptContent, renderReceipt } from "./receipt";

/** What the render threads are asked to make. */
export type RenderTask =
  | { kind: "labelSheets"; options: LabelSheetOptions }
  | { kind: "purchaseOrder"; content: PurchaseOrderContent }
  | { kind: "receipt"; content: ReceiptContent };

/**
 * The render threads' entry (issue 34): builds one PDF away from the server's event loop. Piscina calls the
 * default export with each task; the PDF goes back to the main thread as bytes.
 */
export default function render(task: RenderTask): Promise<Buffer> {
  switch (task.kind) {
    case "labelSheets":
      return renderLabelSheets(task.options);
    case "purchaseOrder":
      return renderPurchaseOrder(task.content);
    case "receipt":
      return renderReceipt(task.content);
  }
}
