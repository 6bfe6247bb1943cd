import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Count of pending requests; nothing at all when the count is unknown or zero. */
export function PendingBadge({ count, className }: { count?: number; className?: string }) {
  if (!count) return null;
  return (
    <Badge variant="destructive" className={cn("px-1.5 py-0 text-[0.7rem]", className)}>
      <span aria-hidden="true">{count}</span>
      {/* Read as "Requests, 3 pending" rather than a bare number glued to the label. */}
      <span className="sr-only">{`, ${count} pending`}</span>
    </Badge>
  );
}
