import { useEffect } from "react";

/** Sets the tab title and, for signed-in app pages, asks search engines not to index the page. */
export function usePageMeta(title: string, { noindex = false }: { noindex?: boolean } = {}): void {
  useEffect(() => {
    document.title = `${title} | Stockroom`;
  }, [title]);

  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noindex]);
}
