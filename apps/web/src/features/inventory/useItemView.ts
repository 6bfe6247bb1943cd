import { useState } from "react";

export type ItemView = "cards" | "list";

const STORAGE_KEY = "stockroom:inventory-view";

function storedView(): ItemView {
  try {
    return localStorage.getItem(STORAGE_KEY) === "list" ? "list" : "cards";
  } catch {
    // Storage refused (a private window's quota, a policy): the cards, as before there was a choice.
    return "cards";
  }
}

/** The inventory list's view, cards or compact rows (issue 37), remembered in this browser. */
export function useItemView(): [ItemView, (view: ItemView) => void] {
  const [view, setView] = useState<ItemView>(storedView);
  const choose = (next: ItemView) => {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  };
  return [view, choose];
}
