/**
 * Leaves the single-page app for a full page load, so the server-rendered session (cookie) is
 * picked up from scratch; tests replace this module because jsdom cannot navigate.
 */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
