import {
  formatQuantity,
  type InventoryItemDto,
  type StockMovementDto,
  type StockMovementReason,
} from "@stockroom/shared";
import { ListState } from "@/components/ListState";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDayTime } from "@/lib/dates";
import { useStockMovements } from "../api";

const REASON_LABEL: Record<StockMovementReason, string> = {
  created: "Created",
  edited: "Edited",
  copied: "Copied",
  counted: "Counted",
  received: "Received",
  imported: "Imported",
  transfer: "Transfer",
};

const COLUMNS = ["Date", "Change", "Stock after", "Reason", "By"];

/** "Transfer to Maple Grove Inn" / "Transfer from Harbor View Hotel": the other side of a transfer. */
function reasonOf({ reason, transfer }: StockMovementDto): string {
  if (!transfer) return REASON_LABEL[reason];
  const other = transfer.propertyName ?? "a deleted property";
  return transfer.direction === "out" ? `Transfer to ${other}` : `Transfer from ${other}`;
}

const byWhom = ({ user }: StockMovementDto) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(" ") || "Unknown user";

/** The item's stock ledger, newest first. */
export function StockHistoryDialog({ item, onClose }: { item: InventoryItemDto | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {item && (
          <>
            <DialogHeader>
              <DialogTitle>Stock History</DialogTitle>
              <DialogDescription>Every change to the stock of {item.name}, newest first.</DialogDescription>
            </DialogHeader>
            <Movements item={item} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Movements({ item }: { item: InventoryItemDto }) {
  const movements = useStockMovements(item.id);
  return (
    <ListState
      query={movements}
      label="stock history"
      loading={<Spinner className="size-6" label="Loading stock history" />}
      failure="Failed to load stock history"
      empty="No stock changes recorded yet."
    >
      {(rows) => <MovementTable rows={rows} unit={item.unit} />}
    </ListState>
  );
}

function MovementTable({ rows, unit }: { rows: StockMovementDto[]; unit: InventoryItemDto["unit"] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((movement) => (
            <tr key={movement.id} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDayTime(movement.createdAt)}</td>
              <td className={movement.delta < 0 ? "py-2 pr-3 text-red-700" : "py-2 pr-3 text-green-700"}>
                {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
              </td>
              <td className="py-2 pr-3">{formatQuantity(movement.resultingStock, unit)}</td>
              <td className="py-2 pr-3">{reasonOf(movement)}</td>
              <td className="py-2">{byWhom(movement)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
