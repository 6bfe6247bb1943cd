/**
 * Local-storage keys of demo mode (accounts §4): the demo user's details and a flag equal to 'true'. The API client
 * reads them (api.ts) and the demo feature writes them, so they live below both.
 */
export const DEMO_USER_KEY = "demoUser";
export const DEMO_MODE_KEY = "demoMode";
