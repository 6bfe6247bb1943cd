import { RESTOCK_MESSAGES, type ReorderSuggestionsDto, restockOmittedNote } from "@stockroom/shared";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";

interface RestockNoticeProps {
  propertyId: number | undefined;
  suggestions: { data?: ReorderSuggestionsDto; isError: boolean };
}

/**
 * What New Request says above its lines when it starts from the low items: choose a property, they are
 * loading, they failed, nothing needs ordering (instead of an empty form), or some did not fit.
 */
export function RestockNotice({ propertyId, suggestions }: RestockNoticeProps) {
  if (propertyId === undefined) return <p className="text-sm text-slate-700">{RESTOCK_MESSAGES.chooseProperty}</p>;
  if (suggestions.isError) {
    return (
      <p role="alert" className="text-red-700">
        {RESTOCK_MESSAGES.failed}
      </p>
    );
  }
  const data = suggestions.data?.propertyId === propertyId ? suggestions.data : undefined;
  if (!data) return <Skeleton className="h-24" aria-label="Loading low items" />;
  if (data.lines.length === 0) {
    return (
      <div role="status" className="grid gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <p>{RESTOCK_MESSAGES.nothingToOrder}</p>
        <Link to={`/requests/new?propertyId=${propertyId}`} className="font-medium underline">
          Start an empty request instead
        </Link>
      </div>
    );
  }
  if (data.omitted === 0) return null;
  return (
    <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {restockOmittedNote(data.omitted)}
    </p>
  );
}

/** Whether the form's lines and submit button belong on the page: not while restock lines load or none exist. */
export function restockFormReady(propertyId: number | undefined, data: ReorderSuggestionsDto | undefined): boolean {
  return propertyId !== undefined && data?.propertyId === propertyId && data.lines.length > 0;
}
