import type { Executor } from "../../../db/client";
import { activateCheckout } from "../checkout/checkout";
import { applyAdditionalPropertyPayment } from "../subscriptions/additional-property";
import { applyDemoConversion } from "../checkout/demo-conversion";
import { settleIntent } from "../ledger/ledger";
import type { PaymentProvider } from "../provider/provider";
import { applyReactivationPayment } from "../subscriptions/reactivate";
import { type LedgerIntent, lockIntent, markIntentApplied } from "../repo/ledger";
import { applyRetryPayment } from "../subscriptions/retry";
import { applyUpgradePayment } from "../subscriptions/upgrade";

/**
 * A provider says an intent succeeded (a Stripe webhook, or the built-in card network): bring the
 * ledger row up to date and carry out its purpose once. Intents that are not ours, not yet
 * successful or already applied are left as they are, so the same event can arrive any number of times.
 */
export async function applySucceededIntent(tx: Executor, provider: PaymentProvider, intentId: string) {
  const intent = await lockIntent(tx, intentId);
  if (!intent || intent.appliedAt) return;
  const settled = await settleIntent(tx, provider, intent);
  if (settled.status === "succeeded") await applyPurpose(tx, provider, settled);
}

/** A provider says an intent failed: record the state so the customer sees why. */
export async function recordIntentFailure(tx: Executor, provider: PaymentProvider, intentId: string) {
  const intent = await lockIntent(tx, intentId);
  if (intent && !intent.appliedAt) await settleIntent(tx, provider, intent);
}

async function applyPurpose(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  switch (intent.purpose.kind) {
    case "upgrade":
      return applyUpgradePayment(tx, provider, { intent });
    case "checkout":
      return activateCheckout(tx, provider, intent);
    case "additional_property":
      return applyAdditionalPropertyPayment(tx, provider, intent);
    case "demo_conversion":
      return applyDemoConversion(tx, provider, intent);
    // A retry or reactivation that needed the customer's authentication; one charged at once was applied there.
    case "retry":
      return applyRetryPayment(tx, provider, intent);
    case "reactivation":
      return applyReactivationPayment(tx, provider, intent);
    default:
      // Card setups need nothing beyond the saved default card (done while settling); other off-session
      // charges are applied where they are made; test payments change no account.
      return markIntentApplied(tx, intent.id);
  }
}
