/**
 * What Stockroom needs from a card payment provider. Billing rules (prices, proration, periods,
 * scheduled changes, renewals) live in this module, not in the provider: the provider stores
 * customers and cards and moves money. Two implementations: the built-in local provider (default,
 * offline, test cards) and Stripe.
 */

export type ProviderName = "local" | "stripe";

/** The states an intent can be in (Stripe's, minus the ones a card payment never reaches here). */
export type IntentStatus = "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";

/** A card as the provider describes it; only these fields are ever stored. */
export interface CardSummary {
  providerMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A payment or card setup the browser confirms with the client secret. */
export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface IntentState {
  status: IntentStatus;
  failureReason: string | null;
  /** The card used, once the provider knows it. */
  card: CardSummary | null;
}

/** Result of charging a saved card without the customer present (renewals, auto-payment, retries). */
export interface OffSessionCharge extends CreatedIntent {
  status: "succeeded" | "declined" | "requires_action";
  failureReason: string | null;
}

export interface CustomerDetails {
  userId: string;
  email: string;
  name: string;
  /** The provider's id when the account already has one. */
  customerId: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key for Elements; null means the built-in card form. */
  readonly publishableKey: string | null;
  /** Whether anonymous test payments (the plan-selection demo screen) may be taken. */
  readonly testMode: boolean;
  /** The provider's customer for an account, created when missing; null when the provider needs none. */
  ensureCustomer(customer: CustomerDetails): Promise<string | null>;
  /** A payment of `amount` cents; with a customer the card is kept for later off-session charges. */
  createPaymentIntent(input: {
    customerId: string | null;
    amount: number;
    description: string;
    metadata: Record<string, string>;
  }): Promise<CreatedIntent>;
  /** Saves a card for later charges without taking money. */
  createSetupIntent(input: { customerId: string | null; metadata: Record<string, string> }): Promise<CreatedIntent>;
  /** The provider's current view of an intent, given the ledger's last record of it. */
  retrieveIntent(intent: { id: string; status: IntentStatus; failureReason: string | null }): Promise<IntentState>;
  /** Charges a saved card now; the idempotency key makes a repeated call charge once. */
  chargeOffSession(input: {
    customerId: string | null;
    card: CardSummary;
    amount: number;
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<OffSessionCharge>;
  /** Returns a succeeded payment in full (a price that no longer held, or a second checkout for one email). */
  refund(input: { intentId: string; amount: number }): Promise<void>;
  /** Makes a saved card the one the provider charges by default. */
  setDefaultCard(customerId: string | null, providerMethodId: string): Promise<void>;
}

/** The intent id inside a client secret (`pi_123_secret_abc` → `pi_123`), as Stripe forms them. */
export function intentIdFromSecret(clientSecret: string): string {
  return clientSecret.split("_secret_")[0];
}
