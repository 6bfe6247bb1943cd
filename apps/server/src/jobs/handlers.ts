import type { Seller } from "../config";
import type { Database } from "../db/client";
import { runAlertJobs } from "../modules/alerts/jobs";
import { requestPasswordReset } from "../modules/auth/password-reset";
import { deleteExpiredSessions } from "../modules/auth/repo";
import {
  type PaymentProvider,
  noticeCheckoutAddress,
  removeAbandonedCheckouts,
  runDueSubscriptionJobs,
  sendReceipts,
} from "../modules/billing";
import { removeExpiredDemoSignups, removeStaleDemoAccounts } from "../modules/demo/cleanup";
import { mailDemoSignup } from "../modules/demo/confirmation";
import { runDigestJobs } from "../modules/digest/service";
import { createEmailDelivery } from "../modules/email/delivery";
import type { Mailer } from "../modules/email/mailer";
import { markOrderEmailed } from "../modules/purchase-orders/service";
import { cleanUpPhotos } from "../modules/uploads/cleanup";
import type { PhotoStore } from "../modules/uploads/photo-store";
import type { JobEngine, JobHandlers } from "./engine";

export interface JobDependencies {
  db: Database;
  jobs: JobEngine;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Where the photos are (disk or bucket), for the photo clean-up. */
  photos: PhotoStore;
  /** The configured origin every emailed link starts with (never a request's Host). */
  linkOrigin: string;
  /** Who the receipts name as the seller, and the tax they show. */
  seller: Seller;
  /** Unset keeps mail in the outbox (the development mailbox) until a start with it set. */
  smtpUrl?: string;
  mailFrom: string;
}

/**
 * What each queue's jobs do (decision 157): the one place where background work meets the modules that
 * define it. Answers the handlers and a `close` for the SMTP connection they hold.
 */
export function createJobHandlers(deps: JobDependencies): { handlers: JobHandlers; close(): void } {
  const { db, mailer, linkOrigin } = deps;
  const delivery = createEmailDelivery({
    db,
    jobs: deps.jobs,
    smtpUrl: deps.smtpUrl,
    from: deps.mailFrom,
    hooks: {
      purchase_order: (tx, { ownerId, orderId }, { to }) => markOrderEmailed(tx, { ownerId, orderId, to }),
    },
  });
  const handlers: JobHandlers = {
    "email.deliver": delivery.deliver,
    "email.release": () => delivery.release(),
    "auth.password-reset": ({ email }) => requestPasswordReset(db, mailer, { email, origin: linkOrigin }),
    "billing.checkout-notice": ({ email, accountId }) =>
      noticeCheckoutAddress(db, mailer, { email, accountId, origin: linkOrigin }),
    "demo.signup-mail": ({ signupId }) => mailDemoSignup(db, mailer, { signupId, origin: linkOrigin }),
    "alerts.sweep": async () => {
      await runAlertJobs(db, { mailer, linkOrigin });
    },
    "digest.sweep": async () => {
      await runDigestJobs(db, { mailer, appUrl: linkOrigin, now: new Date() });
    },
    "billing.due": async () => {
      await runDueSubscriptionJobs(db, deps.payments, { notices: { mailer, linkOrigin } });
      await sendReceipts(db, { mailer, linkOrigin, seller: deps.seller });
    },
    "accounts.cleanup": async () => {
      await removeStaleDemoAccounts(db);
      await removeExpiredDemoSignups(db);
      await removeAbandonedCheckouts(db);
    },
    "sessions.purge": async () => {
      await deleteExpiredSessions(db, new Date());
    },
    "photos.cleanup": async () => {
      await cleanUpPhotos(db, deps.photos);
    },
  };
  return { handlers, close: () => delivery.close() };
}
