import type { Mailer } from "../email/mailer";

/** Where billing's emails (dunning, receipts) are written and what their links start with: configuration only. */
export interface BillingNotices {
  mailer: Mailer;
  linkOrigin: string;
}
