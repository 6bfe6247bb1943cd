import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The parts of an infinite query that 'Load more' reads. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' under a paged list, while another page exists; a failed page can be asked for again. */
export function LoadMore({ query }: { query: MorePages }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  if (!hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {isFetchNextPageError && (
        <p role="alert" className="text-sm text-red-700">
          Failed to load more
        </p>
      )}
      {/* aria-disabled rather than disabled, so the button keeps keyboard focus while the page loads. */}
      <Button
        variant="outline"
        aria-disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
        onClick={() => {
          if (!isFetchingNextPage) void fetchNextPage();
        }}
      >
        {isFetchingNextPage && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {isFetchingNextPage ? "Loading more…" : "Load more"}
      </Button>
    </div>
  );
}
