import type { BillingNotices } from "../notices";
import { DAY_MS, DUNNING, dunningRetriesDue, nextDunningRetry } from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { logSubscriptionChange } from "../../activity/repo";
import type { PaymentProvider } from "../provider/provider";
import { findLatestCharge } from "../repo/ledger";
import {
  type BillingAccount,
  listDunningAccounts,
  listManagersOf,
  lockAccount,
  moveGraceStart,
  updateAccount,
} from "../repo/subscriptions";
import {
  queueDunningMail,
  renewalFailedEmail,
  retryFailedEmail,
  retryPaidEmail,
  suspendedManagerEmail,
  suspendedOwnerEmail,
} from "./dunning-mail";
import { retryOffSession } from "./retry";
import { ownerDisplayName } from "./status";

/*
 * Dunning (issue 36, decision 191): a renewal that fails makes the account past due with a grace of
 * DUNNING.graceDays, during which nobody is locked out; the owner is emailed at once and after each automatic
 * retry (DUNNING.retryDays); when the grace ends unpaid, the paywall closes and the owner and each manager are told,
 * once. Paying by any path ends it (restoreAccount empties the columns).
 */

const BATCH = 100;
const graceEnd = (since: Date) => new Date(since.getTime() + DUNNING.graceDays * DAY_MS);

/** The renewal's charge failed at `now`: past due, its grace started, and the owner told in the same transaction. */
export async function startDunning(
  tx: Executor,
  notices: BillingNotices | undefined,
  input: { account: BillingAccount; amount: number; failureReason: string | null; now: Date },
) {
  const { account, now } = input;
  await updateAccount(tx, account.id, {
    subscriptionStatus: "past_due",
    pastDueSince: now,
    dunningRetries: 0,
    suspensionNoticedAt: null,
    updatedAt: now,
  });
  const failure = {
    tier: account.subscriptionTier,
    amount: input.amount,
    failureReason: input.failureReason,
    nextRetryAt: nextDunningRetry(now, now),
    suspendsAt: graceEnd(now),
  };
  await queueDunningMail(tx, notices, renewalFailedEmail(account, { origin: notices?.linkOrigin ?? "", failure }));
}

/** The retries and suspension notices due at `now`, each account in its own transaction. */
export async function runDunning(
  db: Database,
  { provider, notices, now }: { provider: PaymentProvider; notices?: BillingNotices; now: Date },
) {
  let retriesPaid = 0;
  let suspended = 0;
  for (const candidate of await listDunningAccounts(db, BATCH)) {
    const since = candidate.pastDueSince!;
    const due = dunningRetriesDue(since, now);
    if (due > candidate.dunningRetries) {
      const outcome = await db.transaction((tx) => retryOnce(tx, { provider, notices, id: candidate.id, due, now }));
      if (outcome === "paid") {
        retriesPaid++;
        continue;
      }
    }
    if (graceEnd(since).getTime() <= now.getTime()) {
      if (await db.transaction((tx) => noticeSuspension(tx, { notices, id: candidate.id, now }))) suspended++;
    }
  }
  return { retriesPaid, suspended };
}

async function retryOnce(
  tx: Executor,
  input: { provider: PaymentProvider; notices?: BillingNotices; id: string; due: number; now: Date },
) {
  const { id, due, now, notices } = input;
  const issue = await findLatestCharge(tx, id);
  if (!issue || issue.status === "succeeded") return "not_due";
  const stillDue = (account: BillingAccount) =>
    account.subscriptionStatus === "past_due" && account.pastDueSince !== null && account.dunningRetries < due;
  const outcome = await retryOffSession(tx, input.provider, {
    userId: id,
    invoiceId: issue.id,
    attempt: due,
    stillDue,
  });
  if (outcome === "not_due") return outcome;
  const account = (await lockAccount(tx, id))!;
  if (outcome === "paid") {
    await queueDunningMail(
      tx,
      notices,
      retryPaidEmail(account, { amount: issue.amount, tier: account.subscriptionTier }),
    );
    await logSubscriptionChange(tx, {
      ownerId: id,
      by: null,
      details: "Automatic payment retry succeeded",
    });
    return outcome;
  }
  await updateAccount(tx, id, { dunningRetries: due, updatedAt: now });
  const since = account.pastDueSince!;
  const failure = {
    tier: account.subscriptionTier,
    amount: issue.amount,
    failureReason: outcome === "no_card" ? "No payment method on file" : null,
    nextRetryAt: nextDunningRetry(since, now),
    suspendsAt: graceEnd(since),
  };
  await queueDunningMail(tx, notices, retryFailedEmail(account, { origin: notices?.linkOrigin ?? "", failure }));
  return outcome;
}

/** The grace is over unpaid: the paywall is now closed; the owner and each of their managers are told, once. */
async function noticeSuspension(
  tx: Executor,
  { notices, id, now }: { notices?: BillingNotices; id: string; now: Date },
) {
  const account = await lockAccount(tx, id);
  if (account?.subscriptionStatus !== "past_due" || !account.pastDueSince || account.suspensionNoticedAt) return false;
  if (graceEnd(account.pastDueSince).getTime() > now.getTime()) return false;
  await updateAccount(tx, id, { suspensionNoticedAt: now });
  const issue = await findLatestCharge(tx, id);
  const amount = issue && issue.status !== "succeeded" ? issue.amount : null;
  await queueDunningMail(tx, notices, suspendedOwnerEmail(account, { origin: notices?.linkOrigin ?? "", amount }));
  const ownerName = ownerDisplayName(account);
  for (const manager of await listManagersOf(tx, id)) {
    await queueDunningMail(tx, notices, suspendedManagerEmail(manager, { ownerName }));
  }
  await logSubscriptionChange(tx, {
    ownerId: id,
    by: null,
    details: "Payment still due after the grace period; access suspended",
  });
  return true;
}

/** The test hook's clock for the paywall: the grace of the owner at `email`, if any, made to have begun long enough ago. */
export async function endGrace(db: Database, email: string, now: Date): Promise<boolean> {
  return moveGraceStart(db, { email, to: new Date(now.getTime() - DUNNING.graceDays * DAY_MS - 1000) });
}
