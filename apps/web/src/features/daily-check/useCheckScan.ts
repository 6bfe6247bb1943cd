import type { InventoryItemDto } from "@stockroom/shared";
import { useEffect, useState } from "react";
import { useKeyboardWedge } from "@/features/scanning";
import { countScanned, type CheckEntry } from "./checkState";
import { checkItemFieldId } from "./components/CheckItemRow";

interface CheckScanOptions {
  /** The chosen property's items, the only ones a scan here may count. */
  items: InventoryItemDto[];
  update: (itemId: number, change: (entry: CheckEntry) => CheckEntry) => void;
  /** False while a dialog of the page is open. */
  enabled: boolean;
}

/**
 * Scans during the daily check (issue 21.2): the item with the code is found among the property's
 * items, counted one more (countScanned) and its count field scrolled to and focused, so a count can
 * also be typed. A code none of them has opens the unknown-code dialog.
 */
export function useCheckScan({ items, update, enabled }: CheckScanOptions) {
  const [cameraOpen, setCameraOpen] = useState(false);
  const [unknownCode, setUnknownCode] = useState<string | null>(null);
  // A fresh object per scan, so scanning the same item again focuses it again.
  const [scanned, setScanned] = useState<{ item: InventoryItemDto } | null>(null);

  useEffect(() => {
    if (!scanned) return;
    const field = document.getElementById(checkItemFieldId(scanned.item.id));
    field?.scrollIntoView?.({ behavior: "smooth", block: "center" });
    field?.focus({ preventScroll: true });
  }, [scanned]);

  const count = (item: InventoryItemDto) => {
    update(item.id, countScanned);
    setScanned({ item });
  };
  const onScan = (code: string) => {
    const item = items.find((candidate) => candidate.code === code);
    if (item) count(item);
    else setUnknownCode(code);
  };
  useKeyboardWedge({ onScan, enabled: enabled && items.length > 0 && !cameraOpen && unknownCode === null });

  return {
    cameraOpen,
    setCameraOpen,
    onScan,
    unknownCode,
    closeUnknown: () => setUnknownCode(null),
    /** The item that now has the unknown code: counted as if it had been scanned. */
    count,
    /** The last item scanned, whose count the page announces. */
    scannedItem: scanned?.item ?? null,
  };
}
