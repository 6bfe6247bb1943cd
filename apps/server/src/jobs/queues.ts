import type { Queue } from "pg-boss";

/**
 * Every queue of the job engine, with its rules (decision 157). The options are pg-boss's own and apply to
 * every job of the queue: how often and how fast a failed job is tried again, how long a job may run
 * before another instance takes it back (a crash), and which jobs may wait side by side (`policy`).
 *
 * - `short`: at most one job waiting, so a sweep that falls behind never piles up copies of itself.
 * - `exclusive` with a key per message: one job waiting or running per outbox message, whoever asks.
 */
export const QUEUES = {
  /** Hands one outbox message to SMTP; a 4xx or a lost connection is tried again for about an hour. */
  "email.deliver": {
    policy: "exclusive",
    retryLimit: 30,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 120,
    // Longer than the transport's own timeouts together (connect 10 s, greeting 10 s, socket 30 s).
    expireInSeconds: 120,
  },
  /** Puts every outbox message still waiting on a delivery job: the start with SMTP newly set, and a backstop. */
  "email.release": { policy: "short", retryLimit: 3, retryDelay: 30, expireInSeconds: 300 },
  /** Looks up the account of a forgotten password and writes its email, after the answer. */
  "auth.password-reset": { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /** Tells the account at a checkout's address that someone used it, after the checkout's answer. */
  "billing.checkout-notice": { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /** Emails a demo sign-up its confirmation link, or the address's account that someone used it. */
  "demo.signup-mail": { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /** New low-stock episodes become notifications, and notifications become emails. */
  "alerts.sweep": { policy: "short", retryLimit: 2, retryDelay: 10, expireInSeconds: 300 },
  /** The weekly digests that are due. */
  "digest.sweep": { policy: "short", retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
  /** Scheduled plan changes and renewals that are due. */
  "billing.due": { policy: "short", retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
  /** Expired demo accounts and abandoned checkouts. */
  "accounts.cleanup": { policy: "short", retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
  /** Sessions past their expiry. */
  "sessions.purge": { policy: "short", retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  /** Photos nobody shows any more (and files without a row) deleted from the store; sizes of old photos measured. */
  "photos.cleanup": { policy: "short", retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
} as const satisfies Record<string, Omit<Queue, "name">>;

export type QueueName = keyof typeof QUEUES;

/** What each queue's jobs carry. */
export interface JobData {
  "email.deliver": { outboxId: number };
  "email.release": Record<string, never>;
  "auth.password-reset": { email: string };
  /** `accountId`: the checkout's own account row, which becomes the address's account once paid. */
  "billing.checkout-notice": { email: string; accountId?: string };
  "demo.signup-mail": { signupId: number };
  "alerts.sweep": Record<string, never>;
  "digest.sweep": Record<string, never>;
  "billing.due": Record<string, never>;
  "accounts.cleanup": Record<string, never>;
  "sessions.purge": Record<string, never>;
  "photos.cleanup": Record<string, never>;
}

/**
 * When each recurring queue runs. `cron` (UTC, one-minute resolution) is kept by the engine's schedule, so any
 * number of instances make one job per occurrence. `everySeconds` is for sweeps that must come round faster
 * than a minute: each run queues the next one, and the minute's cron is the backstop after a crash.
 */
export const RECURRING: Partial<
  Record<QueueName, { cron: string; everySeconds?: (config: RecurringConfig) => number }>
> = {
  "email.release": { cron: "*/5 * * * *" },
  "alerts.sweep": { cron: "* * * * *", everySeconds: (config) => config.alertsEverySeconds },
  "digest.sweep": { cron: "* * * * *" },
  "billing.due": { cron: "* * * * *" },
  "accounts.cleanup": { cron: "*/10 * * * *" },
  "sessions.purge": { cron: "*/15 * * * *" },
  "photos.cleanup": { cron: "17 3 * * *" },
};

export interface RecurringConfig {
  alertsEverySeconds: number;
}
