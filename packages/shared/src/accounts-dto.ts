import { z } from "zod";
import { notificationPreferencesSchema } from "./accounts";
import {
  ACTIVITY_TYPES,
  BILLING_PERIODS,
  EMAIL_STATUSES,
  REQUEST_STATUSES,
  RESET_LINK_PURPOSES,
  ROLES,
  SUBSCRIPTION_STATUSES,
  TIERS,
} from "./enums";

/**
 * Answers of the account routes (issue 18.3): sign-in, the signed-in user, managers, demo sign-up, the admin
 * area and the development mailbox. Apart from accounts.ts and admin.ts, whose body schemas the forms load.
 */

/** The answer of calls that report success and a message to show (login, password reset, ...). */
export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.output<typeof messageResponseSchema>;

/**
 * POST /api/demo/signup (201): the spec's autoLogin, false since the account is made from the link emailed to the
 * address (issue 34); POST /api/demo/confirm (201) answers it true, having signed the new account in.
 */
export const demoSignupResponseSchema = messageResponseSchema.extend({ autoLogin: z.boolean() });

/**
 * Every user column a client may see (never the password hash, reset tokens or payment-provider ids), as
 * GET /api/auth/user, the subscription info and the admin list answer it. Moments are ISO strings.
 */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  createdBy: z.string().nullable(),
  subscriptionTier: z.enum(TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  billingPeriod: z.enum(BILLING_PERIODS),
  currentPeriodStart: z.date().nullable(),
  currentPeriodEnd: z.date().nullable(),
  /** Cents. */
  totalAmountPaid: z.number().int(),
  /** Cents: the highest monthly plan price paid. */
  currentMaxPaid: z.number().int(),
  /** Days. */
  totalLengthPaid: z.number().int(),
  longestPaidPeriod: z.enum(BILLING_PERIODS).nullable(),
  lastPaymentDate: z.date().nullable(),
  /** Cents. */
  lastPaymentAmount: z.number().int().nullable(),
  trialEndsAt: z.date().nullable(),
  scheduledUpdateTier: z.enum(TIERS).nullable(),
  scheduledUpdateDate: z.date().nullable(),
  scheduledBillingPeriod: z.enum(BILLING_PERIODS).nullable(),
  scheduledUpdateProperties: z.array(z.number().int()).nullable(),
  paidThroughDate: z.date().nullable(),
  featureDowngradeDate: z.date().nullable(),
  creditExtensionDays: z.number().int(),
  additionalProperties: z.number().int(),
  companyName: z.string().nullable(),
  notificationPreferences: notificationPreferencesSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** GET /api/auth/user: the public user and the plan their header shows (a manager's owner's, none for the admin). */
export const sessionUserSchema = publicUserSchema.extend({ planTier: z.enum(TIERS).nullable() });

/** A manager account as GET /api/users lists it for its owner (and PATCH /api/users/{id} answers it). */
export const managedUserSchema = publicUserSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  role: true,
  createdAt: true,
});

/**
 * What create-manager and resend-invite add to the spec's answers. A demo account emails no one but
 * itself, so its managers' set-password link comes back here for the owner to pass on (`invitationLink`);
 * every other account's link goes by email only and is never in an answer.
 */
const managerInvitationSchema = z.object({
  /** The invitation email was handed to the mailer (always false for a demo account). */
  invitationSent: z.boolean(),
  /** Demo accounts only: the manager's single-use set-password link. */
  invitationLink: z.string().optional(),
  /** With the link: an invitation (valid 7 days) or, for a manager who has set a password, a reset (1 hour). */
  invitationLinkPurpose: z.enum(RESET_LINK_PURPOSES).optional(),
});
export type ManagerInvitationDto = z.output<typeof managerInvitationSchema>;

/** POST /api/users/create-manager (201): the new manager and whether the invitation went out. */
export const createdManagerSchema = managedUserSchema.extend(managerInvitationSchema.shape);

/** POST /api/users/{id}/resend-invite: the spec's `email`, plus the demo-only link as above. */
export const resendInviteResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  ...managerInvitationSchema.pick({ invitationLink: true, invitationLinkPurpose: true }).shape,
});
export type ResendInviteDto = z.output<typeof resendInviteResponseSchema>;

/** GET /api/admin/stats. */
export const adminStatsSchema = z.object({
  /** Everyone with an account: checkouts not paid for are not users (issue 36). */
  totalUsers: z.number().int(),
  /** Owners whose subscription is active: demo accounts pay nothing and are counted apart. */
  activeSubscriptions: z.number().int(),
  totalProperties: z.number().int(),
  totalInventoryItems: z.number().int(),
  totalRequests: z.number().int(),
  /** USD, from succeeded payments of the current calendar month. */
  monthlyRevenue: z.number(),
  /** Owners (the customers) per tier; a tier nobody is on is absent. */
  usersByTier: z.record(z.string(), z.number().int()),
  /** Issue 36, decision 192: the owners by subscription status, and everyone else counted apart. */
  accounts: z.object({
    ownersByStatus: z.record(z.string(), z.number().int()),
    demoAccounts: z.number().int(),
    managers: z.number().int(),
    admins: z.number().int(),
    /** Checkouts started and not (yet) paid for: no account until paid, removed after a week. */
    openCheckouts: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(ACTIVITY_TYPES),
      details: z.string(),
      userName: z.string().nullable(),
      timestamp: z.iso.datetime(),
    }),
  ),
});
export type AdminStatsDto = z.output<typeof adminStatsSchema>;

/** One row of GET /api/admin/users: the public user and how many properties they own. */
export const adminUserSchema = publicUserSchema.extend({ propertyCount: z.number().int() });

const personName = { firstName: z.string().nullable(), lastName: z.string().nullable() };

/** One row of GET /api/admin/properties (accounts §3, admin view). */
export const adminPropertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  createdAt: z.date(),
  owner: z.object({ ...personName, email: z.string() }),
  managers: z.array(z.object({ id: z.string(), ...personName })),
  itemCount: z.number().int(),
});

/** One row of GET /api/admin/requests (accounts §3, admin view); the requester is null once deleted. */
export const adminRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  quantity: z.number().int(),
  createdAt: z.date(),
  item: z.object({ name: z.string(), property: z.object({ name: z.string() }) }),
  requester: z.object({ ...personName, email: z.string() }).nullable(),
});

/** POST /api/admin/demo-user (201): the new demo account and its credentials, shown once. */
export const adminDemoUserSchema = z.object({
  user: publicUserSchema,
  credentials: z.object({ email: z.string(), password: z.string() }),
});

/** One message of GET /api/dev/outbox, the development mailbox (admins only, never in production). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(EMAIL_STATUSES),
  /** The last failure: SMTP's reply or the connection's error. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  lastAttemptAt: z.date().nullable(),
  sentAt: z.date().nullable(),
  createdAt: z.date(),
});
