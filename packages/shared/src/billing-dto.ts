import { z } from "zod";
import { publicUserSchema } from "./accounts-dto";
import { PAYMENT_ISSUE_REASONS } from "./billing";
import { timestampSchema } from "./dto-fields";
import { BILLING_PERIODS, PAID_TIERS, TIERS } from "./enums";
import { propertySchema } from "./property-dto";
import type { Wire } from "./wire";

/**
 * Answers of the billing routes (issue 18.3, accounts §3, §7): payment status and methods, the
 * subscription, checkout, demo conversion and the built-in card network. Money is always in cents.
 * Apart from billing.ts and billing-api.ts, whose rules and body schemas the web's screens load.
 */

/** One plan of the catalogue, as the subscription info answers it. Money is in cents. */
export const planSchema = z.object({
  tier: z.enum(TIERS),
  name: z.string(),
  /** Monthly price in cents. */
  price: z.number().int(),
  /** Yearly price in cents: ten months, i.e. two months free. */
  yearlyPrice: z.number().int(),
  maxProperties: z.number().int(),
  managersPerProperty: z.number().int(),
  /** Monthly price in cents of each property beyond maxProperties; null when the plan cannot grow. */
  additionalHotelPrice: z.number().int().nullable(),
  features: z.array(z.string()),
});
export type Plan = z.output<typeof planSchema>;

/** GET /api/payment/status. */
export const paymentStatusSchema = z.object({
  paymentValid: z.boolean(),
  needsPaywall: z.boolean(),
  canReactivate: z.boolean(),
  subscriptionStatus: z.string(),
  subscriptionTier: z.string(),
  currentMaxPaid: z.number().int(),
  totalAmountPaid: z.number().int(),
  lastPaymentDate: z.iso.datetime().nullable(),
  /** The failed or unconfirmed payment to retry, when there is one. */
  invoiceId: z.number().int().nullable(),
  reason: z.enum(PAYMENT_ISSUE_REASONS).nullable(),
  /** Cents of that payment. */
  amount: z.number().int().nullable(),
  /** Managers only: the owner whose subscription decides for them, whom they should contact. */
  ownerName: z.string().optional(),
  /**
   * A failed renewal's grace (issue 36, decision 191): payment is due but nobody is locked out until this
   * moment; null when there is no grace (the paywall is closed, or nothing is due).
   */
  accessSuspendsAt: z.iso.datetime().nullable(),
  /** When the saved card is charged again by itself during the grace; null when no retry is left. */
  nextRetryAt: z.iso.datetime().nullable(),
});
export type PaymentStatusDto = z.output<typeof paymentStatusSchema>;

/** GET /api/stripe/config: Stripe Elements when a publishable key is set, else the built-in card form. */
export const paymentConfigSchema = z.object({
  publishableKey: z.string().nullable(),
  provider: z.enum(["local", "stripe"]),
  /** A production server on the built-in provider (staging): cards are not charged, and every page says so. */
  testPayments: z.boolean(),
});
export type PaymentConfigDto = z.output<typeof paymentConfigSchema>;

/**
 * One charge, failure or refund of the account (GET /api/payment/history → { payments }, newest first): what an
 * accounts office reads to follow every payment (issue 36).
 */
export const paymentHistoryEntrySchema = z.object({
  id: z.number().int(),
  date: z.iso.datetime(),
  /** "Growth plan renewal", "Upgrade to Pro", "Additional property". */
  description: z.string(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["succeeded", "failed", "requires_action", "refunded"]),
  /** The bank's answer for a failed charge; null otherwise. */
  failureReason: z.string().nullable(),
  /** "R-000123" once its receipt was emailed (decision 193); null for a failure or a payment from before receipts. */
  receipt: z.string().nullable(),
});
export type PaymentHistoryEntryDto = z.output<typeof paymentHistoryEntrySchema>;
export const paymentHistoryResponseSchema = z.object({ payments: z.array(paymentHistoryEntrySchema) });

/** A saved card (GET /api/payment/methods → { paymentMethods }). */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethodDto = z.output<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });

/** POST /api/payment/update-method: the card setup the browser confirms with the provider. */
export const cardSetupSchema = z.object({ clientSecret: z.string() });

/** GET /api/subscription/info. */
export const subscriptionInfoSchema = z.object({
  /** The signed-in account (the public user, as GET /api/auth/user has it). */
  user: publicUserSchema,
  /** The plan whose limits apply now (the effective tier). */
  plan: planSchema,
  nextPaymentAmountDisplay: z.string(),
  nextBillingDate: timestampSchema,
  scheduledChange: z.object({ tier: z.enum(TIERS), date: timestampSchema }).nullable(),
});
export type SubscriptionInfoDto = Wire<z.output<typeof subscriptionInfoSchema>>;

/** GET /api/subscription/next-payment. */
export const nextPaymentSchema = z.object({
  tier: z.enum(TIERS),
  billingPeriod: z.enum(BILLING_PERIODS),
  /** Cents. */
  amount: z.number().int(),
  amountDisplay: z.string(),
  date: timestampSchema,
});
export type NextPaymentDto = z.output<typeof nextPaymentSchema>;

const quoteSummarySchema = z.object({ nextChargeAmount: z.number().int(), nextChargeDate: timestampSchema });

/** POST /api/subscription/create-upgrade-intent. */
export const upgradePreviewSchema = z.object({
  previewAmount: z.number().int(),
  currency: z.literal("usd"),
  unusedValue: z.number().int(),
  proratedDays: z.number().int(),
  message: z.string(),
  summary: quoteSummarySchema,
});
export type UpgradePreviewDto = z.output<typeof upgradePreviewSchema>;

/** POST /api/subscription/calculate-upgrade. */
export const upgradeCalculationSchema = z.object({
  calculation: z.object({
    chargeAmount: z.number().int(),
    unusedValue: z.number().int(),
    proratedDays: z.number().int(),
    message: z.string(),
    summary: quoteSummarySchema,
  }),
});
export type UpgradeCalculationDto = z.output<typeof upgradeCalculationSchema>;

/** The figures of one upgrade quote, as calculate-upgrade answers them and a 409 carries them. */
export type UpgradeQuoteDto = UpgradeCalculationDto["calculation"];

/** POST /api/subscription/update. */
export const subscriptionUpdateSchema = z.object({
  requiresPayment: z.boolean(),
  amountToCharge: z.number().int(),
  scheduled: z.boolean(),
  message: z.string(),
  effectiveDate: timestampSchema.nullable(),
  requiresCheckout: z.boolean(),
});
export type SubscriptionUpdateDto = z.output<typeof subscriptionUpdateSchema>;

/** A payment the browser confirms with the card form (or Stripe Elements); null secret when nothing is due. */
export const clientPaymentSchema = z.object({
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  amountToCharge: z.number().int(),
});
export type ClientPaymentDto = z.output<typeof clientPaymentSchema>;

/** POST /api/subscription/try-auto-payment: reason says why the saved card could not pay. */
export const autoPaymentSchema = z.object({
  success: z.boolean(),
  reason: z.enum(["no_payment_method", "declined", "requires_action"]).nullable(),
});
export type AutoPaymentDto = z.output<typeof autoPaymentSchema>;

/** success/message answers (confirm-upgrade, cancel, reactivate, retry, cancel-update...). */
export const billingActionSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Reactivation after the paid period ended needs a working card first. */
  requiresPaymentMethod: z.boolean().optional(),
  /**
   * Retry: the bank asks the customer to authenticate (3-D Secure). The browser confirms `clientSecret`
   * with the provider, then sends `paymentIntentId` back with the invoice to settle it.
   */
  requiresAction: z.boolean().optional(),
  clientSecret: z.string().optional(),
  paymentIntentId: z.string().optional(),
});
export type BillingActionDto = z.output<typeof billingActionSchema>;

/** POST /api/subscription/confirm-upgrade: the upgrade is applied (or was already). */
export const upgradeConfirmedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  subscriptionTier: z.enum(PAID_TIERS),
});

/** Result of confirming a card payment or setup with the built-in provider. */
export const localConfirmationSchema = z.object({
  id: z.string(),
  status: z.enum(["succeeded", "requires_action", "requires_payment_method"]),
  error: z.string().nullable(),
});
export type LocalConfirmationDto = z.output<typeof localConfirmationSchema>;

/** POST /api/stripe/webhook: Stripe reads only the status; `duplicate` says an event id already seen was ignored. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** POST /api/test-hooks/run-scheduled-jobs: how many plan changes, renewals and failed renewals the run carried out. */
export const scheduledJobsRunSchema = z.object({
  changesApplied: z.number().int(),
  renewed: z.number().int(),
  failed: z.number().int(),
  /** Dunning (decision 191): automatic retries that paid, and accounts whose grace ended unpaid. */
  retriesPaid: z.number().int(),
  suspended: z.number().int(),
});

/** A first payment to confirm: checkout, demo conversion and additional properties answer it. */
export const checkoutIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Cents due now (the plan for the chosen period, or the add-ons). */
  amount: z.number().int(),
});
export type CheckoutIntentDto = z.output<typeof checkoutIntentSchema>;

/** POST /api/complete-registration. */
export const completeRegistrationSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** True when this browser is now signed in as the new owner; false means: ask them to log in. */
  autoLogin: z.boolean(),
});
export type CompleteRegistrationDto = z.output<typeof completeRegistrationSchema>;

/** Answer: a card payment to confirm, or { demo: true } for demo accounts (no card form). */
export const additionalPropertyIntentSchema = z.union([
  checkoutIntentSchema.extend({ demo: z.literal(false).optional() }),
  z.object({ demo: z.literal(true) }),
]);
export type AdditionalPropertyIntentDto = z.output<typeof additionalPropertyIntentSchema>;

/** POST /api/demo/conversion/confirm, once the card payment succeeded. */
export const demoConversionSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscriptionTier: z.enum(PAID_TIERS),
});
export type DemoConversionDto = z.output<typeof demoConversionSchema>;

/** POST /api/additional-property/confirm-payment (201): the property the paid add-on created. */
export const additionalPropertyConfirmedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  property: propertySchema,
});
