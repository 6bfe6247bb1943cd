import { z } from "zod";
import { ROLES, SUBSCRIPTION_STATUSES, TIERS } from "./enums";

/** Body of PUT /api/admin/users/{userId}/subscription. */
export const adminUpdateUserBodySchema = z.object({
  userId: z.string().max(36).optional(),
  subscriptionTier: z.enum(TIERS, { error: "Please choose a valid tier" }),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES, { error: "Please choose a valid status" }),
  role: z.enum(ROLES, { error: "Please choose a valid role" }),
});

/** At most this many requests in the admin list (accounts §9). */
export const ADMIN_REQUESTS_LIMIT = 50;
/** Entries of recent activity on the admin dashboard. */
export const ADMIN_RECENT_ACTIVITY = 10;
