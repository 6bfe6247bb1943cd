import { ADMIN_FAILED_JOBS_SHOWN, EMAIL_DELIVERY_QUEUE, JOB_MESSAGES } from "@stockroom/shared";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import { QUEUES, type QueueName } from "../../jobs/queues";
import { AppError, notFound } from "../../lib/errors";
import { listFailedJobs } from "./repo";

// The outbox retries what this queue's failed jobs were about; the two names must stay one.
const emailDeliveryQueue: QueueName = EMAIL_DELIVERY_QUEUE;

interface StoredJob {
  id: string;
  state: string;
  data: unknown;
  retryCount: number;
  output: unknown;
  createdOn: Date;
  completedOn: Date | null;
}

/**
 * Every queue of the catalogue, in QUEUES order, with the engine's counts and its most recent failed jobs.
 * The counts are pg-boss's: the monitor of a serving instance keeps them, and a reading older than a minute
 * is counted again here (`force`), so they are at most a minute old; the failed jobs are read as they are.
 */
export async function listJobQueues({ db, jobs }: { db: Database; jobs: JobEngine }) {
  const queues = [];
  for (const name of Object.keys(QUEUES) as QueueName[]) {
    const [counts] = await jobs.boss.getQueueStats(name, { force: true });
    const failed = await listFailedJobs(db, { queue: name, limit: ADMIN_FAILED_JOBS_SHOWN });
    queues.push({
      name,
      countedAt: counts.capturedOn,
      queuedCount: counts.queuedCount,
      deferredCount: counts.deferredCount,
      activeCount: counts.activeCount,
      failedCount: counts.failedCount,
      totalCount: counts.totalCount,
      failedJobs: failed.map((job) => adminJob(name, job)),
    });
  }
  return queues;
}

/**
 * Sends a failed job round again (pg-boss's retry: back to waiting, one more try allowed). A failed delivery
 * is retried from the outbox instead, where the message's attempts start again; an unknown queue or job is a
 * 404, a job that is not failed (or was retried a moment ago) a 409.
 */
export async function retryJob(jobs: JobEngine, { queue, id }: { queue: string; id: string }) {
  if (!isQueueName(queue)) throw notFound("Queue");
  if (queue === emailDeliveryQueue) throw new AppError("CONFLICT", JOB_MESSAGES.retryEmailFromOutbox);
  const [job] = await jobs.boss.findJobs(queue, { id });
  if (!job) throw notFound("Job");
  // pg-boss answers how many jobs it moved, beside the ids it was given.
  const { affected }: { affected?: number } = await jobs.boss.retry(queue, id);
  if (!affected) throw new AppError("CONFLICT", JOB_MESSAGES.notRetryable(job.state));
  const [retried] = await jobs.boss.findJobs(queue, { id });
  return adminJob(queue, retried ?? job);
}

function isQueueName(name: string): name is QueueName {
  return Object.hasOwn(QUEUES, name);
}

/** A stored job as the admin sees it: its last failure's message rather than pg-boss's whole output. */
function adminJob(queue: string, job: StoredJob) {
  return {
    id: job.id,
    queue,
    state: job.state,
    data: isRecord(job.data) ? job.data : null,
    retryCount: job.retryCount,
    error: failureMessage(job.output),
    createdOn: job.createdOn,
    completedOn: job.completedOn,
  };
}

function failureMessage(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (isRecord(output) && typeof output.message === "string") return output.message;
  return JSON.stringify(output);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
