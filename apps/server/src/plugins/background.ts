import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Work a request leaves for after its answer (e.g. the password reset email). */
    background: BackgroundTasks;
  }
}

/**
 * Runs work after the response has been sent, so its duration cannot show in the answer's timing (a
 * reset email for an existing account would otherwise answer slower than for an unknown one). A failure
 * is logged, never unhandled; closing the app waits for every task, so a graceful shutdown loses none.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private held: (() => void)[] | undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task` once `reply` has been sent, or its connection closed (the work is still owed then). */
  afterResponse(reply: FastifyReply, name: string, task: () => Promise<void>): void {
    const raw = reply.raw;
    const sent = new Promise<void>((resolve) => {
      if (raw.writableFinished || raw.destroyed) return resolve();
      raw.once("finish", resolve);
      raw.once("close", resolve);
    });
    const run: Promise<void> = sent
      .then(() => this.gate())
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `${name} failed`))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Tasks not yet finished (started or waiting for their response). */
  get pending(): number {
    return this.running.size;
  }

  /** For tests: tasks wait at the start until `drain`, so the state right after an answer can be seen. */
  hold(): void {
    this.held ??= [];
  }

  /** Lets held tasks go and resolves once every task, including any they start, has finished. */
  async drain(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    for (const release of held ?? []) release();
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private gate(): Promise<void> | undefined {
    const held = this.held;
    return held && new Promise<void>((resolve) => held.push(resolve));
  }
}

export const backgroundPlugin = fp((app: FastifyInstance) => {
  const tasks = new BackgroundTasks(app.log);
  app.decorate("background", tasks);
  app.addHook("onClose", () => tasks.drain());
});
