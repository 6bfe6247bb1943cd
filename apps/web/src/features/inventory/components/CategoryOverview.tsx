import { CATEGORY_INFO, formatCount, type Category, type InventorySummaryDto } from "@stockroom/shared";
import { Card } from "@/components/ui/card";

interface CategoryOverviewProps {
  summary: InventorySummaryDto;
  onSelect: (category: Category) => void;
}

/** The 'all' tab's overview: per category its item count, total units and low count; a card opens its tab. */
export function CategoryOverview({ summary, onSelect }: CategoryOverviewProps) {
  return (
    <ul className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Category overview">
      {summary.map(({ category, itemCount, totalUnits, lowCount }) => (
        <li key={category}>
          <button
            type="button"
            onClick={() => onSelect(category)}
            className="block h-full w-full rounded-xl text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2"
          >
            <Card className="h-full p-4 transition-shadow hover:shadow-md">
              <h3 className="font-semibold text-slate-900">{CATEGORY_INFO[category].name}</h3>
              <p className="mt-2 text-sm text-slate-700">
                {formatCount(itemCount, "items")} · {formatCount(totalUnits, "units")}
              </p>
              <p className={lowCount > 0 ? "text-sm font-medium text-red-700" : "text-sm text-slate-600"}>
                {lowCount} low
              </p>
            </Card>
          </button>
        </li>
      ))}
    </ul>
  );
}
