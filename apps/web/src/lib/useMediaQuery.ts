import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, following changes (a phone turned, a window resized). Where the
 * browser cannot tell (no matchMedia, as in tests without one), `fallback` stands in.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  // One list and one subscription per query, not one per render.
  const list = useMemo(() => (typeof window.matchMedia === "function" ? window.matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? fallback);
}
