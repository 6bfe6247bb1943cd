import { PLANS, formatCents, formatDayUtc, type Tier } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import type { BillingNotices } from "../notices";
import { greeting, plainName } from "../../email/text";

interface Recipient {
  email: string;
  firstName: string | null;
}

/** The owner's page that offers Retry Payment and Update Payment Method. */
const payLink = (origin: string) => `${origin}/?payment=due`;

interface Failure {
  tier: Tier;
  amount: number;
  failureReason: string | null;
  nextRetryAt: Date | null;
  suspendsAt: Date;
}

function failureLines(origin: string, failure: Failure): string[] {
  return [
    `Amount: ${formatCents(failure.amount)} for the ${PLANS[failure.tier].name} plan.`,
    ...(failure.failureReason ? [`The bank's answer: ${plainName(failure.failureReason)}.`] : []),
    "",
    "To pay now, sign in and choose Retry Payment, or Update Payment Method to use another card:",
    payLink(origin),
    "",
    failure.nextRetryAt
      ? `If nothing changes, we will try the saved card again on ${formatDayUtc(failure.nextRetryAt)}.`
      : "We will not try the saved card again by ourselves.",
    `Your managers keep working until ${formatDayUtc(failure.suspendsAt)}; if the payment is still due then, ` +
      "their access is suspended until it is paid.",
  ];
}

/** A failed charge's email: its subject and what happened, then what is due and how to pay it (failureLines). */
function failedChargeEmail(
  owner: Recipient,
  { origin, failure }: { origin: string; failure: Failure },
  { subject, happened }: { subject: string; happened: string },
) {
  return {
    to: owner.email,
    subject,
    text: [greeting(owner.firstName), "", happened, ...failureLines(origin, failure)].join("\n"),
  };
}

/** At once, when a renewal's charge fails (issue 36: the owner hears of it before anyone is locked out). */
export function renewalFailedEmail(owner: Recipient, charge: { origin: string; failure: Failure }) {
  return failedChargeEmail(owner, charge, {
    subject: "Your Stockroom payment failed",
    happened: "We could not renew your Stockroom subscription: the charge to your saved card did not go through.",
  });
}

/** After each automatic retry that failed. */
export function retryFailedEmail(owner: Recipient, charge: { origin: string; failure: Failure }) {
  return failedChargeEmail(owner, charge, {
    subject: "Your Stockroom payment is still due",
    happened:
      "We tried your saved card again today for your Stockroom subscription, and the charge did not go through.",
  });
}

/** After an automatic retry paid the renewal. */
export function retryPaidEmail(owner: Recipient, { amount, tier }: { amount: number; tier: Tier }) {
  return {
    to: owner.email,
    subject: "Your Stockroom payment went through",
    text: [
      greeting(owner.firstName),
      "",
      `We tried your saved card again and the payment of ${formatCents(amount)} for the ${PLANS[tier].name} plan ` +
        "went through. Your subscription is active, and nothing more is needed.",
    ].join("\n"),
  };
}

/** When the grace ends unpaid: the owner, and each manager once (they are told only now, issue 36). */
export function suspendedOwnerEmail(owner: Recipient, { origin, amount }: { origin: string; amount: number | null }) {
  return {
    to: owner.email,
    subject: "Your team's Stockroom access is suspended",
    text: [
      greeting(owner.firstName),
      "",
      `Your Stockroom payment${amount === null ? "" : ` of ${formatCents(amount)}`} is still due, so you and your ` +
        "managers can no longer use Stockroom. Nothing has been deleted.",
      "",
      "Pay now to give everyone access again at once:",
      payLink(origin),
    ].join("\n"),
  };
}

export function suspendedManagerEmail(manager: Recipient, { ownerName }: { ownerName: string }) {
  return {
    to: manager.email,
    subject: "Your Stockroom access is paused",
    text: [
      greeting(manager.firstName),
      "",
      `The Stockroom subscription of ${plainName(ownerName) || "your hotel group"} has a payment due, so Stockroom ` +
        "is paused for your account until it is paid. Nothing you entered has been lost.",
      "",
      "Please ask them to update their payment; you can sign in again as soon as they have.",
    ].join("\n"),
  };
}

/** Writes one dunning email to the outbox in the caller's transaction. */
export async function queueDunningMail(
  tx: Executor,
  notices: BillingNotices | undefined,
  email: { to: string; subject: string; text: string },
) {
  if (notices) await notices.mailer.queue(tx, email);
}
