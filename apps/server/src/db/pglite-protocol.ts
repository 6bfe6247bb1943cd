import type { Results, RowMode } from "@electric-sql/pglite";

/** What the main thread tells the database worker when it starts it. */
export interface PgliteWorkerOptions {
  /** PGlite's directory, or null for an in-memory database. */
  dataDir: string | null;
  /**
   * Applied before the worker reports ready: Drizzle's migrations, then every function file (function-files.ts);
   * null opens the schema as it is.
   */
  migrations: { folder: string; functionsFolder: string } | null;
  /**
   * A dump (PGlite's `dumpDataDir`) to start an in-memory database from instead of an empty one: the
   * server tests start each file from one migrated database rather than running initdb and every migration.
   */
  template?: string;
}

/**
 * A statement for the worker. Parsers are functions and cannot cross threads; Drizzle's only keep some
 * types as their text (timestamps, dates, intervals), so the types are sent and the worker keeps them.
 * `tx` names the open transaction the statement belongs to, or null for the worker's own queue.
 */
export interface QueryRequest {
  op: "query";
  sql: string;
  params: unknown[];
  rowMode: RowMode;
  keepText: number[];
  tx: number | null;
}

/**
 * Statements without parameters sent as one simple query, several separated by semicolons (the job engine's
 * schema and its locked maintenance blocks). Always outside the main thread's transactions.
 */
export interface ExecRequest {
  op: "exec";
  sql: string;
}

export type WorkerRequest =
  | QueryRequest
  | ExecRequest
  | { op: "begin"; tx: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "close" };

/** A request as posted: the id pairs it with its reply. */
export interface WorkerEnvelope {
  id: number;
  request: WorkerRequest;
}

/** A query's answer without what cannot or need not cross threads (a COPY blob). */
export type QueryResult = Pick<Results, "rows" | "fields" | "affectedRows" | "command">;

/** A structured clone keeps only an error's message; the PostgreSQL fields (code, constraint…) travel here. */
export interface SerializedError {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type WorkerMessage =
  | { kind: "ready" }
  | { kind: "failed"; error: SerializedError }
  | { kind: "reply"; id: number; ok: true; result: QueryResult | QueryResult[] | null }
  | { kind: "reply"; id: number; ok: false; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: SerializedError["fields"] = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields[key] = value;
  }
  return { message: error.message, fields };
}

/** The worker's error as the main thread throws it: the same message, code, constraint, detail and so on. */
export function deserializeError({ message, fields }: SerializedError): Error {
  return Object.assign(new Error(message), fields);
}
