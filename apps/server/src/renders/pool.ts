import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { LabelSheetOptions } from "../modules/labels/render";
import type { PurchaseOrderContent } from "../modules/purchase-orders/render";
import type { ReceiptContent } from "./receipt";
import type { RenderTask } from "./worker";

/** Makes the PDFs of label sheets, purchase orders and receipts on worker threads, off the event loop. */
export interface RenderPool {
  labelSheets(options: LabelSheetOptions): Promise<Buffer>;
  purchaseOrder(content: PurchaseOrderContent): Promise<Buffer>;
  receipt(content: ReceiptContent): Promise<Buffer>;
  /** PDFs the threads have finished since the pool was made. */
  readonly completed: number;
  close(): Promise<void>;
}

/**
 * The longest one PDF request may hold its account's render slot (concurrencyLimitBy): a full label sheet
 * takes a few seconds, even behind other accounts' in the queue; a slot whose instance died frees itself then.
 */
export const RENDER_SLOT_LEASE_MS = 2 * 60_000;

/**
 * How much lower than the server's own threads the render threads run (nice(2) steps), the lowest there is: on a
 * busy machine the event loop and the embedded database come first, and a render takes the CPU they leave.
 */
export const RENDER_NICE = 19;

/**
 * A pool of `threads` render threads (RENDER_THREADS), started with the first PDF asked for, so a server or
 * test that never renders starts none; they run `nice` steps below the server's threads, by default the lowest
 * priority. Tasks beyond the threads wait in the pool's queue, first come first served; each account has at most
 * a few in it (the concurrency budgets of the label and order routes).
 */
export function createRenderPool({ threads, nice = RENDER_NICE }: { threads: number; nice?: number }): RenderPool {
  let pool: Piscina<RenderTask, Uint8Array> | null = null;
  const run = async (task: RenderTask) => {
    pool ??= new Piscina({
      ...workerEntry(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      niceIncrement: nice,
    });
    const bytes = await pool.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    labelSheets: (options) => run({ kind: "labelSheets", options }),
    purchaseOrder: (content) => run({ kind: "purchaseOrder", content }),
    receipt: (content) => run({ kind: "receipt", content }),
    get completed() {
      return pool?.completed ?? 0;
    },
    close: async () => {
      await pool?.destroy();
      pool = null;
    },
  };
}

/**
 * Running from source (tsx, Vitest) the worker is TypeScript, loaded through tsx's loader in the thread; the
 * build ships it as render-worker.js beside index.js (scripts/build.mjs), as it does the database's worker.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  if (!import.meta.url.endsWith(".ts"))
    return { filename: fileURLToPath(new URL("./render-worker.js", import.meta.url)) };
  return {
    filename: fileURLToPath(new URL("./worker.ts", import.meta.url)),
    execArgv: ["--import", import.meta.resolve("tsx/esm")],
  };
}
