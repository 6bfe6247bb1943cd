import type { Database } from "../../../db/client";
import type { Mailer } from "../../email/mailer";
import { MAIL_LIMITS, queueWithinLimit } from "../../email/limits";
import { greeting } from "../../email/text";
import { findAddressHolder } from "../../users/repo";
import { checkoutRefusal } from "./checkout";

/**
 * The `billing.checkout-notice` job, after a checkout's answer: when its address signs in to an account that the
 * checkout cannot replace, that account's holder is told, since the checkout's own answer said nothing (issue 34).
 * At most MAIL_LIMITS.addressNotice such emails a day reach one address.
 */
export async function noticeCheckoutAddress(
  db: Database,
  mailer: Mailer,
  { email, accountId, origin }: { email: string; accountId?: string; origin: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const holder = await findAddressHolder(tx, email);
    // The job can run after this very checkout was paid: the account it made is no one else's.
    if (!holder || holder.id === accountId) return;
    const refusal = checkoutRefusal(holder);
    if (!refusal) return;
    const text = [
      greeting(holder.firstName),
      "",
      "Someone started a Stockroom subscription checkout with this email address. It already signs in to a " +
        "Stockroom account, so that checkout cannot make a new account, and nothing in yours has changed.",
      "",
      holder.role === "manager"
        ? "This address signs in to a manager account. To buy a subscription of your own, use another email " +
          "address, or ask the owner who added you to remove it."
        : `If it was you, sign in here instead: ${origin}/login (forgot your password? the sign-in page can send a reset link).`,
      "",
      "If it was not you, you can ignore this email.",
    ].join("\n");
    await queueWithinLimit(tx, mailer, {
      email: { to: holder.email, subject: "A Stockroom checkout used your email address", text },
      limit: MAIL_LIMITS.addressNotice,
    });
  });
}
