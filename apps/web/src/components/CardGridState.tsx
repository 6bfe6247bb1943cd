import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ListState, type ListStateProps } from "@/components/ListState";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The columns a list of cards (properties, suppliers) is laid out in; its skeleton takes the same. */
export const CARD_GRID_CLASS = "grid gap-4 md:grid-cols-2 xl:grid-cols-3";

interface EmptyCardProps {
  icon: LucideIcon;
  title: string;
  /** The title's level below the list's own heading: 2 on a page, 3 in a section of one. */
  headingLevel: 2 | 3;
  /** What to do next: a line, and an action where the user may take it. */
  children: ReactNode;
}

interface CardGridStateProps<T> extends Omit<ListStateProps<T>, "loading" | "empty"> {
  /** A card's height while loading (a Tailwind class, "h-48"), so the page does not jump when they arrive. */
  cardHeight: string;
  empty: EmptyCardProps;
}

/** ListState for a grid of cards: three card skeletons while loading, a card with an icon when there is none. */
export function CardGridState<T>({ cardHeight, empty, ...props }: CardGridStateProps<T>) {
  return (
    <ListState
      {...props}
      loading={
        <div className={CARD_GRID_CLASS} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={cardHeight} />
          ))}
        </div>
      }
      empty={<EmptyCard {...empty} />}
    />
  );
}

function EmptyCard({ icon: Icon, title, headingLevel, children }: EmptyCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-12 text-slate-400" />
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {children}
    </Card>
  );
}
