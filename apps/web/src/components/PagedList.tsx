import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListState } from "@/components/ListState";
import { LoadMore } from "@/components/LoadMore";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface PagedListProps<T extends { id: number }> {
  query: UseInfiniteQueryResult<T[]>;
  /** What the list holds, for the loading announcement. */
  label: string;
  /** The text of an empty list. */
  empty: string;
  /** What to say when the first page fails. */
  failure: (error: Error) => string;
  children: (item: T) => ReactNode;
}

/** A list of cards read a page at a time: skeletons, its failure, its empty state, the cards and 'Load more'. */
export function PagedList<T extends { id: number }>({ query, label, empty, failure, children }: PagedListProps<T>) {
  return (
    <ListState
      query={query}
      label={label}
      failure={failure}
      loading={
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      }
      empty={<Card className="px-6 py-12 text-center text-slate-600">{empty}</Card>}
    >
      {(rows) => (
        <>
          <ul className="grid items-start gap-4 lg:grid-cols-2">
            {rows.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      )}
    </ListState>
  );
}
