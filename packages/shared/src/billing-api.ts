import { z } from "zod";
import { PAID_TIERS, type BillingPeriod, type Tier } from "./enums";
import { newPasswordSchema } from "./password";
import type { Plan } from "./plans";
import { propertyBodySchema } from "./properties";
import { rowIdSchema } from "./quantities";

/**
 * The billing API's answers (accounts §3, §7). Money is always in cents; dates are ISO strings.
 * Both the server (which produces them) and the web client (which reads them) use these types.
 */

/** GET /api/stripe/config: Stripe Elements when a publishable key is set, else the built-in card form. */
export interface PaymentConfigDto {
  publishableKey: string | null;
  provider: "local" | "stripe";
  /** A production server on the built-in provider (staging): cards are not charged, and every page says so. */
  testPayments: boolean;
}

/** A saved card (GET /api/payment/methods → { paymentMethods }). */
export interface PaymentMethodDto {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

/** GET /api/subscription/info. */
export interface SubscriptionInfoDto {
  /** The signed-in account (same fields as GET /api/auth/user). */
  user: Record<string, unknown> & {
    subscriptionTier: Tier;
    subscriptionStatus: string;
    billingPeriod: BillingPeriod;
    currentPeriodStart: string | null;
    currentPeriodEnd: string | null;
    scheduledUpdateTier: Tier | null;
    scheduledUpdateDate: string | null;
    scheduledUpdateProperties: number[] | null;
    additionalProperties: number;
  };
  /** The plan whose limits apply now (the effective tier). */
  plan: Plan;
  nextPaymentAmountDisplay: string;
  nextBillingDate: string;
  scheduledChange: { tier: Tier; date: string } | null;
}

/** GET /api/subscription/next-payment. */
export interface NextPaymentDto {
  tier: Tier;
  billingPeriod: BillingPeriod;
  amount: number;
  amountDisplay: string;
  date: string;
}

/** POST /api/subscription/create-upgrade-intent. */
export interface UpgradePreviewDto {
  previewAmount: number;
  currency: "usd";
  unusedValue: number;
  proratedDays: number;
  message: string;
  summary: { nextChargeAmount: number; nextChargeDate: string };
}

/** POST /api/subscription/calculate-upgrade. */
export interface UpgradeCalculationDto {
  calculation: {
    chargeAmount: number;
    unusedValue: number;
    proratedDays: number;
    message: string;
    summary: { nextChargeAmount: number; nextChargeDate: string };
  };
}

/** The figures of one upgrade quote, as calculate-upgrade answers them and a 409 carries them. */
export type UpgradeQuoteDto = UpgradeCalculationDto["calculation"];

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

/** POST /api/subscription/update. */
export interface SubscriptionUpdateDto {
  requiresPayment: boolean;
  amountToCharge: number;
  scheduled: boolean;
  message: string;
  effectiveDate: string | null;
  requiresCheckout: boolean;
}

/** A payment the browser confirms with the card form (or Stripe Elements); null secret when nothing is due. */
export interface ClientPaymentDto {
  clientSecret: string | null;
  paymentIntentId: string | null;
  amountToCharge: number;
}

/** POST /api/subscription/try-auto-payment: reason says why the saved card could not pay. */
export interface AutoPaymentDto {
  success: boolean;
  reason: "no_payment_method" | "declined" | "requires_action" | null;
}

/** success/message answers (confirm-upgrade, cancel, reactivate, retry, cancel-update...). */
export interface BillingActionDto {
  success: boolean;
  message: string;
  /** Reactivation after the paid period ended needs a working card first. */
  requiresPaymentMethod?: boolean;
  /**
   * Retry: the bank asks the customer to authenticate (3-D Secure). The browser confirms `clientSecret`
   * with the provider, then sends `paymentIntentId` back with the invoice to settle it.
   */
  requiresAction?: boolean;
  clientSecret?: string;
  paymentIntentId?: string;
}

/** A payment the customer has authenticated (3-D Secure), sent back to settle it. */
const authenticatedIntentId = z.string().min(1).max(255).optional();

/** POST /api/payment/retry; `paymentIntentId` settles a retry whose authentication has completed. */
export const retryPaymentBodySchema = z.object({
  invoiceId: rowIdSchema,
  paymentIntentId: authenticatedIntentId,
});

/** POST /api/subscription/reactivate: no body, or the reactivation payment whose authentication has completed. */
export const reactivateBodySchema = z.object({ paymentIntentId: authenticatedIntentId }).nullish();

/** Result of confirming a card payment or setup with the built-in provider. */
export interface LocalConfirmationDto {
  id: string;
  status: "succeeded" | "requires_action" | "requires_payment_method";
  error: string | null;
}

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
  isYearly: z.boolean().default(false),
  customerInfo: customerInfoSchema,
});

export interface CheckoutIntentDto {
  clientSecret: string;
  paymentIntentId: string;
  /** Cents due now: the plan's price for the chosen period. */
  amount: number;
}

/** POST /api/complete-registration → CompleteRegistrationDto. */
export const completeRegistrationBodySchema = z.object({
  paymentIntent: z.string({ error: "Payment is missing" }).min(1, "Payment is missing").max(255),
  planId,
  isYearly: z.boolean().default(false),
  email: z.string({ error: "Valid email is required" }).trim().toLowerCase().max(254).email("Valid email is required"),
});

export interface CompleteRegistrationDto {
  success: boolean;
  message: string;
  /** True when this browser is now signed in as the new owner; false means: ask them to log in. */
  autoLogin: boolean;
}

/** POST /api/test-payment (the plan-selection demo screen's payment when signed out). */
export const testPaymentBodySchema = z.object({ targetTier: planId, isYearly: z.boolean().default(false) });

/** POST /api/additional-property/payment-intent. */
export const additionalPropertyIntentBodySchema = z.object({
  additionalProperties: z
    .number({ error: "Choose how many additional properties" })
    .int("Choose a whole number of properties")
    .min(1, "Choose at least one additional property")
    .max(50, "At most 50 additional properties at a time"),
});

/** Answer: a card payment to confirm, or { demo: true } for demo accounts (no card form). */
export type AdditionalPropertyIntentDto = (CheckoutIntentDto & { demo?: false }) | { demo: true };

/** POST /api/additional-property/confirm-payment: creates the property once the payment succeeded. */
export const additionalPropertyConfirmBodySchema = z.object({
  /** Absent for demo accounts, whose add-ons are not charged. */
  paymentIntentId: z.string().min(1).max(255).nullish(),
  propertyData: propertyBodySchema,
});
