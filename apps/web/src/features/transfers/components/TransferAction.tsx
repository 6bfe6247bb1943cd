import { offers, type InventoryItemDto, type PropertyDto } from "@stockroom/shared";
import { lazy, Suspense } from "react";
import { useAuth } from "@/features/auth";
import { usePropertyList } from "@/features/properties";

const TransferDialog = lazy(() => import("./TransferDialog"));

/**
 * The properties an item may be transferred to: the owner's others. Empty for a user who may not
 * transfer, or an owner with one property, so the card offers no Transfer… then.
 */
export function useTransferTargets(item: Pick<InventoryItemDto, "propertyId">): PropertyDto[] {
  const { user } = useAuth();
  const allowed = offers(user?.role, "inventory.transfer");
  const properties = usePropertyList();
  if (!allowed) return [];
  return (properties.data ?? []).filter((p) => p.id !== item.propertyId);
}

interface TransferActionProps {
  item: InventoryItemDto;
  targets: PropertyDto[];
  open: boolean;
  onClose: () => void;
}

/** The transfer dialog, whose code is only downloaded the first time it opens. */
export function TransferAction({ item, targets, open, onClose }: TransferActionProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TransferDialog item={item} targets={targets} onClose={onClose} />
    </Suspense>
  );
}
