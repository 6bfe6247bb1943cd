import type { Weekday } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import type { Mailer } from "../email/mailer";
import { type DigestData, formatDigest } from "./format";
import {
  type ClaimRule,
  claimDigest,
  listDueOwners,
  markDigestFailed,
  markDigestSent,
  selectApprovedSpend,
  selectLowItems,
  selectPendingRequests,
  selectSlowestApprovals,
} from "./repo";
import { digestMoment } from "./schedule";

/** Owners handled per run; a run a minute later takes the rest. */
const BATCH = 100;
/**
 * An unsent claim older than this is taken again (decision 136): its send failed, or its instance died.
 * Longer than any send can take (nodemailer gives up on a silent server after 10 minutes).
 */
export const DIGEST_RETRY_AFTER_MS = 30 * 60 * 1000;
/** Attempts per owner and week, the first included; after the last the week's digest is given up. */
export const DIGEST_MAX_ATTEMPTS = 3;

export interface DigestOwner {
  id: string;
  firstName: string | null;
}

/** One owner's digest data for the period ending at `to`: four statements, each scoped by the owner. */
export async function gatherDigest(
  db: Executor,
  owner: DigestOwner,
  { day, from, to }: { day: Weekday; from: Date; to: Date },
): Promise<DigestData> {
  const period = { ownerId: owner.id, from, to };
  const [lowItems, pending, spend, slowestApprovals] = await Promise.all([
    selectLowItems(db, owner.id),
    selectPendingRequests(db, owner.id),
    selectApprovedSpend(db, period),
    selectSlowestApprovals(db, period),
  ]);
  return { firstName: owner.firstName, day, from, to, lowItems, pending, spend, slowestApprovals };
}

export interface DigestRunOptions {
  /** The digest is written to the outbox with its claim marked sent, in one transaction; delivery is the outbox's. */
  mailer: Mailer;
  /** The configured origin the email's links start with. */
  appUrl: string;
  now: Date;
}

export interface DigestRunOutcome {
  sent: number;
  failed: number;
}

/**
 * Sends the digests due at `now` (decisions 135–136): on each owner's chosen UTC day, from 07:00 UTC, once
 * per week. Each digest is claimed in digest_runs before it is gathered and sent, so any number of
 * instances may run this at once and each owner still gets one email; a failed send stays claimed, is
 * recorded, and is retried by a later run after DIGEST_RETRY_AFTER_MS, at most DIGEST_MAX_ATTEMPTS times.
 */
export async function runDigestJobs(
  db: Database,
  { mailer, appUrl, now }: DigestRunOptions,
): Promise<DigestRunOutcome> {
  const outcome = { sent: 0, failed: 0 };
  const moment = digestMoment(now);
  if (!moment.open) return outcome;
  const rule: ClaimRule = {
    weekStart: moment.weekStart,
    staleBefore: new Date(now.getTime() - DIGEST_RETRY_AFTER_MS),
    maxAttempts: DIGEST_MAX_ATTEMPTS,
  };
  for (const owner of await listDueOwners(db, { ...rule, day: moment.day, limit: BATCH })) {
    if (!(await claimDigest(db, { ...rule, ownerId: owner.id, now }))) continue;
    const key = { ownerId: owner.id, weekStart: moment.weekStart };
    try {
      const data = await gatherDigest(db, owner, { day: moment.day, from: moment.from, to: now });
      await db.transaction(async (tx) => {
        await mailer.queue(tx, { to: owner.email, ...formatDigest(data, { appUrl }) });
        await markDigestSent(tx, { ...key, now });
      });
      outcome.sent++;
    } catch (error) {
      await markDigestFailed(db, { ...key, error: error instanceof Error ? error.message : String(error) });
      outcome.failed++;
    }
  }
  return outcome;
}
