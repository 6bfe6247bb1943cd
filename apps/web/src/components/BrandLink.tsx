import { Boxes } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";

/** The product mark, linking home; used by every header. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
        className,
      )}
    >
      <Boxes aria-hidden="true" className="size-6 text-emerald-700" />
      Stockroom
    </Link>
  );
}
