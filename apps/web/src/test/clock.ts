import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Fake timeouts for a test that meets a product delay (a redirect or a close after a success message); `skipDelay`
 * then jumps over the delay instead of waiting it out. Only setTimeout is faked, and its clock still runs by itself:
 * React's scheduler, lazy pages and Testing Library's polling keep their real pace. The setup file puts the real
 * timers back after each test.
 */
export function useFakeClock({ intervals = false }: { intervals?: boolean } = {}) {
  // Intervals too for a test of a screen that looks again every few seconds (TanStack Query's refetchInterval).
  const repeating = intervals ? (["setInterval", "clearInterval"] as const) : [];
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", ...repeating] });
}

/** Runs the timers due within `ms`, and what they set off, at once. */
export async function skipDelay(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
