import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";

/** What ListState reads of a list query, or of a paged one (its loaded pages as one list). */
export interface ListQuery<T> {
  data: T[] | undefined;
  isError: boolean;
  error: Error | null;
  /** A paged list whose later page failed keeps its rows; LoadMore reports that failure. */
  isFetchNextPageError?: boolean;
}

export interface ListStateProps<T> {
  query: ListQuery<T>;
  /** What the list holds, for the default texts: "Loading {label}" and "Failed to load {label}." */
  label: string;
  /** The screen's own failure text, or one built from the error (a server message). */
  failure?: string | ((error: Error) => string);
  /** The screen's own loading state (skeletons, a text), in place of the spinner. */
  loading?: ReactNode;
  /** What an empty list shows; a text is drawn as the muted line every list uses. Without it the rows draw it. */
  empty?: ReactNode;
  children: (rows: T[]) => ReactNode;
}

const LIST_FAILURE_CLASS = "rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800";

function failureText<T>({ query, label, failure }: ListStateProps<T>): string {
  if (typeof failure === "function") return query.error ? failure(query.error) : `Failed to load ${label}.`;
  return failure ?? `Failed to load ${label}.`;
}

/**
 * Every list's states drawn once: its failure (an alert), its loading (announced), its empty text, then the rows.
 * A refetch that fails after rows were shown still reports the failure, since the rows may be stale.
 */
export function ListState<T>(props: ListStateProps<T>) {
  const { query, label, loading, empty, children } = props;
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <p role="alert" className={LIST_FAILURE_CLASS}>
        {failureText(props)}
      </p>
    );
  }
  if (query.data === undefined) {
    return (
      loading ?? (
        <div className="flex justify-center py-8">
          <Spinner label={`Loading ${label}`} />
        </div>
      )
    );
  }
  if (query.data.length === 0 && empty !== undefined) {
    return typeof empty === "string" ? <p className="text-sm text-slate-600">{empty}</p> : empty;
  }
  return <>{children(query.data)}</>;
}
