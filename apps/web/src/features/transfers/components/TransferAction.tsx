import { offers, type InventoryItemDto, type PropertyDto } from "@stockroom/shared";
import { lazy, Suspense } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { userQuery } from "@/queries/session";
import { ownedPropertiesQuery } from "@/queries/properties";

const TransferDialog = lazy(() => import("./TransferDialog"));

/**
 * The properties an item may be transferred to: the owner's others. Empty for a user who may not
 * transfer, or an owner with one property, so the card offers no Transfer… then. Read from the cache the
 * inventory page has already filled (it lists items only once it has the properties), without a query
 * subscription per card: a page of cards re-rendering on every cache change was measurably slower.
 */
export function useTransferTargets(item: Pick<InventoryItemDto, "propertyId">): PropertyDto[] {
  const queryClient = useQueryClient();
  const user = queryClient.getQueryData(userQuery.queryKey);
  if (!offers(user?.role, "inventory.transfer")) return [];
  const properties = queryClient.getQueryData<PropertyDto[]>(ownedPropertiesQuery.queryKey) ?? [];
  return properties.filter((p) => p.id !== item.propertyId);
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
