/**
 * The embedded database's thread: the only owner of PGlite, so a heavy query never stalls HTTP on the
 * main thread. It opens the data directory, applies the migrations, then answers the main thread's
 * statements one at a time. PGlite's own transaction lock is the queue: while a transaction is open,
 * statements outside it wait, and a transaction the main thread abandons is rolled back.
 */
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type ParserOptions, type Transaction } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { functionsScript } from "./function-files";
import {
  type PgliteWorkerOptions,
  type QueryRequest,
  type QueryResult,
  type WorkerEnvelope,
  type WorkerMessage,
  type WorkerRequest,
  serializeError,
} from "./pglite-protocol";

interface OpenTransaction {
  tx: Transaction;
  /** Commits or rolls back; settles once PGlite has ended the transaction. */
  end(commit: boolean): Promise<void>;
}

if (!parentPort) throw new Error("pglite-worker runs only as a worker thread");
const port = parentPort;
const transactions = new Map<number, OpenTransaction>();
const textParsers = new Map<string, ParserOptions>();

async function open({ dataDir, migrations, template }: PgliteWorkerOptions): Promise<PGlite> {
  const client = dataDir
    ? new PGlite(dataDir)
    : new PGlite(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
  try {
    await client.waitReady;
    if (migrations) {
      await migrate(drizzle(client), { migrationsFolder: migrations.folder });
      // One simple query: the functions are replaced together or not at all.
      await client.exec(functionsScript(migrations.functionsFolder));
    }
    return client;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/** Resolves once BEGIN ran; the transaction then stays open until the main thread ends it. */
function begin(client: PGlite, id: number): Promise<void> {
  return new Promise((begun, failed) => {
    let decide: (commit: boolean) => void = () => {};
    const decision = new Promise<boolean>((resolve) => (decide = resolve));
    const ended = client
      .transaction(async (tx) => {
        transactions.set(id, {
          tx,
          end: (commit) => {
            decide(commit);
            return ended;
          },
        });
        begun();
        if (!(await decision)) await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    ended.catch(failed);
  });
}

async function query(client: PGlite, request: QueryRequest): Promise<QueryResult> {
  const executor: Pick<Transaction, "query"> = request.tx === null ? client : openTransaction(request.tx).tx;
  const { rows, fields, affectedRows, command } = await executor.query<QueryResult["rows"][number]>(
    request.sql,
    request.params,
    {
      rowMode: request.rowMode,
      parsers: parsersKeepingText(request.keepText),
    },
  );
  return { rows, fields, affectedRows, command };
}

/**
 * A simple query of several statements. A block that opens its own transaction (BEGIN … COMMIT) runs inside
 * one of PGlite's, which holds its lock throughout: a statement that fails leaves no aborted transaction
 * behind for the next sender, since PGlite rolls back before it lets anyone else in. The extra BEGIN and
 * COMMIT only draw notices.
 */
async function exec(client: PGlite, sql: string): Promise<QueryResult[]> {
  const results = /^\s*begin\b/i.test(sql) ? await client.transaction((tx) => tx.exec(sql)) : await client.exec(sql);
  return results.map(({ rows, fields, affectedRows, command }) => ({ rows, fields, affectedRows, command }));
}

function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error("The transaction has already ended");
  return open;
}

function parsersKeepingText(types: number[]): ParserOptions {
  const key = types.join();
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (text: string) => text]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

async function run(client: PGlite, request: WorkerRequest): Promise<QueryResult | QueryResult[] | null> {
  switch (request.op) {
    case "query":
      return query(client, request);
    case "exec":
      return exec(client, request.sql);
    case "begin":
      await begin(client, request.tx);
      return null;
    case "end":
      await openTransaction(request.tx).end(request.commit);
      return null;
    case "close":
      await client.close();
      return null;
  }
}

function send(message: WorkerMessage) {
  port.postMessage(message);
}

async function answer(client: PGlite, { id, request }: WorkerEnvelope) {
  try {
    send({ kind: "reply", id, ok: true, result: await run(client, request) });
  } catch (error) {
    // Also a result that cannot be cloned: the statement fails rather than the thread.
    send({ kind: "reply", id, ok: false, error: serializeError(error) });
  }
}

open(workerData as PgliteWorkerOptions).then(
  (client) => {
    port.on("message", (envelope: WorkerEnvelope) => void answer(client, envelope));
    send({ kind: "ready" });
  },
  (error: unknown) => send({ kind: "failed", error: serializeError(error) }),
);
