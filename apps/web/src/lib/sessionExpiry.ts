import { useSyncExternalStore } from "react";

/*
 * A session that ended while the app was open (issue 37 point 2): the page stays as it is, with what was typed in
 * it, while the app asks to sign in again in place (features/auth SignInAgainDialog).
 */

let expired = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (expired === value) return;
  expired = value;
  listeners.forEach((listener) => listener());
}

/** The server answered 401 to a signed-in user: their session ended (expired, signed out elsewhere, removed). */
export const markSessionExpired = () => set(true);

/** Signed in again, or gone to the sign-in page: nothing left to ask. */
export const clearSessionExpired = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the signed-in user's session has ended on the server since the page was drawn. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribe, () => expired);
}
