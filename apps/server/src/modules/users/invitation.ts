import type { ManagerInvitationDto, Role } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { issueResetLink } from "../auth/reset-token";
import { MAIL_LIMITS, queueWithinLimit } from "../email/limits";
import type { Mailer } from "../email/mailer";
import { greeting, plainLabel, plainName } from "../email/text";
import * as repo from "./repo";

/** Who sends the link (the manager's owner), to whom, and where its link points. */
export interface ManagerLinkInput {
  /** The owner whose properties the invitation names (null when the inviter is gone: it names none). */
  inviter: { id: string | null; firstName: string | null; lastName: string | null; role: Role };
  manager: { id: string; email: string; firstName: string | null };
  origin: string;
}

/** The inviter as an email names them: plain words only (`plainName`), so the email's only link is ours. */
export function inviterName(inviter: { firstName: string | null; lastName: string | null }): string {
  return plainName([inviter.firstName, inviter.lastName].filter(Boolean).join(" ")) || "Your hotel group";
}

/**
 * Issues a 7-day invitation link and writes the invitation in the caller's transaction, except for a demo account:
 * anyone can open one without proving an address, so it emails no one but itself (issue 16: a demo account invited a
 * stranger and resent the invitation 20 times). Its owner gets the link instead, to open or pass on themselves. The
 * email names the inviter, the properties and the address to sign in with (issue 36), each reduced to plain words.
 * `invitationSent` means written for delivery: the outbox hands it to SMTP and retries until it can.
 *
 * When the address signs in to another account, its holder gets a notice instead of the link (which could not
 * be used: the address is theirs), through the same statements, so the caller cannot tell (issue 34). Both kinds
 * count against MAIL_LIMITS.invitation per address, behind the routes' hourly limits.
 */
export async function sendInvitation(
  tx: Executor,
  mailer: Mailer,
  { inviter, manager, origin }: ManagerLinkInput,
): Promise<ManagerInvitationDto> {
  const link = await issueResetLink(tx, { userId: manager.id, origin, purpose: "invitation" });
  if (inviter.role === "demo")
    return { invitationSent: false, invitationLink: link, invitationLinkPurpose: "invitation" };
  const name = inviterName(inviter);
  const holder = await repo.findAddressHolder(tx, manager.email);
  const properties = (await repo.activePropertiesOfManager(tx, { managerId: manager.id, ownerId: inviter.id })).map(
    (property) => property.name,
  );
  const email = holder
    ? addressInUseNotice(holder, name)
    : invitationEmail(manager, { inviter: name, link, properties });
  // False past the address's daily cap: nothing was written, and the answer must not say it was.
  return { invitationSent: await queueWithinLimit(tx, mailer, { email, limit: MAIL_LIMITS.invitation }) };
}

/**
 * The owner's "Reset Password" for a manager who has accepted their invitation: a one-hour reset link that says who
 * asked for it, not a second invitation (issue 36). A demo account's manager gets no email, as above.
 */
export async function sendManagerReset(
  tx: Executor,
  mailer: Mailer,
  { inviter, manager, origin }: ManagerLinkInput,
): Promise<ManagerInvitationDto> {
  const link = await issueResetLink(tx, { userId: manager.id, origin, purpose: "reset" });
  if (inviter.role === "demo") return { invitationSent: false, invitationLink: link, invitationLinkPurpose: "reset" };
  const email = managerResetEmail(manager, { inviter: inviterName(inviter), link });
  return { invitationSent: await queueWithinLimit(tx, mailer, { email, limit: MAIL_LIMITS.passwordReset }) };
}

/** "The Grand", "The Grand and Harbor View", "A, B and C". */
function listed(names: string[]): string {
  const plain = names.map(plainLabel).filter(Boolean);
  return plain.length <= 1 ? (plain[0] ?? "") : `${plain.slice(0, -1).join(", ")} and ${plain.at(-1)}`;
}

function invitationEmail(
  manager: { email: string; firstName: string | null },
  { inviter, link, properties }: { inviter: string; link: string; properties: string[] },
) {
  const where = properties.length > 0 ? listed(properties) : null;
  return {
    to: manager.email,
    // Nothing typed by the owner in the subject, which mail lists show beside the sender.
    subject: "Your Stockroom account",
    text: [
      greeting(manager.firstName),
      "",
      where
        ? `${inviter} has given you a Stockroom account to manage the supplies of ${where}.`
        : `${inviter} has given you a Stockroom account to manage hotel supplies.`,
      `You sign in with this email address: ${manager.email}`,
      "",
      "Choose your password here, and you are signed in:",
      link,
      "",
      "The link works once and expires in 7 days. If it has expired, open it anyway to have a new one sent.",
    ].join("\n"),
  };
}

function managerResetEmail(manager: { email: string; firstName: string | null }, { inviter, link }: InviteText) {
  return {
    to: manager.email,
    subject: "Reset your Stockroom password",
    text: [
      greeting(manager.firstName),
      "",
      `${inviter} asked Stockroom to send you a link to choose a new password. Open this link to choose one:`,
      link,
      "",
      `You sign in with this email address: ${manager.email}`,
      "The link works once and expires in 1 hour. Your current password works until you choose a new one.",
    ].join("\n"),
  };
}

interface InviteText {
  inviter: string;
  link: string;
}

/** Tells an address's account that someone tried to add the address as their manager; it holds no link. */
function addressInUseNotice(holder: repo.AddressHolder, inviter: string) {
  return {
    to: holder.email,
    subject: "Your Stockroom account",
    text: [
      greeting(holder.firstName),
      "",
      `${inviter} tried to add this email address as a manager of their hotel group on Stockroom. It already signs ` +
        "in to a Stockroom account, and one address signs in to one account, so nothing was made and nothing in " +
        "your account has changed.",
      "",
      "If you want to join their team, ask them to add another email address of yours. Otherwise you can ignore " +
        "this email.",
    ].join("\n"),
  };
}
