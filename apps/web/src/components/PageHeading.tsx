import type { ReactNode } from "react";

/** The page's one h1, with an optional line under it. */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description && <p className="mt-1 text-slate-600">{description}</p>}
    </div>
  );
}
