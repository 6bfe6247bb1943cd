import { z } from "zod";
import { LIMITS } from "./constants";
import { DEFAULT_WEEKLY_REPORT_DAY, weeklyReportDaySchema } from "./digest";
import { RESET_LINK_PURPOSES } from "./enums";
import { ACCOUNT_MESSAGES } from "./messages";
import { newPasswordSchema } from "./password";
import { rowIdSchema } from "./quantities";

const email = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(LIMITS.email, message).email(message);
const name = (message: string, max: number = LIMITS.personName) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
/** A manager's name is written into the emails the app sends them, hence the shorter limit. */
const managerName = (message: string) => name(message, LIMITS.managerName);

export const forgotPasswordBodySchema = z.object({ email: email("Please enter a valid email") });

/** An emailed set-password link's token, as its page reads it before anything is typed (issue 36). */
export const resetLinkBodySchema = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.resetLinkMissing }).min(1).max(200),
});

export const resetPasswordBodySchema = resetLinkBodySchema.extend({ newPassword: newPasswordSchema });

/** POST /api/auth/reset-password: the spec's answer; an accepted invitation also signs the invitee in. */
export const resetPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when the link was an invitation: the browser is now signed in as the manager. */
  signedIn: z.boolean(),
  /** The invitee's first property, where the page takes them; null for a reset or a manager of none. */
  propertyId: z.number().int().nullable(),
});

export const RESET_LINK_STATES = ["valid", "used", "expired", "unknown"] as const;
/** POST /api/auth/reset-link: what the link is, and whose, so the page says so before any typing. */
export const resetLinkStatusSchema = z.object({
  status: z.enum(RESET_LINK_STATES),
  purpose: z.enum(RESET_LINK_PURPOSES).nullable(),
  /** The address the link's account signs in with; null for an unknown link. */
  email: z.string().nullable(),
  /** Who sent an invitation, and the properties it gives (names as the owner wrote them). */
  inviter: z.string().nullable(),
  properties: z.array(z.string()),
  /** Whether a new link can be sent to the address (not for a demo account's managers: a demo emails no one). */
  canRenew: z.boolean(),
});
export type ResetLinkStatus = z.output<typeof resetLinkStatusSchema>;

/** POST /api/auth/reset-link/renew: a new link was written for delivery to this address. */
export const renewResetLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});

export const PASSWORD_MISMATCH = "Passwords do not match";
/** The reset-password page's form: the new password typed twice; the token comes from the emailed link. */
export const resetPasswordFormSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORD_MISMATCH, path: ["confirmPassword"] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const PROPERTY_COUNT_OPTIONS = ["1", "2-5", "6-10", "11-20", "21+"] as const;

export const demoSignupBodySchema = z.object({
  firstName: name("First name is required"),
  lastName: name("Last name is required"),
  email: email("Valid email is required"),
  password: newPasswordSchema,
  currentTools: z
    .string({ error: "Please tell us what you're using now" })
    .trim()
    .min(1, "Please tell us what you're using now")
    .max(500),
  propertyCount: z.enum(PROPERTY_COUNT_OPTIONS, { error: "Please select number of properties" }),
});
export type DemoSignupBody = z.input<typeof demoSignupBodySchema>;

/** POST /api/demo/confirm: the token of the link a demo sign-up emailed to its address. */
export const demoConfirmBodySchema = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.demoLinkInvalid }).min(1, ACCOUNT_MESSAGES.demoLinkInvalid).max(200),
});
export type DemoConfirmBody = z.infer<typeof demoConfirmBodySchema>;

export const createManagerBodySchema = z.object({
  email: email("Valid email is required"),
  firstName: managerName("First name is required"),
  lastName: managerName("Last name is required"),
  /** A property to assign at once; 'none', null or absent for no assignment. */
  propertyId: z
    .union([rowIdSchema, z.literal("none"), z.string().regex(/^\d+$/).transform(Number).pipe(rowIdSchema)])
    .nullish()
    .transform((v) => (v === "none" || v === null || v === undefined ? null : v)),
});
export type CreateManagerBody = z.input<typeof createManagerBodySchema>;
/** The Create Manager dialog's form: the property as its select holds it, an id or null for none. */
export const createManagerFormSchema = createManagerBodySchema.extend({ propertyId: rowIdSchema.nullable() });

export const updateManagerBodySchema = z.object({
  email: email("Valid email is required"),
  firstName: managerName("First name is required"),
  lastName: managerName("Last name is required"),
});

/**
 * Which emails a user wants (settings 'Notifications'); stored per account on the server. `weeklyReportDay`
 * came later (issue 20.5, decision 135): JSON stored before it, and a body without it, read as Monday.
 */
export const notificationPreferencesSchema = z.object({
  lowStockAlerts: z.boolean({ error: "Choose on or off" }),
  requestUpdates: z.boolean({ error: "Choose on or off" }),
  weeklyReports: z.boolean({ error: "Choose on or off" }),
  weeklyReportDay: weeklyReportDaySchema.default(DEFAULT_WEEKLY_REPORT_DAY),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The spec's defaults: low stock alerts and request updates on, weekly reports off (on Mondays when turned on). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  lowStockAlerts: true,
  requestUpdates: true,
  weeklyReports: false,
  weeklyReportDay: DEFAULT_WEEKLY_REPORT_DAY,
};
