import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";

interface ListStateProps<T> {
  /** A list query, or a paged one (its loaded pages as one list). */
  query: Pick<UseQueryResult<T[]>, "isError" | "data">;
  label: string;
  children: (rows: T[]) => ReactNode;
}

/** A list's loading and error states, then the list itself. */
export function ListState<T>({ query, label, children }: ListStateProps<T>) {
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load {label}.
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={`Loading ${label}`} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
