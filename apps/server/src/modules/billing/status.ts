import { and, desc, eq, inArray } from "drizzle-orm";
import type { PaymentIssueReason, PaymentStatusDto } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { payments, users } from "../../db/schema";
import { publicUserColumns, type PublicUser } from "../users/repo";

type Account = Pick<
  PublicUser,
  | "id"
  | "role"
  | "subscriptionStatus"
  | "subscriptionTier"
  | "currentPeriodEnd"
  | "trialEndsAt"
  | "currentMaxPaid"
  | "totalAmountPaid"
  | "lastPaymentDate"
>;
type Issue = { id: number; amount: number; status: "failed" | "requires_action" } | null;

/**
 * Whether an account may use the product now, and if not why (accounts §4, §8). Pure, so the rule is
 * tested with a fixed clock: active and trialing are fine; canceled keeps access to the period end;
 * past_due shows the failed (or unconfirmed) payment; inactive and incomplete need a new payment.
 */
export function evaluatePaymentStatus(account: Account, issue: Issue, now: Date): PaymentStatusDto {
  const base = {
    subscriptionStatus: account.subscriptionStatus,
    subscriptionTier: account.subscriptionTier,
    currentMaxPaid: account.currentMaxPaid,
    totalAmountPaid: account.totalAmountPaid,
    lastPaymentDate: account.lastPaymentDate?.toISOString() ?? null,
  };
  const ok = (canReactivate = false): PaymentStatusDto => ({
    ...base,
    paymentValid: true,
    needsPaywall: false,
    canReactivate,
    invoiceId: null,
    reason: null,
    amount: null,
  });
  const blocked = (reason: PaymentIssueReason, canReactivate = false): PaymentStatusDto => ({
    ...base,
    paymentValid: false,
    needsPaywall: true,
    canReactivate,
    invoiceId: issue?.id ?? null,
    reason,
    amount: issue?.amount ?? null,
  });
  if (account.role === "admin" || account.role === "demo") return ok();
  const periodOpen = account.currentPeriodEnd !== null && account.currentPeriodEnd.getTime() > now.getTime();
  switch (account.subscriptionStatus) {
    case "active":
      return ok();
    case "trialing":
      return !account.trialEndsAt || account.trialEndsAt.getTime() > now.getTime()
        ? ok()
        : blocked("no_payment_method");
    case "canceled":
      return periodOpen ? ok(true) : blocked("subscription_inactive", true);
    case "past_due":
      return blocked(issue?.status === "requires_action" ? "requires_action" : issue ? "payment_failed" : "other");
    case "incomplete":
      return blocked(issue ? "payment_failed" : "no_payment_method");
    default:
      return blocked("subscription_inactive");
  }
}

/** GET /api/payment/status: managers are judged by the subscription of the owner who created them. */
export async function getPaymentStatus(db: Database, user: PublicUser, now = new Date()): Promise<PaymentStatusDto> {
  let account: Account = user;
  if (user.role === "manager" && user.createdBy) {
    const [owner] = await db.select(publicUserColumns).from(users).where(eq(users.id, user.createdBy));
    if (owner) account = owner;
  }
  const [latest] = await db
    .select({ id: payments.id, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(and(eq(payments.userId, account.id), inArray(payments.status, ["failed", "requires_action", "succeeded"])))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const issue = latest && latest.status !== "succeeded" ? (latest as NonNullable<Issue>) : null;
  return evaluatePaymentStatus(account, issue, now);
}
