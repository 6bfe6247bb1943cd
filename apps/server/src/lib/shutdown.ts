/**
 * Graceful shutdown that waits for start-up. A SIGTERM or SIGINT that came while the server was still starting
 * (it answers health checks before its job workers run) met Node's default action and killed the process with its
 * database open. The handlers are now installed first; a stop asked for during start-up waits until start-up has
 * finished, then closes everything once, like any other stop.
 */

export interface ShutdownOptions {
  /** Registers a signal handler: process.on in production. */
  on: (signal: NodeJS.Signals, handler: () => void) => void;
  /** Ends the process: process.exit in production. */
  exit: (code: number) => void;
  log: (message: string) => void;
}

export interface Shutdown {
  /** Start-up has finished: `close` stops the server; a stop already asked for runs now. */
  started(close: () => Promise<void>): void;
}

const SIGNALS: NodeJS.Signals[] = ["SIGINT", "SIGTERM"];

export function handleShutdownSignals({ on, exit, log }: ShutdownOptions): Shutdown {
  let markStarted!: (close: () => Promise<void>) => void;
  const started = new Promise<() => Promise<void>>((resolve) => (markStarted = resolve));
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    const close = await started;
    await close();
    exit(0);
  };
  for (const signal of SIGNALS) on(signal, () => void stop(signal));
  return { started: markStarted };
}
