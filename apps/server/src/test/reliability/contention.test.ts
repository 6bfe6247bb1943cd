import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, type Property, prepareScratch } from "./data";
import { stopAndCheckData } from "./invariants";
import { type Scratch, type Server, scratchPostgres, signIn, startServer } from "./server";
import { GroupWorkload } from "./workload";

/**
 * Contention: every write that locks stock rows, aimed at the same three items in every order. New
 * requests take key-share locks on their items (foreign keys, in line order), daily counts and receives
 * lock them for the update; a deadlock PostgreSQL breaks is a 500, and none may happen. The load test
 * spreads its writes over many items and met this only now and then; here it takes seconds.
 */

const CLIENTS = 20;
const DURATION_MS = 15_000;

describe("writers of the same items on PostgreSQL", () => {
  let database: Scratch | undefined;
  let server: Server | undefined;
  let workload: GroupWorkload;
  let property: Property;

  beforeAll(async () => {
    database = await scratchPostgres();
    const [group] = await prepareScratch(database, { groups: 1, propertiesPerGroup: 1, itemsPerProperty: 3 });
    [property] = group.properties;
    server = await startServer(database, crypto.randomBytes(32).toString("hex"));
    workload = new GroupWorkload(server.origin, group, {
      owner: await signIn(server.origin, group.owner.email, PASSWORD),
      managers: [await signIn(server.origin, property.manager.email, PASSWORD)],
    });
  });

  afterAll(async () => {
    await server?.kill();
    await database?.remove();
  });

  it("requests, counts, reviews and receives of the same items never deadlock", async () => {
    const failures: string[] = [];
    const deadline = Date.now() + DURATION_MS;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < deadline) {
          try {
            await writeOnce();
          } catch (error) {
            failures.push(String(error));
          }
        }
      }),
    );
    expect(failures.slice(0, 5), `${failures.length} failed; server log:\n${server!.output()}`).toEqual([]);
    expect(workload.acknowledged.checks.size).toBeGreaterThan(0);
    expect(workload.acknowledged.received.size).toBeGreaterThan(0);

    const running = server!;
    server = undefined;
    await stopAndCheckData(running, database!);
  });

  async function writeOnce(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.3 && (await workload.receive(property, roll < 0.15 ? "bulk" : "single"))) return;
    if (roll < 0.5 && (await workload.review())) return;
    if (roll < 0.7) return workload.dailyCheck(property);
    return workload.createRequest(property);
  }
});
