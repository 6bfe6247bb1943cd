import "@testing-library/jest-dom/vitest";
// jsdom has no IndexedDB; the daily check keeps its draft and offline queue there (decision 142).
import "fake-indexeddb/auto";
import { act, cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import { clearSessionExpired } from "@/lib/sessionExpiry";

// Pages and dialogs load their code on demand: the first render of one in a test file waits for its modules to be
// transformed, which on a busy machine can take longer than the default second of findBy* and waitFor. Below the
// 5 s test timeout, so a miss still reports what was on screen.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  // Vitest globals are off, so Testing Library cannot register its own cleanup.
  cleanup();
  // The toast store outlives a rendered tree; hide what a test left so the next one starts clean.
  act(() => dismissToast());
  // A test that faked the clock (test/clock.ts) must not leave it to the next.
  vi.useRealTimers();
  // Forms' drafts and the sign-in page's notice live in the browser's storage, which outlives a test.
  localStorage.clear();
  sessionStorage.clear();
  // A session a test ended stays ended for the page's life (lib/sessionExpiry.ts): not for the next test's page.
  clearSessionExpired();
});

// jsdom lacks what Radix's popovers (select, dropdown menu) call while opening and positioning.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
const ELEMENT_STUBS = { hasPointerCapture: () => false, releasePointerCapture: () => {}, scrollIntoView: () => {} };
for (const [name, stub] of Object.entries(ELEMENT_STUBS)) {
  if (!(name in Element.prototype)) Object.assign(Element.prototype, { [name]: stub });
}
