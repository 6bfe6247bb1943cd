import { z } from "zod";
import { PAID_TIERS, type PaidTier } from "./enums";
import { PAYMENT_MESSAGES } from "./messages";
import { PLANS } from "./plans";

/**
 * A demo account becoming a paying owner from inside the app (decisions 79–80): it pays the chosen plan's
 * first month, keeps its sign-in, and either keeps everything it has (the sample hotel with whatever
 * was changed in it, and its managers) or starts with no properties.
 */
export const DEMO_DATA_CHOICES = ["keep", "fresh"] as const;
export type DemoDataChoice = (typeof DEMO_DATA_CHOICES)[number];

/** POST /api/demo/conversion → CheckoutIntentDto (the plan's monthly price; billing is monthly only). */
export const demoConversionBodySchema = z.object({
  tier: z.enum(PAID_TIERS, { error: "Please choose a plan" }),
  data: z.enum(DEMO_DATA_CHOICES, { error: "Please choose what happens to your demo data" }),
});
export type DemoConversionBody = z.input<typeof demoConversionBodySchema>;

/** POST /api/demo/conversion/confirm → DemoConversionDto, once the card payment succeeded. */
export const demoConversionConfirmBodySchema = z.object({ paymentIntentId: z.string().min(1).max(255) });

/** What each data choice does, shown before paying and used by the server's activity entry. */
export const DEMO_DATA_TEXTS: Record<DemoDataChoice, { label: string; description: string }> = {
  keep: {
    label: "Keep my demo data",
    description:
      "Your demo property, its items, stock counts, requests and managers stay as they are. Delete or rename the sample records whenever you like.",
  },
  fresh: {
    label: "Start fresh",
    description:
      "Your demo property and everything in it (items, stock counts, requests) are deleted when the payment succeeds. Managers you added stay, without a property, ready to be assigned.",
  },
};

export const DEMO_CONVERSION_MESSAGES = {
  notDemo: "Only demo accounts can become a customer this way",
  notFound: "We could not find this payment",
  otherPurpose: "This payment was not made to become a customer",
  notCompleted: PAYMENT_MESSAGES.notCompleted,
  alreadyCustomer: "This account is already a customer. Nothing was charged.",
  refunded: "This account had already become a customer, so this payment has been refunded in full.",
  converted: (tier: PaidTier) => `Welcome to Stockroom! You are now on the ${PLANS[tier].name} plan.`,
} as const;
