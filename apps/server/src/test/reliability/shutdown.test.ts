import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { prepareScratch } from "./data";
import { scratchPglite, startServer } from "./server";

/**
 * A stop asked for as soon as the server answers (a deploy that replaces an instance at once, a supervisor's stop)
 * used to come before the server listened for SIGTERM: Node's default action killed it with its database open and
 * its job workers starting. The stop must wait for start-up to finish, then shut down gracefully.
 */

/** Three in four stops failed before the fix. */
const ATTEMPTS = 4;

describe("a stop asked for during start-up", () => {
  it("ends the server gracefully, with exit code 0, every time", async () => {
    const sessionSecret = crypto.randomBytes(32).toString("hex");
    const scratch = await scratchPglite();
    const exits = [];
    try {
      await prepareScratch(scratch, { groups: 1, propertiesPerGroup: 1, itemsPerProperty: 1 });
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const server = await startServer(scratch, sessionSecret);
        exits.push(await server.stop());
      }
    } finally {
      await scratch.remove();
    }
    expect(exits).toEqual(Array.from({ length: ATTEMPTS }, () => ({ code: 0, signal: null })));
  });
});
