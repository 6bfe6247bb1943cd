import { useEffect } from "react";
import { useLocation } from "react-router";

interface PageMetaOptions {
  /** Signed-in app pages: asks search engines not to index the page. */
  noindex?: boolean;
  /** Public pages: the search snippet; also adds a canonical link (origin + path) for the page. */
  description?: string;
}

/** Sets the tab title, and either noindex (app pages) or description and canonical link (public pages). */
export function usePageMeta(title: string, { noindex = false, description }: PageMetaOptions = {}): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${title} | Stockroom`;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]') ?? createMeta();
    const previous = meta.content;
    meta.content = description;
    const canonical = document.createElement("link");
    canonical.rel = "canonical";
    // Query strings (tracking, plan choices) never make a different page.
    canonical.href = `${window.location.origin}${pathname}`;
    document.head.appendChild(canonical);
    return () => {
      meta.content = previous;
      canonical.remove();
    };
  }, [description, pathname]);

  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noindex]);
}

function createMeta(): HTMLMetaElement {
  const meta = document.createElement("meta");
  meta.name = "description";
  document.head.appendChild(meta);
  return meta;
}
