import { type JobWithMetadata, type PGliteLike, PgBoss, type SendOptions, fromPglite } from "pg-boss";
import type { Executor } from "../db/client";
import { jobDatabase } from "../db/job-database";
import { type JobData, QUEUES, type QueueName, RECURRING, type RecurringConfig } from "./queues";

/** Where the engine keeps its jobs: the app's own database (decision 157). */
export type JobTarget = { kind: "postgres"; url: string; poolSize?: number } | { kind: "pglite"; client: PGliteLike };

/** What a handler knows of the attempt it runs. */
export interface JobAttempt {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure now is final: the job lands in the failed (dead) state with this error. */
  lastAttempt: boolean;
}

export type JobHandler<N extends QueueName> = (data: JobData[N], attempt: JobAttempt) => Promise<void>;
export type JobHandlers = { [N in QueueName]: JobHandler<N> };

export interface JobEngineOptions {
  target: JobTarget;
  /**
   * True on a serving instance: it keeps the cron schedules and the maintenance that takes back the jobs of
   * instances that died, and `work` may start its workers. False writes jobs only (tests, commands).
   */
  worker?: boolean;
  /** Seconds between two looks for new jobs by each worker (pg-boss's smallest is 0.5). */
  pollingIntervalSeconds?: number;
  /** How often the sweeps that come round faster than a minute run. */
  recurring?: RecurringConfig;
  /** How long a stop waits for running jobs before it hands them back (20 s; pg-boss's least is 1 s). */
  stopTimeoutMs?: number;
  onError?: (error: Error) => void;
  onWarning?: (message: string) => void;
  /** A handler failed: the job is tried again, or, on its last attempt, kept failed with this error. */
  onJobFailed?: (failure: { queue: QueueName; error: unknown; attempt: JobAttempt }) => void;
}

/** Jobs a test or a caller may ask the engine to run now: every queue, or the ones named. */
export interface DrainOptions {
  queues?: QueueName[];
}

const STOP_TIMEOUT_MS = 20_000;
const DRAIN_BATCH = 20;

/**
 * The one way background work runs (decision 157): pg-boss on the app's database, PostgreSQL or the embedded
 * PGlite. Jobs are written in the transaction that decides them (`send` with the caller's executor), claimed
 * once across instances (SKIP LOCKED), tried again with exponential backoff up to each queue's limit, then
 * kept as failed with their last error. A job whose instance died is taken back once its queue's
 * `expireInSeconds` has passed; a graceful stop lets running jobs finish for 20 s, then hands them back.
 */
export class JobEngine {
  readonly #boss: PgBoss;
  readonly #options: JobEngineOptions;
  #handlers: JobHandlers | null = null;

  private constructor(boss: PgBoss, options: JobEngineOptions) {
    this.#boss = boss;
    this.#options = options;
  }

  /**
   * Starts the engine so jobs can be written: the queues exist with the rules of `QUEUES`. Nothing is worked
   * until `work`; `migrate` installs or upgrades pg-boss's own schema (start-up does it under its lock).
   */
  static async start(options: JobEngineOptions & { migrate?: boolean }): Promise<JobEngine> {
    const boss = new PgBoss({
      ...(options.target.kind === "postgres"
        ? { connectionString: options.target.url, max: options.target.poolSize ?? 4 }
        : { db: fromPglite(options.target.client), backend: "pglite" as const }),
      schema: "pgboss",
      migrate: options.migrate ?? false,
      supervise: options.worker ?? false,
      schedule: options.worker ?? false,
      registerInstance: false,
      persistWarnings: false,
      monitorVacuum: false,
      reindex: options.target.kind === "postgres",
    });
    boss.on("error", (error) => options.onError?.(error));
    boss.on("warning", (warning) => options.onWarning?.(warning.message));
    await boss.start();
    const engine = new JobEngine(boss, options);
    await engine.#ensureQueues();
    return engine;
  }

  /** The handlers `work` and `drain` run; set once, after the services they need exist. */
  handle(handlers: JobHandlers): void {
    this.#handlers = handlers;
  }

  /**
   * Writes a job in the caller's transaction (or on its own with the database handle): it exists exactly when
   * what decided it was committed. Answers the job's id, or null when the queue's policy refused a duplicate.
   */
  async send<N extends QueueName>(
    executor: Executor,
    { name, data, ...options }: { name: N; data: JobData[N] } & Pick<SendOptions, "singletonKey" | "startAfter">,
  ): Promise<string | null> {
    return this.#boss.send(name, data, { ...options, db: jobDatabase(executor) });
  }

  /**
   * Works every queue on this instance, keeps the recurring schedules and the maintenance that takes back
   * the jobs of instances that died. Safe on any number of instances.
   */
  async work(): Promise<void> {
    const handlers = this.#requireHandlers();
    if (!this.#options.worker) throw new Error("This job engine was started to write jobs only");
    for (const [name, recurring] of Object.entries(RECURRING) as [QueueName, (typeof RECURRING)[QueueName]][]) {
      await this.#boss.schedule(name, recurring!.cron, {}, { tz: "UTC" });
      if (recurring!.everySeconds) await this.#boss.send(name, {});
    }
    for (const name of Object.keys(QUEUES) as QueueName[]) {
      await this.#boss.work<JobData[typeof name]>(
        name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 1,
        },
        // includeMetadata: true gives each job its retry limit, which the handler's `lastAttempt` reads.
        async ([job]) => this.#run(name, job as JobWithMetadata<JobData[typeof name]>, handlers),
      );
    }
  }

  /**
   * Runs, on this instance and now, every job that is due until none is left (tests, and the admin's
   * "run now"): the same handlers and the same completion or failure as a worker's.
   */
  async drain({ queues = Object.keys(QUEUES) as QueueName[] }: DrainOptions = {}): Promise<number> {
    const handlers = this.#requireHandlers();
    let ran = 0;
    for (;;) {
      let round = 0;
      for (const name of queues) {
        const jobs = await this.#boss.fetch<JobData[typeof name]>(name, {
          batchSize: DRAIN_BATCH,
          includeMetadata: true,
        });
        for (const job of jobs) {
          round++;
          await this.#run(name, job, handlers).then(
            (output) => this.#boss.complete(name, job, output),
            (error: unknown) => this.#boss.fail(name, job, failureOutput(error)),
          );
        }
      }
      ran += round;
      if (round === 0) return ran;
    }
  }

  /** The pg-boss instance, for the admin's view of the queues and its retry of a failed job. */
  get boss(): PgBoss {
    return this.#boss;
  }

  /**
   * Stops taking jobs, lets running ones finish (up to `stopTimeoutMs`), hands back the rest as failed attempts
   * (retried like any failure, by this or another instance), and closes its connections.
   */
  async stop(): Promise<void> {
    await this.#boss.stop({ graceful: true, timeout: this.#options.stopTimeoutMs ?? STOP_TIMEOUT_MS, close: true });
  }

  async #run<N extends QueueName>(name: N, job: JobWithMetadata<JobData[N]>, handlers: JobHandlers) {
    const recurring = RECURRING[name];
    const every = recurring?.everySeconds && this.#options.recurring && recurring.everySeconds(this.#options.recurring);
    // Queued before the run, so a run that fails or a process that dies still leaves the next one waiting.
    if (every) await this.#boss.send(name, {}, { startAfter: new Date(Date.now() + every * 1000) });
    const handler = handlers[name] as JobHandler<N>;
    const attempt = { id: job.id, retryCount: job.retryCount, lastAttempt: job.retryCount >= job.retryLimit };
    try {
      await handler(job.data, attempt);
    } catch (error) {
      this.#options.onJobFailed?.({ queue: name, error, attempt });
      throw error;
    }
    return null;
  }

  async #ensureQueues() {
    const existing = new Set((await this.#boss.getQueues()).map((queue) => queue.name));
    for (const [name, options] of Object.entries(QUEUES)) {
      if (!existing.has(name)) {
        await this.#boss.createQueue(name, options);
      } else {
        const { policy: _fixed, ...changeable } = options as typeof options & { policy?: string };
        await this.#boss.updateQueue(name, changeable);
      }
    }
  }

  #requireHandlers(): JobHandlers {
    if (!this.#handlers) throw new Error("The job engine has no handlers yet (JobEngine.handle)");
    return this.#handlers;
  }
}

/** What a failed job keeps as its last error: the message, and SMTP's reply code when there is one. */
function failureOutput(error: unknown): { message: string } {
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}
