import { describe, expect, it } from "vitest";
import { until } from "./slots";

describe("until", () => {
  it("waits for an answer slower than many thousand quick turns of the event loop", async () => {
    // Real I/O that takes a while, as a query of a loaded database does: the old bound of 10,000 turns was spent
    // long before it answered.
    let answered = false;
    const slowIo = new Promise<void>((resolve) => setTimeout(resolve, 300)).then(() => (answered = true));
    await until(() => answered);
    await slowIo;
    expect(answered).toBe(true);
  });
});
