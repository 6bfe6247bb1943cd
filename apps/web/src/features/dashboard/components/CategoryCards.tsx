import {
  CATEGORIES,
  CATEGORY_INFO,
  categoryStatus,
  type CategorySummaryDto,
  type InventorySummaryDto,
  type StockedColour,
} from "@stockroom/shared";
import { Link } from "react-router";
import { DashboardSection } from "@/components/DashboardSection";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { categoryTarget, inventoryHref } from "../categoryTarget";

const COLOUR_CLASS: Record<StockedColour, string> = {
  green: "text-green-700",
  orange: "text-orange-700",
  red: "text-red-700",
};

interface CategoryCardsProps {
  /** One entry per category, in catalogue order; undefined while loading. */
  summary: InventorySummaryDto | undefined;
  isError: boolean;
  selectedPropertyId: number | null;
  propertyIds: number[];
}

/** 'Inventory Categories': per category its items, low count and percent stocked, each linking to /inventory. */
export function CategoryCards({ summary, isError, selectedPropertyId, propertyIds }: CategoryCardsProps) {
  const viewAllHref = selectedPropertyId === null ? "/inventory" : `/inventory?propertyId=${selectedPropertyId}`;
  return (
    <DashboardSection title="Inventory Categories" viewAll={{ to: viewAllHref, what: "inventory" }}>
      {isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to fetch inventory
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {summary
            ? summary.map((category) => (
                <li key={category.category}>
                  <CategoryCard
                    summary={category}
                    href={inventoryHref(categoryTarget({ summary: category, selectedPropertyId, propertyIds }))}
                  />
                </li>
              ))
            : CATEGORIES.map((category) => (
                <li key={category}>
                  <Skeleton className="h-40" />
                </li>
              ))}
        </ul>
      )}
    </DashboardSection>
  );
}

interface CategoryCardProps {
  summary: Pick<CategorySummaryDto, "category" | "itemCount" | "lowCount">;
  href: string;
}

export function CategoryCard({ summary: { category, itemCount, lowCount }, href }: CategoryCardProps) {
  const { name, description } = CATEGORY_INFO[category];
  const status = categoryStatus(itemCount, lowCount);
  return (
    <Link
      to={href}
      className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2"
    >
      <Card className="flex h-full flex-col gap-3 p-5 transition-shadow hover:shadow-md">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          {status.kind === "empty" ? (
            <Badge variant="secondary">No items</Badge>
          ) : status.kind === "low" ? (
            <Badge variant="destructive">{status.lowCount} Low</Badge>
          ) : (
            <Badge className="bg-green-700">All Good</Badge>
          )}
        </div>
        <p className="text-sm text-slate-600">{description}</p>
        <div className="mt-auto flex items-end justify-between gap-2">
          <span className="text-sm text-slate-700">
            {itemCount} {itemCount === 1 ? "item" : "items"}
          </span>
          {status.kind !== "empty" && (
            <span className="text-right text-sm text-slate-700">
              <span className={cn("text-lg font-bold", COLOUR_CLASS[status.colour])}>{status.percent}%</span> stocked
            </span>
          )}
        </div>
      </Card>
    </Link>
  );
}
