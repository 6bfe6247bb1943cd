import type { RequestStatus } from "@stockroom/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const STATUS: Record<RequestStatus, { label: string; className: string }> = {
  pending: { label: "Pending", className: "border-yellow-300 bg-yellow-100 text-yellow-900" },
  approved: { label: "Approved", className: "border-green-300 bg-green-100 text-green-900" },
  declined: { label: "Declined", className: "border-red-300 bg-red-100 text-red-900" },
  received: { label: "Received", className: "border-sky-300 bg-sky-100 text-sky-900" },
};

/** The status as a word on a coloured pill (core §4): the word carries the meaning, the colour repeats it. */
export function StatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  const { label, className: tone } = STATUS[status];
  return <Badge className={cn(tone, className)}>{label}</Badge>;
}
