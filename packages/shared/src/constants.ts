/** Field limits, delays and cache times of the spec, kept once for server and web. */

export const LIMITS = {
  propertyName: 255,
  itemName: 255,
  unit: 50,
  trackingNumber: 100,
  planName: 100,
  email: 254,
  personName: 100,
  /** Managers' names go into invitation and reset emails; kept short so a name cannot carry a message. */
  managerName: 50,
  password: 200,
  passwordMin: 8,
} as const;

export const TIMINGS = {
  toastDurationMs: 5000,
  toastLimit: 1,
  userCacheMs: 5 * 60 * 1000,
  usageLimitsCacheMs: 5 * 60 * 1000,
  loginRedirectMs: 1000,
  demoSignupRedirectMs: 1500,
  resetRedirectMs: 3000,
  checkoutRedirectMs: 1500,
  paymentSuccessCloseMs: 2000,
  existingAccountRedirectMs: 2000,
  authenticatedCheckoutRedirectMs: 1000,
  postCheckRedirectMs: 1000,
  unauthenticatedRedirectMs: 500,
  highlightMs: 3000,
  passwordResetTtlMs: 60 * 60 * 1000,
  /**
   * How long a manager's invitation link works (issue 36, decision 190): a week covers a manager on leave or on
   * night shifts; an hour expired before most invitees had read their email.
   */
  invitationTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** How long a demo sign-up's emailed link starts the demo (issue 34). */
  demoConfirmationTtlMs: 24 * 60 * 60 * 1000,
} as const;

/** Sign-in attempts allowed per minute for one IP and for one email. */
export const LOGIN_RATE_LIMIT = { max: 10, windowMs: 60 * 1000 } as const;

export const DASHBOARD_RECENT_REQUESTS = 5;
export const LOW_STOCK_ALERT_NAMES = 5;
/**
 * Orders of the low-stock list: by name (the default), or the soonest out first and unknowns last. Here, beside the
 * other constants, so the dashboard's low-stock card does not load the list's zod schemas with it.
 */
export const LOW_STOCK_SORTS = ["name", "daysUntilOut"] as const;
export type LowStockSort = (typeof LOW_STOCK_SORTS)[number];

export const SUPPORT_EMAIL = "support@stockroom.app";
export const DEFAULT_PROFILE_IMAGE = "/default-avatar.svg";

/**
 * Resources the client calls under /api/demo/ in demo mode (core §7, accounts §7). The server serves
 * them from the regular, ownership-scoped handlers.
 */
export const DEMO_API_RESOURCES = [
  "auth/user",
  "properties",
  "managed-properties",
  "inventory",
  "low-stock",
  "requests",
  "dashboard/stats",
  "usage-limits",
  "subscription/info",
  "subscription/next-payment",
  "subscription/update",
  "subscription/cancel",
  "subscription/reactivate",
] as const;

/** Matches a regular /api/ path of a demo resource; group 1 is the resource and what follows. */
export const DEMO_API_PATTERN = new RegExp(`^/api/((?:${DEMO_API_RESOURCES.join("|")})(?=[/?]|$).*)$`);
