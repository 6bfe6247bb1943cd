import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { getUrl } from "./api/client";

/** The in-app address a click on this link would go to, or null when it leaves the app or is not a plain click. */
function appLinkTarget(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (
    !(link instanceof HTMLAnchorElement) ||
    (link.target && link.target !== "_self") ||
    link.hasAttribute("download")
  ) {
    return null;
  }
  const url = new URL(link.href, window.location.href);
  // Another site, or signing out (which forgets every draft anyway): not the app's own page to hold.
  if (url.origin !== window.location.origin || url.pathname === getUrl("/api/logout")) return null;
  // This very page (another query of it): nothing typed is left behind.
  if (url.pathname === window.location.pathname) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Asks before a link takes the user away from a page with unsaved input (issue 37 point 2). The browser asks on a
 * reload or a closed tab (beforeunload, in useFormDraft); this covers the app's own links, which the BrowserRouter
 * cannot block: a click on one is held in the capture phase, before React Router sees it, and carried out if the
 * user chooses to leave. `pendingPath` is the held address while the question is open.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const hold = (event: MouseEvent) => {
      const to = appLinkTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingPath(to);
    };
    document.addEventListener("click", hold, true);
    return () => document.removeEventListener("click", hold, true);
  }, [active]);
  return {
    pendingPath,
    stay: () => setPendingPath(null),
    leave: () => {
      setPendingPath(null);
      if (pendingPath !== null) void navigate(pendingPath);
    },
  };
}
