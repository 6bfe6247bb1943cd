/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { getUrl } from "./lib/api/client";
import { API_CACHE } from "./lib/pwa";

/**
 * The service worker of the installable app (decision 142): the app shell is precached so the app opens offline,
 * and the few API answers a started daily count needs are kept to reopen it offline. Everything else goes to the
 * network untouched.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// A new build's worker takes over at once: its precache holds the files the pages it serves ask for.
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Paths the server answers itself (the API, its reference under /api/docs, sign-out's redirect, uploaded photos,
 * /docs): a navigation to them is never answered with the app.
 */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/uploads\//, /^\/docs(\/|$)/];

// Navigations go to the network as before (the server answers index.html for the app's paths); only when it
// cannot be reached does the precached index.html answer, and the app opens offline.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache("/index.html");
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: SERVER_PATHS },
  ),
);

/**
 * The signed-in user's answers needed to reopen a started count offline: who they are and whether the paywall is
 * up, their properties and their items. Fresh from the network whenever it answers (only 200s are kept); the page
 * deletes this cache on sign-out and when another user signs in.
 */
const OFFLINE_READS = [
  /^\/api\/auth\/user$/,
  /^\/api\/payment\/status$/,
  /^\/api\/managed-properties$/,
  /^\/api\/properties(\/\d+\/inventory)?$/,
  /^\/api\/inventory$/,
];

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === "GET" && OFFLINE_READS.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: API_CACHE,
    // A session that has ended (expired, or signed out in another tab) must not leave its answers to be shown
    // offline as if someone were still signed in: the first 401 deletes them all.
    plugins: [
      {
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await caches.delete(API_CACHE);
          return response;
        },
      },
    ],
  }),
);

// Sign-out by any road (the app's POST, or the spec's GET link opened on its own) deletes the cached answers
// before the server ends the session; the app's own sign-out also does it, for browsers without a worker.
for (const method of ["GET", "POST"] as const) {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === getUrl("/api/logout"),
    async ({ request }) => {
      await caches.delete(API_CACHE);
      return fetch(request);
    },
    method,
  );
}
