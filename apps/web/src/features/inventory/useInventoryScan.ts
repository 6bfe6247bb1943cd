import { generatedItemCode, scannedCode, type InventoryItemDto } from "@stockroom/shared";
import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { findItemsByCode } from "@/features/scanning";
import { toastError } from "@/lib/notify";
import { useQueryParams, withoutParam } from "@/lib/searchParams";

interface InventoryScanOptions {
  /** The shown property: a scan looks there first. */
  propertyId: number | null;
  /** The user's properties, once loaded; a scan's item is shown only in one of them. */
  propertyIds: number[] | undefined;
  setPropertyId: (id: number) => void;
  showItem: (item: InventoryItemDto) => void;
}

/**
 * Scans on the inventory page (issue 21.2): one item found is shown (in its own property, switched to
 * first), several are offered to choose from, none opens the unknown-code dialog. A label's QR address
 * opens this page with ?code=, which is looked up once and then dropped from the address. An alert email's
 * item link ends in #inventory-item-<id>: that item is found by its Stockroom code and shown the same way.
 */
export function useInventoryScan({ propertyId, propertyIds, setPropertyId, showItem }: InventoryScanOptions) {
  const [params, setParams] = useQueryParams();
  const [found, setFound] = useState<InventoryItemDto | null>(null);
  const [choice, setChoice] = useState<{ code: string; items: InventoryItemDto[] } | null>(null);
  const [unknownCode, setUnknownCode] = useState<string | null>(null);

  const lookUp = (code: string) =>
    findItemsByCode(code, propertyId).then(
      (items) => {
        if (items.length === 1) setFound(items[0]);
        else if (items.length > 1) setChoice({ code, items });
        else setUnknownCode(code);
      },
      (error: unknown) => toastError(error, "Failed to look up the code"),
    );

  const urlCode = params.get("code");
  const ready = propertyIds !== undefined;
  const lookUpAddress = useEffectEvent((text: string) => {
    setParams(withoutParam("code"), { replace: true });
    const code = scannedCode(text);
    if (code) void lookUp(code);
  });
  useEffect(() => {
    if (urlCode !== null && ready) lookUpAddress(urlCode);
  }, [urlCode, ready]);

  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const linkedItemId = /^#inventory-item-(\d{1,10})$/.exec(hash)?.[1];
  const showLinkedItem = useEffectEvent((id: number) => {
    void navigate({ search, hash: "" }, { replace: true });
    void lookUp(generatedItemCode(id));
  });
  useEffect(() => {
    if (linkedItemId !== undefined && ready) showLinkedItem(Number(linkedItemId));
  }, [linkedItemId, ready]);

  // Shown once the address names its property, so the page's lists are that property's.
  const show = useEffectEvent((item: InventoryItemDto) => {
    if (!propertyIds?.includes(item.propertyId)) return setFound(null);
    if (item.propertyId !== propertyId) return setPropertyId(item.propertyId);
    setFound(null);
    showItem(item);
  });
  useEffect(() => {
    if (found) show(found);
  }, [found, propertyId]);

  return {
    onScan: (code: string) => void lookUp(code),
    choice,
    closeChoice: () => setChoice(null),
    unknownCode,
    closeUnknown: () => setUnknownCode(null),
    /** An item chosen among several, or given the unknown code: shown as if it had been scanned alone. */
    showScanned: setFound,
  };
}
