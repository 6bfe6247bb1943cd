import { ACCOUNT_MESSAGES, type ResetLinkStatus, type resetPasswordResponseSchema } from "@stockroom/shared";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { Mailer } from "../email/mailer";
import { inviterName, sendInvitation } from "../users/invitation";
import { activePropertiesOfManager, findAddressHolder, findCreatorId } from "../users/repo";
import { mayMailResetLink, resetPassword, sendResetLink } from "./password-reset";
import { findResetToken, type ResetTokenRow } from "./repo";
import { digest } from "./reset-token";

/*
 * What a set-password link's page says before anything is typed (issue 36): whose link it is, what it is for, and
 * for a used or expired one, a new link to the same address. Only whoever holds the link (it came by email, 256
 * random bits) learns the address it was sent to.
 */

const UNKNOWN: ResetLinkStatus = {
  status: "unknown",
  purpose: null,
  email: null,
  inviter: null,
  properties: [],
  canRenew: false,
};

/** The link's state, its account's address, and for an invitation who sent it and for which properties. */
export async function resetLinkStatus(db: Database, token: string): Promise<ResetLinkStatus> {
  return db.transaction(async (tx) => {
    const row = await findResetToken(tx, digest(token));
    if (!row || (await addressTakenSince(tx, row))) return UNKNOWN;
    const status = row.used ? "used" : row.expired ? "expired" : "valid";
    const invitation = row.purpose === "invitation";
    return {
      status,
      purpose: row.purpose,
      email: row.email,
      inviter: invitation ? inviterName({ firstName: row.creatorFirstName, lastName: row.creatorLastName }) : null,
      properties: invitation
        ? (await activePropertiesOfManager(tx, { managerId: row.userId, ownerId: row.creatorId })).map(
            (property) => property.name,
          )
        : [],
      canRenew: status !== "valid" && mayMailResetLink(row),
    };
  });
}

/**
 * Sets the password from a link. An accepted invitation signs its manager in (the caller starts the session) and
 * lands them on their first property; a reset leaves the browser as it was, as the spec has it.
 */
export async function setPasswordFromLink(
  db: Database,
  input: { token: string; newPassword: string; currentSessionId?: string },
): Promise<{ signInAs: string | null; answer: z.output<typeof resetPasswordResponseSchema> }> {
  const { userId, purpose } = await resetPassword(db, input);
  if (purpose !== "invitation") {
    const answer = {
      success: true as const,
      message: ACCOUNT_MESSAGES.passwordReset,
      signedIn: false,
      propertyId: null,
    };
    return { signInAs: null, answer };
  }
  const ownerId = await findCreatorId(db, userId);
  const [first] = await activePropertiesOfManager(db, { managerId: userId, ownerId });
  const message = ACCOUNT_MESSAGES.invitationAccepted;
  return { signInAs: userId, answer: { success: true, message, signedIn: true, propertyId: first?.id ?? null } };
}

/**
 * Writes a new link to the address of a known link, used or expired: an invitation while the manager has never set a
 * password, a one-hour reset otherwise. Within the address's daily caps (MAIL_LIMITS), behind the route's own limit;
 * past them nothing is written and the answer says so. A demo account's manager is sent to whoever invited them.
 */
export async function renewResetLink(
  db: Database,
  mailer: Mailer,
  { token, origin }: { token: string; origin: string },
): Promise<{ success: true; message: string; email: string }> {
  return db.transaction(async (tx) => {
    const row = await findResetToken(tx, digest(token));
    if (!row || (await addressTakenSince(tx, row)))
      throw new AppError("BAD_REQUEST", ACCOUNT_MESSAGES.resetLinkInvalid);
    if (!mayMailResetLink(row)) throw new AppError("BAD_REQUEST", ACCOUNT_MESSAGES.newLinkFromInviter);
    const sent = await sendNewLink(tx, mailer, { row, origin });
    if (!sent) throw new AppError("RATE_LIMITED", ACCOUNT_MESSAGES.tooManyNewLinks);
    return { success: true as const, message: ACCOUNT_MESSAGES.newLinkSent, email: row.email };
  });
}

async function sendNewLink(tx: Executor, mailer: Mailer, { row, origin }: { row: ResetTokenRow; origin: string }) {
  const user = { ...row, id: row.userId };
  if (row.hasPassword || row.role !== "manager") return sendResetLink(tx, mailer, { user, origin });
  const inviter = {
    id: row.creatorId,
    firstName: row.creatorFirstName,
    lastName: row.creatorLastName,
    role: row.creatorRole ?? "owner",
  };
  return (await sendInvitation(tx, mailer, { inviter, manager: user, origin })).invitationSent;
}

/**
 * An invitation's address that signs in to another account since (a checkout was paid for it): the link can no
 * longer be used, and says nothing about the address's new holder.
 */
async function addressTakenSince(tx: Executor, row: ResetTokenRow): Promise<boolean> {
  if (row.hasPassword) return false;
  const holder = await findAddressHolder(tx, row.email);
  return holder !== undefined && holder.id !== row.userId;
}
