import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  can,
  type ManagerInvitationDto,
  type ResendInviteDto,
  type createManagerBodySchema,
  type updateManagerBodySchema,
} from "@stockroom/shared";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { type UserRow, passwordResetTokens, sessions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { type PageQuery, decodeCursor, pageOf } from "../../lib/pagination";
import { type Actor, notFound } from "../access/scope";
import { logActivity } from "../activity/repo";
import { issueResetLink } from "../auth/password-reset";
import type { Mailer } from "../email/mailer";
import { plainName } from "../email/text";
import { assignManagerInTransaction } from "../properties/service";
import { type PublicUser, conflictOnDuplicateEmail } from "./repo";

const managerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  createdAt: users.createdAt,
};
export type ManagedUser = Pick<UserRow, keyof typeof managerColumns>;

function assertOwnerLike(user: Actor) {
  if (!can(user.role, "managers.manage")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
}

/** Only managers the owner created; anyone else's account is indistinguishable from none. */
const ownManager = (owner: Actor, id: string) =>
  and(eq(users.id, id), eq(users.role, "manager"), eq(users.createdBy, owner.id), ne(users.id, owner.id));

/** GET /api/users: the manager accounts this owner created — never anyone else's users. */
export async function listManagedUsers(db: Database, user: Actor, query: PageQuery) {
  assertOwnerLike(user);
  // Names may be missing; the sort key treats a missing one as empty so the keyset stays total.
  const firstName = sql<string>`coalesce(${users.firstName}, '')`;
  const lastName = sql<string>`coalesce(${users.lastName}, '')`;
  const after = query.cursor ? decodeCursor(query.cursor, userCursor) : undefined;
  const rows = await db
    .select({ ...managerColumns, sortFirst: firstName, sortLast: lastName })
    .from(users)
    .where(
      and(
        eq(users.createdBy, user.id),
        eq(users.role, "manager"),
        ne(users.id, user.id),
        after ? sql`(${firstName}, ${lastName}, ${users.id}) > (${after[0]}, ${after[1]}, ${after[2]})` : undefined,
      ),
    )
    .orderBy(asc(firstName), asc(lastName), asc(users.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.sortFirst, row.sortLast, row.id]);
  return { ...page, items: page.items.map(({ sortFirst: _first, sortLast: _last, ...manager }) => manager) };
}

const userCursor = z.tuple([z.string().max(255), z.string().max(255), z.string().max(36)]);

async function assertEmailFree(tx: Executor, email: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined));
  if (taken) throw new AppError("CONFLICT", ACCOUNT_MESSAGES.emailTaken);
}

/**
 * Creates a manager account without a password, optionally assigned to one of the owner's properties
 * (within the plan), and invites them to set a password. The account stands even when the email fails
 * (invitationSent false); resend-invite can try again. A demo account's invitation is not emailed: its
 * link comes back in the answer (see `deliverInvitation`).
 */
export async function createManager(
  db: Database,
  mailer: Mailer,
  owner: PublicUser,
  body: z.output<typeof createManagerBodySchema>,
  origin: string,
): Promise<ManagedUser & ManagerInvitationDto> {
  assertOwnerLike(owner);
  const { manager, link } = await db.transaction(async (tx) => {
    await assertEmailFree(tx, body.email);
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: "manager",
        createdBy: owner.id,
        subscriptionStatus: "active",
      })
      .returning(managerColumns)
      .catch(conflictOnDuplicateEmail(ACCOUNT_MESSAGES.emailTaken));
    if (body.propertyId !== null) await assignManagerInTransaction(tx, owner, body.propertyId, created.id);
    await logActivity(tx, {
      type: "user_created",
      details: `Manager account created for ${created.email}`,
      userId: owner.id,
      ownerId: owner.id,
    });
    return { manager: created, link: await issueResetLink(tx, created.id, origin) };
  });
  const delivered = await deliverInvitation(mailer, owner, manager, link).catch(() => ({ invitationSent: false }));
  return { ...manager, ...delivered };
}

/**
 * Updates a manager's name and email. A new email must be proven by whoever holds it, so the account
 * then waits for a new invitation: its password, sessions and unused links go (issue 16.2: otherwise an
 * owner could give an accepted sign-in any address, and that address could not buy its own plan).
 */
export async function updateManager(
  db: Database,
  owner: Actor,
  id: string,
  body: z.output<typeof updateManagerBodySchema>,
) {
  assertOwnerLike(owner);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ email: users.email }).from(users).where(ownManager(owner, id)).for("update");
    if (!current) throw notFound("Manager");
    await assertEmailFree(tx, body.email, id);
    const moved = current.email.toLowerCase() !== body.email.toLowerCase();
    const [row] = await tx
      .update(users)
      .set({ ...body, ...(moved ? { passwordHash: null } : {}), updatedAt: new Date() })
      .where(ownManager(owner, id))
      .returning(managerColumns)
      .catch(conflictOnDuplicateEmail(ACCOUNT_MESSAGES.emailTaken));
    if (moved) {
      await tx.delete(sessions).where(sql`${sessions.sess} ->> 'userId' = ${id}`);
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    }
    return row;
  });
}

/** Deletes a manager account; its assignments go with it, its requests stay (without a requester). */
export async function deleteManager(db: Database, owner: Actor, id: string) {
  assertOwnerLike(owner);
  const deleted = await db.delete(users).where(ownManager(owner, id)).returning({ id: users.id });
  if (deleted.length === 0) throw notFound("Manager");
}

/**
 * The owner's own manager, for resend-invite (whose per-recipient limit needs the manager's email before
 * anything is sent); anyone else's, or a missing one, is a 404.
 */
export async function findOwnManager(db: Database, owner: Actor, id: string): Promise<ManagedUser> {
  assertOwnerLike(owner);
  const [manager] = await db.select(managerColumns).from(users).where(ownManager(owner, id));
  if (!manager) throw notFound("Manager");
  return manager;
}

/** A fresh link to set their password for the manager (the settings 'Reset Password'). */
export async function resendInvite(
  db: Database,
  mailer: Mailer,
  input: { owner: PublicUser; manager: ManagedUser; origin: string },
): Promise<ResendInviteDto> {
  const { owner, manager, origin } = input;
  const link = await issueResetLink(db, manager.id, origin);
  const { invitationLink } = await deliverInvitation(mailer, owner, manager, link);
  return { success: true, email: manager.email, ...(invitationLink ? { invitationLink } : {}) };
}

/**
 * Emails the invitation, except for a demo account: anyone can open one without proving an address, so
 * it emails no one but itself (issue 16: a demo account invited a stranger and resent the invitation 20
 * times). Its owner gets the link instead, to open or pass on themselves. The email holds no text the
 * owner typed except the two names, reduced to plain words (`plainName`), so its only link is ours.
 */
async function deliverInvitation(
  mailer: Mailer,
  owner: PublicUser,
  manager: { email: string; firstName: string | null },
  link: string,
): Promise<ManagerInvitationDto> {
  if (owner.role === "demo") return { invitationSent: false, invitationLink: link };
  const inviter = plainName([owner.firstName, owner.lastName].filter(Boolean).join(" ")) || "Your hotel group";
  const greeting = plainName(manager.firstName);
  await mailer.send({
    to: manager.email,
    subject: "Your Stockroom account",
    text: [
      `Hello${greeting ? ` ${greeting}` : ""},`,
      "",
      `${inviter} has given you a Stockroom account to manage hotel supplies. Choose your password here:`,
      link,
      "",
      "The link works once and expires in 1 hour; ask for a new one if it has expired.",
    ].join("\n"),
  });
  return { invitationSent: true };
}
