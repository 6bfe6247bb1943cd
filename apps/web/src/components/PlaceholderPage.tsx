import { usePageMeta } from "@/lib/usePageMeta";
import { PageHeading } from "./PageHeading";

/** A route whose screen arrives with a later issue: its title and heading only. */
export function PlaceholderPage({ title, noindex }: { title: string; noindex?: boolean }) {
  usePageMeta(title, { noindex });
  return <PageHeading title={title} />;
}
