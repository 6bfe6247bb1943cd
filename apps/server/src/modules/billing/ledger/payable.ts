import type { Executor } from "../../../db/client";
import { assertCheckoutOpen } from "../checkout/checkout";
import { assertConversionOpen } from "../checkout/demo-conversion";
import type { LedgerIntent } from "../repo/ledger";
import { assertUpgradePriceHolds } from "../subscriptions/upgrade";

/**
 * Checked by the built-in card network before it takes money for an intent: an upgrade whose price no
 * longer holds, a checkout whose email became an account meanwhile, or a demo conversion for an account
 * that has converted already, is refused with a 4xx and nothing is charged. (Stripe takes the money in
 * the browser; such payments are refunded when reported.)
 */
export async function assertIntentPayable(tx: Executor, intent: LedgerIntent, now = new Date()) {
  switch (intent.purpose.kind) {
    case "upgrade":
      return assertUpgradePriceHolds(tx, intent, now);
    case "checkout":
      return assertCheckoutOpen(tx, intent);
    case "demo_conversion":
      return assertConversionOpen(tx, intent);
  }
}
