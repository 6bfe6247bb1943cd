import crypto from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ACCOUNT_MESSAGES, TIMINGS } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { passwordResetTokens, sessions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import type { Mailer } from "../email/mailer";
import { plainName } from "../email/text";

function digest(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Makes a single-use link valid for one hour; only its SHA-256 is stored. */
export async function issueResetLink(db: Executor, userId: string, origin: string, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + TIMINGS.passwordResetTtlMs),
  });
  return `${origin}/reset-password?token=${token}`;
}

const creators = alias(users, "creators");

/**
 * Emails a reset link when the address has an account. Says nothing either way (no account
 * enumeration): callers always answer OK, and a mail failure is only logged. A manager a demo account
 * made gets no email either: a demo emails no one but itself, and its managers' links are shown to it
 * in the app (issue 16.2: otherwise anyone could make the app mail that address, name and all).
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  { email, origin }: { email: string; origin: string },
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, creatorRole: creators.role })
    .from(users)
    .leftJoin(creators, eq(creators.id, users.createdBy))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!user || user.creatorRole === "demo") return;
  const link = await issueResetLink(db, user.id, origin);
  const greeting = plainName(user.firstName);
  await mailer.send({
    to: user.email,
    subject: "Reset your Stockroom password",
    text: [
      `Hello${greeting ? ` ${greeting}` : ""},`,
      "",
      "We received a request to reset your Stockroom password. Open this link to choose a new one:",
      link,
      "",
      "The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.",
    ].join("\n"),
  });
}

/**
 * Sets a new password from a reset token: the token is consumed (with every other outstanding one of
 * the user) and the user's other sessions end, all in one transaction.
 */
export async function resetPassword(
  db: Database,
  { token, newPassword, currentSessionId }: { token: string; newPassword: string; currentSessionId?: string },
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, digest(token)),
          isNull(passwordResetTokens.usedAt),
          sql`${passwordResetTokens.expiresAt} > now()`,
        ),
      )
      .for("update");
    if (!row) throw new AppError("BAD_REQUEST", ACCOUNT_MESSAGES.resetLinkInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    const sameUser = sql`${sessions.sess} ->> 'userId' = ${row.userId}`;
    await tx.delete(sessions).where(currentSessionId ? and(sameUser, ne(sessions.sid, currentSessionId)) : sameUser);
  });
}
