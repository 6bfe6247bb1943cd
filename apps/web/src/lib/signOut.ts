import { fullPageLoad } from "./navigation";

/**
 * Signs out with POST /api/logout (Origin-checked, unlike the GET a link on another site could trigger),
 * then loads the landing page afresh so no signed-in state survives in memory. If the POST fails, the
 * same-origin GET navigation still signs out and lands on the landing page.
 */
export async function signOut(): Promise<void> {
  const ok = await fetch("/api/logout", { method: "POST", credentials: "include" }).then(
    (response) => response.ok,
    () => false,
  );
  fullPageLoad(ok ? "/" : "/api/logout");
}

/** For a Sign Out link: keeps its href (/api/logout) for opening elsewhere, but signs out with the POST. */
export function onSignOutClick(event: { preventDefault(): void }): void {
  event.preventDefault();
  void signOut();
}
