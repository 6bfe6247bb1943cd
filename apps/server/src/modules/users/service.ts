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
import { AppError, notFound } from "../../lib/errors";
import { type PageQuery, decodeCursor, pageOf } from "../../lib/pagination";
import { type Actor } from "../access/scope";
import { logActivity } from "../activity/repo";
import { deleteResetTokensOf, endSessionsOf } from "../auth/repo";
import type { Mailer } from "../email/mailer";
import { assignManagerInTransaction } from "../properties/service";
import { sendInvitation, sendManagerReset } from "./invitation";
import * as repo from "./repo";
import { type ManagedUser, type PublicUser, conflictOnDuplicateEmail } from "./repo";

function assertOwnerLike(user: Actor) {
  if (!can(user.role, "managers.manage")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
}

/** GET /api/users: the manager accounts this owner created — never anyone else's users. */
export async function listManagedUsers(db: Database, user: Actor, query: PageQuery) {
  assertOwnerLike(user);
  const after = query.cursor ? decodeCursor(query.cursor, userCursor) : undefined;
  const rows = await repo.listManagers(db, { owner: user, limit: query.limit + 1, after });
  const page = pageOf(rows, query.limit, (row) => [row.sortFirst, row.sortLast, row.id]);
  return { ...page, items: page.items.map(({ sortFirst: _first, sortLast: _last, ...manager }) => manager) };
}

const userCursor = z.tuple([z.string().max(255), z.string().max(255), z.string().max(36)]);

/**
 * Refuses an address the owner already gave another of their managers: their own managers are theirs to know.
 * Anyone else's account or invitation at the address is not looked at here (issue 34: no account discovery).
 * The address lock makes two saves of one address at once see each other (an invitation holds no unique index).
 */
async function assertNotOwnManagerAddress(
  tx: Executor,
  { owner, email, exceptId }: { owner: Actor; email: string; exceptId?: string },
) {
  await repo.lockAddress(tx, email);
  if (await repo.isOwnManagerAddress(tx, { owner, email, exceptId })) {
    throw new AppError("CONFLICT", ACCOUNT_MESSAGES.emailTaken);
  }
}

/** Who creates a manager, whom, and where links in the invitation point. */
export interface CreateManagerInput {
  owner: PublicUser;
  body: z.output<typeof createManagerBodySchema>;
  origin: string;
}

/**
 * Creates a manager account without a password, optionally assigned to one of the owner's properties
 * (within the plan), and invites them to set a password: the invitation is written to the outbox in the same
 * transaction, so the account and its invitation exist together, and its delivery is the outbox's to retry.
 * A demo account's invitation is not emailed: its link comes back in the answer (see `sendInvitation`).
 * An address that signs in to another account gets the same manager row and answer (an invitation holds no
 * address), and the email tells that account's holder instead of inviting them (issue 34, see `sendInvitation`).
 */
export async function createManager(
  db: Database,
  mailer: Mailer,
  { owner, body, origin }: CreateManagerInput,
): Promise<ManagedUser & ManagerInvitationDto> {
  assertOwnerLike(owner);
  return db.transaction(async (tx) => {
    await assertNotOwnManagerAddress(tx, { owner, email: body.email });
    const manager = await repo
      .insertManager(tx, { email: body.email, firstName: body.firstName, lastName: body.lastName, createdBy: owner.id })
      .catch(conflictOnDuplicateEmail(ACCOUNT_MESSAGES.emailTaken));
    if (body.propertyId !== null) {
      await assignManagerInTransaction(tx, owner, { propertyId: body.propertyId, managerId: manager.id });
    }
    await logActivity(tx, {
      type: "user_created",
      details: `Manager account created for ${manager.email}`,
      userId: owner.id,
      ownerId: owner.id,
    });
    return { ...manager, ...(await sendInvitation(tx, mailer, { inviter: owner, manager, origin })) };
  });
}

/**
 * Updates a manager's name and email. A new email must be proven by whoever holds it, so the account
 * then waits for a new invitation: its password, sessions and unused links go (issue 16.2: otherwise an
 * owner could give an accepted sign-in any address, and that address could not buy its own plan).
 */
export async function updateManager(
  db: Database,
  owner: Actor,
  { id, body }: { id: string; body: z.output<typeof updateManagerBodySchema> },
) {
  assertOwnerLike(owner);
  return db.transaction(async (tx) => {
    const currentEmail = await repo.lockOwnManagerEmail(tx, owner, id);
    if (currentEmail === undefined) throw notFound("Manager");
    await assertNotOwnManagerAddress(tx, { owner, email: body.email, exceptId: id });
    const moved = currentEmail.toLowerCase() !== body.email.toLowerCase();
    const row = await repo
      .updateOwnManager(tx, owner, { id, values: { ...body, ...(moved ? { passwordHash: null } : {}) } })
      .catch(conflictOnDuplicateEmail(ACCOUNT_MESSAGES.emailTaken));
    if (moved) {
      await endSessionsOf(tx, { userIds: [id] });
      await deleteResetTokensOf(tx, id);
    }
    return row;
  });
}

/** Deletes a manager account; its assignments go with it, its requests stay (without a requester). */
export async function deleteManager(db: Database, owner: Actor, id: string) {
  assertOwnerLike(owner);
  if (!(await repo.deleteOwnManager(db, owner, id))) throw notFound("Manager");
}

/**
 * The owner's own manager, for resend-invite (whose per-recipient limit needs the manager's email before
 * anything is sent); anyone else's, or a missing one, is a 404.
 */
export async function findOwnManager(db: Database, owner: Actor, id: string): Promise<ManagedUser> {
  assertOwnerLike(owner);
  const manager = await repo.findOwnManager(db, owner, id);
  if (!manager) throw notFound("Manager");
  return manager;
}

/**
 * The settings' "Reset Password" for a manager: a fresh invitation while they have never set a password, a one-hour
 * reset link once they have (issue 36: it sent the invitation text to long-standing managers); queued in the outbox.
 */
export async function resendInvite(
  db: Database,
  mailer: Mailer,
  input: { owner: PublicUser; manager: ManagedUser; origin: string },
): Promise<ResendInviteDto> {
  const { owner, manager, origin } = input;
  const { invitationLink, invitationLinkPurpose } = await db.transaction(async (tx) => {
    const send = (await repo.hasPassword(tx, manager.id)) ? sendManagerReset : sendInvitation;
    const sent = await send(tx, mailer, { inviter: owner, manager, origin });
    // Past the address's daily cap nothing was written: say so rather than claim a link is on its way.
    if (!sent.invitationSent && !sent.invitationLink)
      throw new AppError("RATE_LIMITED", ACCOUNT_MESSAGES.tooManyInvitations);
    return sent;
  });
  return { success: true, email: manager.email, ...(invitationLink ? { invitationLink, invitationLinkPurpose } : {}) };
}
