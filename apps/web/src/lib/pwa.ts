/**
 * The service worker's cache of API answers needed to reopen a started count offline (sw.ts). They are the
 * signed-in user's data: sign-out and a different user's sign-in delete the cache (decision 142).
 */
export const API_CACHE = "stockroom-api";

/** Deletes the cached API answers; nothing to do where the browser has no Cache Storage (tests, old browsers). */
export async function deleteApiCache(): Promise<void> {
  if (typeof caches !== "undefined") await caches.delete(API_CACHE);
}
