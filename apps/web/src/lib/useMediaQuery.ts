import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, following changes (a phone turned, a window resized). Where the
 * browser cannot tell (no matchMedia, as in tests without one), `fallback` stands in.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const list = typeof window.matchMedia === "function" ? window.matchMedia(query) : null;
  return useSyncExternalStore(
    (onChange) => {
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => list?.matches ?? fallback,
  );
}
