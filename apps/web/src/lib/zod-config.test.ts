import { describe, expect, it } from "vitest";

describe("zod's configuration", () => {
  it("is jitless once the app's entry has run, as zod itself reads it", async () => {
    await import("./zod-config");
    const { z } = await import("zod");

    expect(z.config().jitless).toBe(true);
  });
});
