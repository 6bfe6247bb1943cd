/** Where forms' drafts are kept in localStorage (decision 197): `stockroom:draft:<user id>:<form>`. */
export const DRAFT_PREFIX = "stockroom:draft:";

/** Forgets every draft kept in this browser: signing out on a shared device leaves nothing typed behind. */
export function clearAllDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
