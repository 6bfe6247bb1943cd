import { z } from "zod";
import { cardDetailsSchema, isYearlySchema, upgradeQuoteBodySchema } from "./billing";
import type { UpgradeQuoteDto } from "./billing-dto";
import { BILLING_PERIODS, PAID_TIERS } from "./enums";
import { newPasswordSchema } from "./password";
import { propertyBodySchema } from "./properties";
import { rowIdSchema } from "./quantities";

/**
 * The billing API's request bodies and messages (accounts §3, §7); its answers are in billing-dto.ts.
 * Money is always in cents; dates are ISO strings.
 */

/** How long an upgrade's price holds once its payment has been opened. */
export const UPGRADE_QUOTE_TTL_MS = 30 * 60 * 1000;

export const UPGRADE_PRICE_CHANGED_MESSAGE =
  "The upgrade price has changed. Nothing was charged. Please review the new price and confirm again.";

export const UPGRADE_PAYMENT_REFUNDED_MESSAGE =
  "The upgrade price changed before your payment was applied, so it has been refunded in full. Please review the new price and confirm again.";

/**
 * The 409 answer of every upgrade payment call when the price it was opened for no longer holds
 * (expired, or the plan or period changed): nothing is charged and `quote` is the price now.
 */
export interface StaleUpgradeQuoteDto {
  message: string;
  error: "CONFLICT";
  quote: UpgradeQuoteDto;
}

/** complete-registration, for a checkout paid after another checkout for the email created the account. */
export const CHECKOUT_REFUNDED_MESSAGE =
  "An account with this email was created by another checkout, so this payment has been refunded in full. Please sign in instead.";

/** A payment the customer has authenticated (3-D Secure), sent back to settle it. */
const authenticatedIntentId = z.string().min(1).max(255).optional();

/** GET /api/subscription/next-payment: the next charge as if paid for this period instead. */
export const nextPaymentQuerySchema = z.object({ billingPeriod: z.enum(BILLING_PERIODS).optional() });

/** POST /api/subscription/create-upgrade-payment → ClientPaymentDto. */
export const upgradePaymentBodySchema = z.object({
  targetTier: upgradeQuoteBodySchema.shape.subscriptionTier,
  isYearly: isYearlySchema,
});
export type UpgradePaymentBody = z.input<typeof upgradePaymentBodySchema>;

/** POST /api/subscription/confirm-upgrade; `paymentIntentId` is absent when nothing was due. */
export const confirmUpgradeBodySchema = upgradeQuoteBodySchema.extend({
  paymentIntentId: z.string().max(255).nullish(),
});
export type ConfirmUpgradeBody = z.input<typeof confirmUpgradeBodySchema>;

/** POST /api/subscription/try-auto-payment → AutoPaymentDto. */
export const autoPaymentBodySchema = upgradeQuoteBodySchema.extend({
  /** The amount the customer was shown (cents); a higher current price is refused. */
  amount: z.number().int().min(0).optional(),
});
export type AutoPaymentBody = z.input<typeof autoPaymentBodySchema>;

/** POST /api/subscription/cancel-update: the scheduled tier is informative only. */
export const cancelUpdateBodySchema = z.object({ newTier: z.enum(PAID_TIERS).optional() }).optional();

/** A client secret as the built-in card network receives it from the browser. */
const clientSecret = z.string().min(1).max(300);

/** POST /api/local-payments/confirm (the built-in provider's card confirmation) → LocalConfirmationDto. */
export const localConfirmBodySchema = z.object({ clientSecret, card: cardDetailsSchema });
export type LocalConfirmBody = z.input<typeof localConfirmBodySchema>;

/** POST /api/local-payments/authenticate (the built-in provider's 3-D Secure step) → LocalConfirmationDto. */
export const localAuthenticateBodySchema = z.object({ clientSecret, approve: z.boolean() });
export type LocalAuthenticateBody = z.input<typeof localAuthenticateBodySchema>;

/** POST /api/test-hooks/run-scheduled-jobs: the moment the scheduled jobs run as if it were now. */
export const scheduledJobsBodySchema = z.object({ at: z.iso.datetime() });

/**
 * POST /api/test-hooks/end-grace: the paywall reads the real clock, so a journey ends a failed renewal's grace by
 * moving its start back (decision 191) instead of waiting a week.
 */
export const endGraceBodySchema = z.object({ email: z.string().trim().min(1).max(254) });
export const endGraceResponseSchema = z.object({ ended: z.boolean() });

/** POST /api/payment/retry; `paymentIntentId` settles a retry whose authentication has completed. */
export const retryPaymentBodySchema = z.object({
  invoiceId: rowIdSchema,
  paymentIntentId: authenticatedIntentId,
});

/** POST /api/subscription/reactivate: no body, or the reactivation payment whose authentication has completed. */
export const reactivateBodySchema = z.object({ paymentIntentId: authenticatedIntentId }).nullish();

const person = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

/** The checkout's customer form (accounts §3, §5). */
export const customerInfoSchema = z
  .object({
    firstName: person("First name is required"),
    lastName: person("Last name is required"),
    email: z
      .string({ error: "Valid email is required" })
      .trim()
      .toLowerCase()
      .max(254, "Valid email is required")
      .email("Valid email is required"),
    companyName: z
      .string()
      .trim()
      .max(200, "Company name must be at most 200 characters")
      .nullish()
      .transform((v) => v || null),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords do not match" }).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type CustomerInfo = z.input<typeof customerInfoSchema>;

const planId = z.enum(PAID_TIERS, { error: "Please choose a plan" });

/** POST /api/create-subscription-intent → CheckoutIntentDto. */
export const createSubscriptionIntentBodySchema = z.object({
  planId,
  isYearly: isYearlySchema,
  customerInfo: customerInfoSchema,
});
export type CreateSubscriptionIntentBody = z.input<typeof createSubscriptionIntentBodySchema>;

/** POST /api/complete-registration → CompleteRegistrationDto. */
export const completeRegistrationBodySchema = z.object({
  paymentIntent: z.string({ error: "Payment is missing" }).min(1, "Payment is missing").max(255),
  planId,
  isYearly: isYearlySchema,
  email: z.string({ error: "Valid email is required" }).trim().toLowerCase().max(254).email("Valid email is required"),
});
export type CompleteRegistrationBody = z.input<typeof completeRegistrationBodySchema>;

/** POST /api/test-payment (the plan-selection demo screen's payment when signed out). */
export const testPaymentBodySchema = z.object({ targetTier: planId, isYearly: isYearlySchema });
export type TestPaymentBody = z.input<typeof testPaymentBodySchema>;

/** POST /api/additional-property/payment-intent. */
export const additionalPropertyIntentBodySchema = z.object({
  additionalProperties: z
    .number({ error: "Choose how many additional properties" })
    .int("Choose a whole number of properties")
    .min(1, "Choose at least one additional property")
    .max(50, "At most 50 additional properties at a time"),
});

/** POST /api/additional-property/confirm-payment: creates the property once the payment succeeded. */
export const additionalPropertyConfirmBodySchema = z.object({
  /** Absent for demo accounts, whose add-ons are not charged. */
  paymentIntentId: z.string().min(1).max(255).nullish(),
  propertyData: propertyBodySchema,
});
