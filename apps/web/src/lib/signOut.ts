import { api, getUrl } from "./api/client";
import { clearAllDrafts } from "./draftStore";
import { fullPageLoad } from "./navigation";
import { deleteApiCache } from "./pwa";

/**
 * Work a feature must do before the session ends, registered by the feature (lib/ imports none): answers false to
 * keep the user signed in (they cancelled a confirmation). The offline counts use it to confirm and clear what
 * this device keeps for the user (decision 142).
 */
type BeforeSignOut = () => Promise<boolean>;
const beforeSignOut = new Set<BeforeSignOut>();

export function onBeforeSignOut(step: BeforeSignOut): () => void {
  beforeSignOut.add(step);
  return () => beforeSignOut.delete(step);
}

/**
 * Signs out with POST /api/logout (Origin-checked, unlike the GET a link on another site could trigger),
 * then loads the landing page afresh so no signed-in state survives in memory. If the POST fails, the
 * same-origin GET navigation still signs out and lands on the landing page. The service worker's cached
 * API answers (the user's data) and the forms' drafts are deleted first.
 */
export async function signOut(): Promise<void> {
  for (const step of beforeSignOut) if (!(await step())) return;
  await deleteApiCache();
  clearAllDrafts();
  const ok = await api.post("/api/logout").then(
    () => true,
    () => false,
  );
  fullPageLoad(ok ? "/" : getUrl("/api/logout"));
}

/** For a Sign Out link: keeps its href (/api/logout) for opening elsewhere, but signs out with the POST. */
export function onSignOutClick(event: { preventDefault(): void }): void {
  event.preventDefault();
  void signOut();
}
