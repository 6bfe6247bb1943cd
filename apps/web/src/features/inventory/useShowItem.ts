import { TIMINGS, type Category, type InventoryItemDto } from "@stockroom/shared";
import { useEffect, useState } from "react";
import type { MorePages } from "@/components/LoadMore";
import { itemCardId } from "./components/ItemCard";
import type { InventoryTab } from "./useInventoryParams";

/** The shown tab's query: whether it has loaded, and how to load more of it. */
type TabList = MorePages & { isSuccess: boolean };

/**
 * The low-stock alert's "show this item": scroll to its card, focus it and highlight it for 3 seconds.
 * The list is paged, so the item may not be loaded yet: then its category's tab opens (fewer pages
 * to walk than 'all', and the keyset order gives no way to jump) and pages load until it is there.
 * If it never shows up (deleted meanwhile) or a page fails, the search stops quietly.
 */
export function useShowItem({
  list,
  items,
  tab,
  setTab,
}: {
  list: TabList;
  /** The tab's items loaded so far. */
  items: InventoryItemDto[];
  tab: InventoryTab;
  setTab: (tab: InventoryTab) => void;
}) {
  // A fresh object per click, so choosing the same name again restarts the highlight.
  const [highlight, setHighlight] = useState<{ id: number } | null>(null);
  const [seeking, setSeeking] = useState<{ id: number; category: Category } | null>(null);
  const { isSuccess, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), TIMINGS.highlightMs);
    return () => clearTimeout(timer);
  }, [highlight]);

  useEffect(() => {
    if (!highlight) return;
    const card = document.getElementById(itemCardId(highlight.id));
    card?.scrollIntoView?.({ behavior: "smooth", block: "center" });
    card?.focus({ preventScroll: true });
  }, [highlight]);

  // Waits for the tab switch to land in the URL, so only the item's own category is paged through.
  useEffect(() => {
    if (!seeking || tab !== seeking.category || !isSuccess || isFetchingNextPage) return;
    if (items.some((item) => item.id === seeking.id)) {
      setSeeking(null);
      setHighlight({ id: seeking.id });
    } else if (hasNextPage && !isFetchNextPageError) {
      void fetchNextPage();
    } else {
      setSeeking(null);
    }
  }, [seeking, tab, items, isSuccess, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const showItem = (item: InventoryItemDto) => {
    if (items.some((loaded) => loaded.id === item.id)) {
      setSeeking(null);
      setHighlight({ id: item.id });
      return;
    }
    if (tab !== item.category) setTab(item.category);
    setSeeking({ id: item.id, category: item.category });
  };

  return {
    highlightedId: highlight?.id ?? null,
    showItem,
    /** Another tab or property was chosen by hand: stop looking for the item. */
    cancel: () => setSeeking(null),
  };
}
