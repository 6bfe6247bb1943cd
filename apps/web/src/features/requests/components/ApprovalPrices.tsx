import { formatUsdCents, type RequestDto } from "@stockroom/shared";
import { usePropertyInventory } from "@/features/inventory";
import { useSuppliers } from "@/features/suppliers";

/** What an approver is told of a line's price: today's unit cost of its item and its preferred supplier. */
export interface LinePrice {
  unitCost: number | null;
  supplier: string | null;
}

/**
 * The request's lines priced from its property's items as they are now (issue 38: the owner approved blind), in the
 * lines' order; a line whose item is gone, or while the items load, has no price.
 */
export function usePricedLines(request: RequestDto): (LinePrice | undefined)[] {
  const items = usePropertyInventory(request.propertyId);
  const suppliers = useSuppliers();
  const byId = new Map((items.data ?? []).map((item) => [item.id, item]));
  const supplierNames = new Map((suppliers.data ?? []).map((supplier) => [supplier.id, supplier.name]));
  return request.items.map((line) => {
    const item = line.itemId === null ? undefined : byId.get(line.itemId);
    if (!item) return undefined;
    return {
      unitCost: item.unitCost,
      supplier: item.supplierId === null ? null : (supplierNames.get(item.supplierId) ?? null),
    };
  });
}

/** "Approving costs $123.40 at today's unit costs", and how many approved lines have no cost to count. */
export function ApprovalTotal({ cost }: { cost: { totalCents: number; uncosted: number } }) {
  return (
    <p role="status" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
      Approving costs <span className="font-semibold">{formatUsdCents(cost.totalCents)}</span> at today&apos;s unit
      costs
      {cost.uncosted > 0 && `, plus ${cost.uncosted === 1 ? "1 item" : `${cost.uncosted} items`} without a unit cost`}.
    </p>
  );
}
