import {
  type PurchaseOrderDetailDto,
  type PurchaseOrderDto,
  type PurchaseOrderLineDto,
  purchaseOrderNumber,
} from "@stockroom/shared";
import type { OrderRow, selectLines } from "./repo";

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

const dollars = (cents: number) => cents / 100;

/** An order as the list answers it: its number, dollars, ISO times; the owner and address stay inside. */
export function toOrderDto(row: OrderRow): PurchaseOrderDto {
  return {
    id: row.id,
    number: purchaseOrderNumber(row.id),
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    requestId: row.requestId,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierEmail: row.supplierEmail,
    status: row.status,
    total: dollars(row.totalCents),
    lineCount: row.lineCount,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    sentTo: row.sentTo,
    email:
      row.emailStatus === null || row.emailTo === null
        ? null
        : {
            status: row.emailStatus,
            to: row.emailTo,
            error: row.emailError,
            attemptedAt: row.emailAttemptedAt?.toISOString() ?? null,
          },
  };
}

function toLineDto(line: LineRow): PurchaseOrderLineDto {
  return {
    id: line.id,
    itemId: line.itemId,
    itemName: line.itemName,
    unit: line.unit,
    quantity: line.quantity,
    unitCost: line.unitCostCents === null ? null : dollars(line.unitCostCents),
    lineTotal: dollars(line.lineTotalCents),
  };
}

export function toOrderDetailDto(row: OrderRow, lines: readonly LineRow[]): PurchaseOrderDetailDto {
  return { ...toOrderDto(row), lines: lines.map(toLineDto) };
}
