import { describe, expect, it, vi } from "vitest";
import { handleShutdownSignals } from "./shutdown";

function setUp() {
  const handlers = new Map<NodeJS.Signals, () => void>();
  const exit = vi.fn();
  const shutdown = handleShutdownSignals({
    on: (signal, handler) => handlers.set(signal, handler),
    exit,
    log: vi.fn(),
  });
  const close = vi.fn(() => Promise.resolve());
  const signal = async (name: NodeJS.Signals) => {
    handlers.get(name)!();
    // The stop awaits start-up and close: let those settle.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { handlers, exit, shutdown, close, signal };
}

describe("handleShutdownSignals", () => {
  it("listens for SIGINT and SIGTERM from the start", () => {
    const { handlers } = setUp();
    expect([...handlers.keys()].sort()).toEqual(["SIGINT", "SIGTERM"]);
  });

  it("holds a stop asked for during start-up until start-up has finished, then closes and exits 0", async () => {
    const { exit, shutdown, close, signal } = setUp();
    await signal("SIGTERM");
    expect(close).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();

    shutdown.started(close);
    await new Promise((resolve) => setImmediate(resolve));
    expect(close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it("closes at once once started, and only once however many signals come", async () => {
    const { exit, shutdown, close, signal } = setUp();
    shutdown.started(close);
    await signal("SIGTERM");
    await signal("SIGINT");
    await signal("SIGTERM");
    expect(close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledOnce();
  });
});
