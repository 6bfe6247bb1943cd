import type { Executor } from "../../db/client";
import type { Mailer, OutgoingEmail } from "./mailer";
import { countRecentMail, lockMailAddress } from "./repo";

const DAY = 24 * 60 * 60 * 1000;

/** A kind of mail and how many of it one address receives at most in a sliding window. */
export interface MailLimit {
  topic: string;
  max: number;
  windowMs: number;
}

/**
 * The mail anyone can make the app write to an address they name, capped per address whoever asks and however
 * many instances answer (issue 34): the outbox itself is the count, so the caps hold across restarts and
 * without Redis. The routes' rate limits answer 429 first; these are the silent backstop behind them.
 */
export const MAIL_LIMITS = {
  /** A demo sign-up's confirmation, and the notices telling an address's account that someone used it. */
  addressNotice: { topic: "address-notice", max: 3, windowMs: DAY },
  /** Manager invitations, and the notices that replace them for an address that has an account. */
  invitation: { topic: "invitation", max: 10, windowMs: DAY },
  /** Password reset links (forgot-password takes any address). */
  passwordReset: { topic: "password-reset", max: 5, windowMs: DAY },
} as const satisfies Record<string, MailLimit>;

/**
 * Queues the message in the caller's transaction unless the address has had `limit.max` of this kind within the
 * window; answers whether it was queued. Takes a lock on the address until the transaction ends.
 */
export async function queueWithinLimit(
  tx: Executor,
  mailer: Mailer,
  { email, limit, now = new Date() }: { email: OutgoingEmail; limit: MailLimit; now?: Date },
): Promise<boolean> {
  await lockMailAddress(tx, email.to);
  const since = new Date(now.getTime() - limit.windowMs);
  if ((await countRecentMail(tx, { address: email.to, topic: limit.topic, since })) >= limit.max) return false;
  await mailer.queue(tx, email, { topic: limit.topic });
  return true;
}
