import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A table that scrolls sideways on narrow screens. With a `label` the scroll box is a named, focusable
 * region, so keyboard users can scroll it too. The box is positioned so that absolutely placed cell content
 * (sr-only labels) scrolls with it instead of widening the page.
 */
export function Table({ className, label, ...props }: ComponentProps<"table"> & { label?: string }) {
  return (
    <div
      className="relative w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      {...(label ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}
    >
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("border-b border-slate-200 bg-slate-50", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-slate-100", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-slate-50", className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "px-3 py-2 text-left align-middle text-xs font-semibold tracking-wide text-slate-700 uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-2 align-middle text-slate-800", className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("mt-2 text-sm text-slate-600", className)} {...props} />;
}
