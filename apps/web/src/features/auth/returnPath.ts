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
