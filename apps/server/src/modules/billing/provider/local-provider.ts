import crypto from "node:crypto";
import { PAYMENT_MESSAGES, TEST_CARDS } from "@stockroom/shared";
import { type CardBehaviour, behaviourOfCard } from "../../../lib/local-cards";
import type { PaymentProvider } from "./provider";

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;
const secretFor = (id: string) => `${id}_secret_${crypto.randomBytes(16).toString("hex")}`;

/** How the test card with this number behaves; any other valid number succeeds. */
export function cardBehaviour(number: string): CardBehaviour {
  if (number === TEST_CARDS.declined) return "declined";
  if (number === TEST_CARDS.requiresAction) return "requires_action";
  if (number === TEST_CARDS.declinesLater) return "declines_later";
  return "succeeds";
}

/**
 * The built-in provider: works offline and behaves like Stripe's test mode for the documented test
 * cards. Its intents are the rows of `payment_intents` (the billing ledger), confirmed by the
 * browser through /api/local-payments (see local-card-network.ts), so this object only mints ids
 * and decides off-session outcomes.
 */
export function createLocalProvider(): PaymentProvider {
  const newIntent = (prefix: string) => {
    const id = randomId(prefix);
    return { id, clientSecret: secretFor(id) };
  };
  // Nothing here waits on a network: each answer is ready at once.
  return {
    name: "local",
    publishableKey: null,
    testMode: true,
    ensureCustomer() {
      return Promise.resolve(null);
    },
    createPaymentIntent() {
      return Promise.resolve(newIntent("pi_local"));
    },
    createSetupIntent() {
      return Promise.resolve(newIntent("seti_local"));
    },
    retrieveIntent(intent) {
      // The ledger row is this provider's own record, kept current by the local card network.
      return Promise.resolve({ status: intent.status, failureReason: intent.failureReason, card: null });
    },
    chargeOffSession({ card }) {
      const intent = newIntent("pi_local");
      const behaviour = behaviourOfCard(card.providerMethodId);
      if (behaviour === "declines_later" || behaviour === "declined") {
        return Promise.resolve({ ...intent, status: "declined", failureReason: PAYMENT_MESSAGES.cardDeclined });
      }
      if (behaviour === "requires_action") {
        return Promise.resolve({
          ...intent,
          status: "requires_action",
          failureReason: "This payment requires authentication.",
        });
      }
      return Promise.resolve({ ...intent, status: "succeeded", failureReason: null });
    },
    setDefaultCard() {
      return Promise.resolve();
    },
    refund() {
      // Nothing to return: the built-in card network refuses such payments before taking them.
      return Promise.resolve();
    },
  };
}
