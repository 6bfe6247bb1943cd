// Plain JavaScript so that both the Playwright config and the web benchmark (a Node script) can import it.

/** Chromium as the browser journeys and the web benchmark run it: headless, with no traffic of its own. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
