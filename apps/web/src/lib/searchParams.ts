import { useCallback, useContext } from "react";
import { UNSAFE_NavigationContext, useNavigate, useSearchParams, type NavigateOptions } from "react-router";

/**
 * For a query update: the same query without `name`. Links that carry a one-time action (open this request,
 * look up this code) drop it once acted on, so a reload or Back does not act again.
 */
export function withoutParam(name: string) {
  return (previous: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams(previous);
    next.delete(name);
    return next;
  };
}

/** The query as the router's history holds it now, rendered or not. */
function currentSearch(navigator: object): string {
  // BrowserRouter's and MemoryRouter's navigators are their history objects, which know the current location.
  if ("location" in navigator) {
    const { location } = navigator as { location?: { search?: unknown } };
    if (typeof location?.search === "string") return location.search;
  }
  return window.location.search;
}

export type QueryUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * useSearchParams whose setter starts from the address as it is now. React Router's own setter starts from the query
 * of the last render, and BrowserRouter renders each navigation in a transition that a more urgent update can
 * overtake: a second change made before the first had rendered wrote the first one back (a label's ?code= came back
 * into the address when the scanned item's tab opened). Lint sends every page here instead of useSearchParams.
 */
export function useQueryParams(): [URLSearchParams, (update: QueryUpdate, options?: NavigateOptions) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const setParams = useCallback(
    (update: QueryUpdate, options?: NavigateOptions) => {
      const next = update(new URLSearchParams(currentSearch(navigator)));
      void navigate(`?${next.toString()}`, options);
    },
    [navigate, navigator],
  );
  return [params, setParams];
}
