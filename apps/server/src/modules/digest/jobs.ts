import type { Database } from "../../db/client";
import type { Mailer } from "../email/mailer";
import { runDigestJobs } from "./service";

const JOBS_EVERY_MS = 60_000;

export interface DigestJobOptions {
  /** The app's mailer: the digest goes through the same outbox and SMTP as every other email. */
  mailer: Pick<Mailer, "send">;
  /** The configured origin (linkOrigin) the email's links start with. */
  linkOrigin: string;
  onError: (error: unknown) => void;
}

/**
 * Runs the weekly digest every minute on every instance (digest_runs makes each digest go out once).
 * Unref'd so it never keeps the process alive; a run still going when the next is due is not doubled.
 * Returns a stop function.
 */
export function startDigestJobs(db: Database, { mailer, linkOrigin, onError }: DigestJobOptions) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await runDigestJobs(db, { mailer, appUrl: linkOrigin, now: new Date() });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run().catch(onError), JOBS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
