import { type PaymentIssue, type PaymentStatusDto, evaluatePaymentStatus } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import type { PublicUser } from "../../users/repo";
import { findLatestCharge } from "../repo/ledger";
import { findPastDueSince, findPublicAccount } from "../repo/subscriptions";

/** The account's latest charge if it is unpaid (failed or awaiting confirmation); a success clears it. */
export async function latestPaymentIssue(db: Executor, accountId: string): Promise<PaymentIssue | null> {
  const latest = await findLatestCharge(db, accountId);
  return latest && latest.status !== "succeeded" ? (latest as PaymentIssue) : null;
}

/** How a manager's status names the owner they should contact. */
export function ownerDisplayName(owner: Pick<PublicUser, "firstName" | "lastName" | "email">): string {
  return [owner.firstName, owner.lastName].filter(Boolean).join(" ") || owner.email;
}

/**
 * GET /api/payment/status: managers are judged by the subscription of the owner who created them, and
 * learn that owner's name, since only the owner can pay.
 */
export async function getPaymentStatus(db: Executor, user: PublicUser, now = new Date()): Promise<PaymentStatusDto> {
  if (user.role === "manager" && user.createdBy) {
    const owner = await findPublicAccount(db, user.createdBy);
    if (owner) {
      const account = { ...owner, pastDueSince: await findPastDueSince(db, owner.id) };
      return {
        ...evaluatePaymentStatus(account, await latestPaymentIssue(db, owner.id), now),
        ownerName: ownerDisplayName(owner),
      };
    }
  }
  const account = { ...user, pastDueSince: await findPastDueSince(db, user.id) };
  return evaluatePaymentStatus(account, await latestPaymentIssue(db, user.id), now);
}
