import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** An announced loading indicator; `label` is read by screen readers only. */
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn("size-8 animate-spin text-emerald-700", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
