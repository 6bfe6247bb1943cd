import type Stripe from "stripe";
import type { Database } from "../../../db/client";
import { applySucceededIntent, recordIntentFailure } from "./events";
import type { PaymentProvider } from "../provider/provider";
import { recordEventOnce } from "../repo/webhooks";

/**
 * Applies a verified Stripe event in one transaction that also records its id, so a replayed or
 * duplicated event changes nothing; answers false for such a duplicate. Events of other types are
 * recorded and otherwise ignored.
 */
export async function applyStripeEvent(db: Database, provider: PaymentProvider, event: Stripe.Event): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await recordEventOnce(tx, event))) return false;
    switch (event.type) {
      case "payment_intent.succeeded":
      case "setup_intent.succeeded":
        await applySucceededIntent(tx, provider, event.data.object.id);
        break;
      case "payment_intent.payment_failed":
      case "payment_intent.canceled":
      case "setup_intent.setup_failed":
        await recordIntentFailure(tx, provider, event.data.object.id);
        break;
    }
    return true;
  });
}
