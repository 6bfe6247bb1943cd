import { ACCOUNT_MESSAGES, MESSAGES, effectiveTier, type NotificationPreferences, type Tier } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { verifyAgainstDummy, verifyPassword } from "../../lib/password";
import type { Actor } from "../access/scope";
import { findCredentialsByEmail, type PublicUser, type Subscriber, updateNotificationPreferences } from "../users/repo";

/**
 * Checks an email and password and returns the account id. Unknown emails, accounts without a
 * password and wrong passwords fail alike, in about the same time.
 */
export async function authenticate(db: Database, { email, password }: { email: string; password: string }) {
  const account = await findCredentialsByEmail(db, email);
  if (!account?.passwordHash) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(account.passwordHash, password))) throw invalidCredentials();
  // An account whose checkout was never paid exists only to hold the checkout; it opens once paid.
  if (account.subscriptionStatus === "incomplete" && account.totalAmountPaid === 0) {
    throw new AppError("FORBIDDEN", ACCOUNT_MESSAGES.checkoutIncomplete, { success: false });
  }
  return account.id;
}

function invalidCredentials(): AppError {
  return new AppError("UNAUTHORIZED", MESSAGES.invalidCredentials, { success: false });
}

/**
 * GET /api/auth/user: the user and the plan their header shows. A manager works under the plan of the
 * owner who created them (the session's statement already joined it); the admin holds no plan.
 */
export function sessionUser(user: PublicUser, subscriber: Subscriber) {
  return { ...user, planTier: planTierOf(user, subscriber) };
}

function planTierOf(user: PublicUser, subscriber: Subscriber): Tier | null {
  if (user.role === "admin") return null;
  // A manager without an owner row has no plan to show (their own row holds none).
  if (user.role === "manager" && subscriber.id === user.id) return null;
  return effectiveTier(subscriber);
}

/** PUT /api/auth/preferences: saves the user's notification preferences and answers them as stored. */
export function saveNotificationPreferences(db: Database, user: Actor, preferences: NotificationPreferences) {
  return updateNotificationPreferences(db, user.id, preferences);
}
