import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import {
  type PgliteWorkerOptions,
  type QueryResult,
  type WorkerEnvelope,
  type WorkerMessage,
  type WorkerRequest,
  deserializeError,
} from "./pglite-protocol";

/** What Drizzle's PGlite driver passes: a row mode, and parsers that keep some types as text. */
type ProxyQueryOptions = Pick<QueryOptions, "rowMode" | "parsers">;
type Query = <T>(sql: string, params?: unknown[], options?: ProxyQueryOptions) => Promise<Results<T>>;

interface Pending {
  resolve(result: QueryResult | QueryResult[] | null): void;
  reject(error: Error): void;
}

export interface StartOptions {
  /** Called once if the worker dies after it started; every query fails from then on. */
  onLost?: (error: Error) => void;
  /** Tests hand in a stand-in worker. */
  spawn?: (options: PgliteWorkerOptions) => Worker;
}

/**
 * Starts the database worker and resolves once it has opened and migrated the database. A failed start
 * rejects with the worker's reason (the PostgreSQL fields kept in `cause`) and leaves no thread behind.
 */
export async function startPgliteWorker(
  options: PgliteWorkerOptions,
  { onLost = () => {}, spawn = spawnWorker }: StartOptions = {},
): Promise<PgliteProxy> {
  const proxy = new PgliteProxy(spawn(options), onLost);
  try {
    await proxy.ready;
  } catch (error) {
    await proxy.terminate();
    throw error;
  }
  return proxy;
}

/** Running from source (tsx, Vitest) the worker is TypeScript too, loaded through tsx; the build ships it as JS. */
function spawnWorker(options: PgliteWorkerOptions): Worker {
  if (!import.meta.url.endsWith(".ts")) {
    return new Worker(new URL("./pglite-worker.js", import.meta.url), { workerData: options });
  }
  const entry = JSON.stringify(new URL("./pglite-worker.ts", import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const boot = `import(${tsx}).then(({ tsImport }) => tsImport(${entry}, ${entry}))`;
  return new Worker(boot, { eval: true, workerData: options });
}

/**
 * The part of PGlite's client that Drizzle's PGlite driver uses (`query`, `transaction`), answered by
 * the worker. Statements run in the order sent; a transaction holds the worker's connection until it
 * ends, and ends with ROLLBACK whenever its callback throws. The worker is referenced only while a
 * statement is outstanding, so, as with PGlite in this thread, an idle database keeps no process alive.
 */
export class PgliteProxy {
  readonly ready: Promise<void>;
  readonly #worker: Worker;
  readonly #onLost: (error: Error) => void;
  readonly #pending = new Map<number, Pending>();
  #startup: { resolve(): void; reject(error: Error): void } = { resolve: () => {}, reject: () => {} };
  #lastId = 0;
  #lastTransaction = 0;
  #started = false;
  /** Why statements are refused: closed, failed to start, or lost. */
  #stopped: Error | null = null;
  #crash: Error | null = null;

  constructor(worker: Worker, onLost: (error: Error) => void) {
    this.#worker = worker;
    this.#onLost = onLost;
    this.ready = new Promise((resolve, reject) => (this.#startup = { resolve, reject }));
    worker.on("message", (message: WorkerMessage) => this.#receive(message));
    worker.on("error", (error: Error) => (this.#crash ??= error));
    worker.on("messageerror", (error: Error) => (this.#crash ??= error));
    worker.on("exit", (code) => this.#exited(code));
  }

  query: Query = this.#queryIn(null);

  /** Statements without parameters as one simple query (several allowed), outside any transaction: one result each. */
  async exec(sql: string): Promise<Results[]> {
    return (await this.#request({ op: "exec", sql })) as Results[];
  }

  async transaction<T>(callback: (tx: { query: Query }) => Promise<T>): Promise<T> {
    const tx = ++this.#lastTransaction;
    await this.#request({ op: "begin", tx });
    const scoped = this.#queryIn(tx);
    let result: T;
    try {
      result = await callback({ query: scoped });
    } catch (error) {
      await this.#request({ op: "end", tx, commit: false });
      throw error;
    }
    await this.#request({ op: "end", tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.#stopped) return this.terminate();
    try {
      await this.#request({ op: "close" });
    } finally {
      await this.terminate();
    }
  }

  /** Ends the thread without closing PGlite: after a failed start, or once it is closed. */
  async terminate(): Promise<void> {
    this.#stop(this.#stopped ?? new Error("The database is closed"));
    await this.#worker.terminate();
  }

  /** Sends statements outside any transaction (null) or inside the transaction `tx`. */
  #queryIn(tx: number | null): Query {
    return async <T>(sql: string, params: unknown[] = [], options: ProxyQueryOptions = {}) => {
      const keepText = Object.keys(options.parsers ?? {}).map(Number);
      const rowMode = options.rowMode ?? "object";
      return (await this.#request({ op: "query", sql, params, rowMode, keepText, tx })) as Results<T>;
    };
  }

  #request(request: WorkerRequest): Promise<QueryResult | QueryResult[] | null> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve, reject: Pending["reject"]) => {
      try {
        this.#worker.postMessage({ id, request } satisfies WorkerEnvelope);
      } catch (error) {
        reject(error as Error);
        return;
      }
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) this.#worker.ref();
    });
  }

  #receive(message: WorkerMessage) {
    if (message.kind === "ready") {
      this.#started = true;
      if (!this.#pending.size) this.#worker.unref();
      this.#startup.resolve();
    } else if (message.kind === "failed") {
      const cause = deserializeError(message.error);
      const error = new Error(`The embedded database did not start: ${cause.message}`, { cause });
      this.#stop(error);
      this.#startup.reject(error);
    } else {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (!this.#pending.size) this.#worker.unref();
      if (message.ok) pending.resolve(message.result);
      else pending.reject(deserializeError(message.error));
    }
  }

  #exited(code: number) {
    if (this.#stopped) return;
    const reason = this.#crash?.message ?? `exit code ${code}`;
    const error = this.#started
      ? new Error(`The embedded database stopped unexpectedly (${reason})`)
      : new Error(`The embedded database did not start (${reason})`);
    this.#stop(error);
    if (this.#started) this.#onLost(error);
    else this.#startup.reject(error);
  }

  #stop(error: Error) {
    this.#stopped = error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
