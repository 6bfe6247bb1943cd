import type { ReactNode } from "react";
import { usePageMeta } from "@/lib/usePageMeta";

/** Accounts §9: one date for all three documents. */
export const LAST_UPDATED = "June 6, 2025";

interface LegalDocumentProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of a legal page: its one h1, the revision date, and readable prose. */
export function LegalDocument({ title, description, children }: LegalDocumentProps) {
  usePageMeta(title, { description });
  return (
    <article className="mx-auto max-w-3xl text-slate-700 [&_a]:text-emerald-800 [&_a]:underline [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">Last updated {LAST_UPDATED}</p>
      {children}
    </article>
  );
}
