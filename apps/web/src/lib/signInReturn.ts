/*
 * Links that survive sign-in (issue 37 point 1, decision 196): an app page opened signed out goes to /login with the
 * whole link in `next`, and signing in goes on to it. A session that ended in this tab is remembered for the sign-in
 * page, which says so.
 */

const SESSION_ENDED_KEY = "stockroom:session-ended";

/** The sign-in page that returns to `link` (path, query and hash) afterwards. */
export function signInPathFor(link: string): string {
  return `/login?next=${encodeURIComponent(link)}`;
}

/**
 * Where to go after signing in: `next` when it is a path of this site other than the sign-in page itself, else the
 * dashboard. Anything else (another origin, "//host", a scheme) is ignored, so a crafted link cannot send a person
 * who just signed in to another site.
 */
export function returnPath(next: string | null): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return "/";
  }
  if (url.origin !== window.location.origin || url.pathname === "/login") return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

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
