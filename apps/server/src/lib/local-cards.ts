import crypto from "node:crypto";

/**
 * The built-in payment provider's saved cards: each card id carries how its test card behaves, so a
 * later charge without the customer present acts like that card would. Here, below both the billing
 * module and the seed, because the seed stores such a card for the demo account.
 */

/** How a test card behaves, like a card network would answer for it. */
export type CardBehaviour = "succeeds" | "declined" | "requires_action" | "declines_later";

/** A new saved card id for a card that behaves this way. */
export function localCardId(behaviour: CardBehaviour): string {
  return `pm_local_${crypto.randomBytes(12).toString("hex")}:${behaviour}`;
}

/** How the card with this id behaves (its id's last part). */
export function behaviourOfCard(cardId: string): string | undefined {
  return cardId.split(":").pop();
}
