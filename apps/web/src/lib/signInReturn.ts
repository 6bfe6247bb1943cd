/*
 * A session that ended in this tab, remembered for the sign-in page, which says so (issue 37 point 1, decision 196).
 */

const SESSION_ENDED_KEY = "stockroom:session-ended";

/** A 401 arrived while someone was signed in: the session ended (expired, signed out elsewhere, account removed). */
export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, "1");
  } catch {
    // Storage may be off (private mode); the sign-in page then says only that signing in is needed.
  }
}

/** Whether this tab's session ended since the last sign-in page; asking forgets it. */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(SESSION_ENDED_KEY) === "1";
    sessionStorage.removeItem(SESSION_ENDED_KEY);
    return ended;
  } catch {
    return false;
  }
}
