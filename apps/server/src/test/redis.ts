import crypto from "node:crypto";
import { createRedisClient } from "../plugins/rate-limit-store";

/** The Redis these machines run (and .ci/run starts); TEST_REDIS_URL names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A port nothing listens on: Redis is down. */
export const UNREACHABLE_REDIS_URL = "redis://127.0.0.1:1";

/** Whether Redis answers; tests that need it skip through skipWithout({ redis }), which fails in CI. */
export async function redisAvailable(): Promise<boolean> {
  const client = createRedisClient(TEST_REDIS_URL);
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Keys of one test run only, so parallel test files never count into each other's limits. */
export function uniqueKeyPrefix(): string {
  return `stockroom-test:${process.pid}:${crypto.randomBytes(4).toString("hex")}:`;
}
