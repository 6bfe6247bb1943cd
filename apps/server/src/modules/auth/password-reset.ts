import { ACCOUNT_MESSAGES, type ResetLinkPurpose } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { MAIL_LIMITS, queueWithinLimit } from "../email/limits";
import type { Mailer } from "../email/mailer";
import { greeting } from "../email/text";
import { findAddressHolder, lockAddress, setPasswordHash } from "../users/repo";
import {
  endSessionsOf,
  findResetRecipient,
  findResetTokenAddress,
  lockValidResetToken,
  useResetTokensOf,
} from "./repo";
import { digest, issueResetLink } from "./reset-token";

/**
 * Writes a reset link email when the address has an account (the `auth.password-reset` job, after the answer).
 * Says nothing either way (no account enumeration): the route answers OK before this runs. A manager a demo
 * account made gets no email either: a demo emails no one but itself, and its managers' links are shown to it
 * in the app (issue 16.2: otherwise anyone could make the app mail that address, name and all); nor does a demo
 * account whose address was never proved (one made before sign-ups were confirmed, issue 34). An address gets
 * at most MAIL_LIMITS.passwordReset of these a day, whoever asks.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  { email, origin }: { email: string; origin: string },
): Promise<void> {
  const user = await findResetRecipient(db, email);
  if (user) await db.transaction((tx) => sendResetLink(tx, mailer, { user, origin }));
}

/** Who may receive a reset link: the account as `findResetRecipient` or `findResetToken` reads it. */
export interface ResetRecipient {
  id: string;
  email: string;
  firstName: string | null;
  role: string;
  emailVerifiedAt: Date | null;
  creatorRole: string | null;
}

/**
 * Writes a one-hour reset link for the account in the caller's transaction, within the address's daily cap;
 * answers whether it was written. Never for a demo account's manager or an unproved demo account (see above).
 */
export async function sendResetLink(
  tx: Executor,
  mailer: Mailer,
  { user, origin }: { user: ResetRecipient; origin: string },
): Promise<boolean> {
  if (!mayMailResetLink(user)) return false;
  const link = await issueResetLink(tx, { userId: user.id, origin, purpose: "reset" });
  return queueWithinLimit(tx, mailer, { email: resetEmail(user, link), limit: MAIL_LIMITS.passwordReset });
}

export function mayMailResetLink(user: Pick<ResetRecipient, "role" | "emailVerifiedAt" | "creatorRole">): boolean {
  return user.creatorRole !== "demo" && !(user.role === "demo" && !user.emailVerifiedAt);
}

function resetEmail(user: { email: string; firstName: string | null }, link: string) {
  return {
    to: user.email,
    subject: "Reset your Stockroom password",
    text: [
      greeting(user.firstName),
      "",
      "We received a request to reset your Stockroom password. Open this link to choose a new one:",
      link,
      "",
      "The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.",
    ].join("\n"),
  };
}

/**
 * Sets a new password from a reset token: the token is consumed (with every other outstanding one of
 * the user) and the user's other sessions end, all in one transaction. An invitation's link makes its manager
 * the holder of the address, under the address lock taken before the token's (a paid checkout withdrawing the
 * invitation takes them in that order too): if the address signs in to another account meanwhile (a checkout was
 * paid for it), the link is answered like a used one.
 */
export async function resetPassword(
  db: Database,
  { token, newPassword, currentSessionId }: { token: string; newPassword: string; currentSessionId?: string },
): Promise<{ userId: string; purpose: ResetLinkPurpose }> {
  const passwordHash = await hashPassword(newPassword);
  const tokenHash = digest(token);
  return db.transaction(async (tx) => {
    const row = await lockUsableToken(tx, tokenHash);
    if (!row) throw new AppError("BAD_REQUEST", ACCOUNT_MESSAGES.resetLinkInvalid);
    await setPasswordHash(tx, row.userId, passwordHash);
    await useResetTokensOf(tx, row.userId);
    await endSessionsOf(tx, { userIds: [row.userId], exceptSid: currentSessionId });
    return { userId: row.userId, purpose: row.purpose };
  });
}

/** The valid token with this hash, locked after its address, unless the address signs in to another account. */
async function lockUsableToken(tx: Executor, tokenHash: string) {
  const address = await findResetTokenAddress(tx, tokenHash);
  if (address === undefined) return undefined;
  await lockAddress(tx, address);
  const row = await lockValidResetToken(tx, tokenHash);
  const holder = row && (await findAddressHolder(tx, address));
  return row && (!holder || holder.id === row.userId) ? row : undefined;
}
