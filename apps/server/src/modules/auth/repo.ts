import { and, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ResetLinkPurpose } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { passwordResetTokens, sessions, users } from "../../db/schema";

// The session store's statements (plugins/session.ts). Its read, with the user, is the prepared
// findSessionUser in users/repo.ts.

/** Writes the session row, or replaces the data and expiry of the row with this id. */
export async function saveSession(db: Executor, row: { sid: string; sess: Record<string, unknown>; expire: Date }) {
  await db
    .insert(sessions)
    .values(row)
    .onConflictDoUpdate({ target: sessions.sid, set: { sess: row.sess, expire: row.expire } });
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Deletes the sessions that expired before `now`; answers how many went. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return gone.length;
}

/** Signs these users out everywhere, except in the session `exceptSid` when given. */
export async function endSessionsOf(db: Executor, { userIds, exceptSid }: { userIds: string[]; exceptSid?: string }) {
  const ofUsers = inArray(sql`${sessions.sess} ->> 'userId'`, userIds);
  await db.delete(sessions).where(exceptSid ? and(ofUsers, ne(sessions.sid, exceptSid)) : ofUsers);
}

// Password reset links: only the SHA-256 of a token is stored.

export async function insertResetToken(
  db: Executor,
  token: { userId: string; tokenHash: string; purpose: ResetLinkPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** The address of the user an unused, unexpired token with this hash belongs to; not locked. */
export async function findResetTokenAddress(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    );
  return row?.email;
}

/** The unused, unexpired token with this hash, locked until the transaction ends. */
export async function lockValidResetToken(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, purpose: passwordResetTokens.purpose })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .for("update");
  return row;
}

/** Marks every outstanding token of the user used. */
export async function useResetTokensOf(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteResetTokensOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

const creators = alias(users, "creators");

/**
 * The token with this hash, used or expired or not, with the account it belongs to and who created that account:
 * what the set-password page says about its link before anything is typed.
 */
export async function findResetToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      purpose: passwordResetTokens.purpose,
      used: sql<boolean>`${passwordResetTokens.usedAt} IS NOT NULL`,
      expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
      emailVerifiedAt: users.emailVerifiedAt,
      creatorId: creators.id,
      creatorRole: creators.role,
      creatorFirstName: creators.firstName,
      creatorLastName: creators.lastName,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .leftJoin(creators, eq(creators.id, users.createdBy))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}
export type ResetTokenRow = NonNullable<Awaited<ReturnType<typeof findResetToken>>>;

/**
 * The account with this email (ignoring case) and the role of whoever created it, for a reset email: the one that
 * signs in with it, else the newest invitation to it (whose link then accepts it).
 */
export async function findResetRecipient(db: Executor, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      creatorRole: creators.role,
    })
    .from(users)
    .leftJoin(creators, eq(creators.id, users.createdBy))
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        // An unpaid checkout's row is nobody's account yet.
        sql`(${users.passwordHash} IS NOT NULL OR ${users.role} = 'manager')`,
      ),
    )
    .orderBy(sql`${users.passwordHash} IS NULL`, desc(users.createdAt))
    .limit(1);
  return user;
}
