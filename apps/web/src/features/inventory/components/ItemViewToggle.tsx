import { LayoutGrid, List } from "lucide-react";
import { cn } from "@/lib/utils";
import type { ItemView } from "../useItemView";

const VIEWS = [
  { value: "cards", label: "Cards", icon: LayoutGrid },
  { value: "list", label: "List", icon: List },
] as const;

/** Cards or compact list: two buttons, the chosen one pressed. */
export function ItemViewToggle({ view, onChange }: { view: ItemView; onChange: (view: ItemView) => void }) {
  return (
    <div role="group" aria-label="View" className="flex shrink-0 rounded-md border border-slate-300 bg-white p-0.5">
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            "flex h-9 items-center gap-1.5 rounded px-2.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
            view === value ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
