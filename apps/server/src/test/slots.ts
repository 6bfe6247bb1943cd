import { expect, vi } from "vitest";
import type { ConcurrencyBudget } from "@stockroom/shared";
import { CONCURRENCY_MAX_WAIT_MS } from "../plugins/security";
import type { SlotLease, SlotStore } from "../plugins/slot-store";

/**
 * Watches the places a concurrency budget gives (concurrencyLimitBy's `<key>:admitted` slots), so a test can
 * wait until every request it sent holds its place before it sends one more.
 */
export function watchPlaces(store: SlotStore) {
  const takes = vi.spyOn(store, "acquire");
  return {
    /** Places given so far, refusals left out. */
    async given(): Promise<number> {
      const places = takes.mock.calls.flatMap(([key], i) => (key.endsWith(":admitted") ? [takes.mock.results[i]] : []));
      const leases = await Promise.all(places.map((result) => result.value as ReturnType<SlotStore["acquire"]>));
      return leases.filter(Boolean).length;
    },
    stop: () => takes.mockRestore(),
  };
}

/** The longest `until` waits: far beyond any request of a loaded CI machine, short of the test's own timeout. */
export const UNTIL_LIMIT_MS = 20_000;

/**
 * Turns of the event loop (real I/O, no timer) until `condition` holds; fails the test if it still does not after
 * UNTIL_LIMIT_MS of real time. The bound is time, not turns: while the requests wait on the database each turn is
 * quick, so a count of turns ran out on a busy machine before PostgreSQL answered (CI failed so).
 */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = process.hrtime.bigint() + BigInt(UNTIL_LIMIT_MS) * 1_000_000n;
  while (!(await condition()) && process.hrtime.bigint() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(await condition()).toBe(true);
}

/**
 * Takes every place of a concurrency budget's key (as concurrencyLimitBy names them: its running slots and
 * its places in the queue), as if the account had that much work running and waiting; `release` hands them back.
 */
export async function takeEveryPlace(store: SlotStore, { key, budget }: { key: string; budget: ConcurrencyBudget }) {
  const leaseMs = CONCURRENCY_MAX_WAIT_MS;
  const leases: (SlotLease | null)[] = [];
  for (let n = 0; n < budget.running + budget.waiting; n++)
    leases.push(await store.acquire(`${key}:admitted`, budget.running + budget.waiting, leaseMs));
  for (let n = 0; n < budget.running; n++) leases.push(await store.acquire(`${key}:running`, budget.running, leaseMs));
  expect(leases.every(Boolean)).toBe(true);
  return { release: () => Promise.all(leases.map((lease) => lease!.release())) };
}
