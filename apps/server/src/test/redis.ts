import crypto from "node:crypto";
import { createRedisClient } from "../plugins/rate-limit-store";

/** The Redis these machines run (and .ci/run starts); TEST_REDIS_URL names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A port nothing listens on: Redis is down. */
export const UNREACHABLE_REDIS_URL = "redis://127.0.0.1:1";

/**
 * Whether the tests that need Redis can run. Without it they are skipped on a developer's machine, but
 * in CI a missing Redis fails them with the way to start it, rather than silently proving nothing.
 */
export async function redisAvailable(): Promise<boolean> {
  const client = createRedisClient(TEST_REDIS_URL);
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env.CI) {
      throw new Error(
        `Redis is required for the shared rate-limit tests but ${TEST_REDIS_URL} does not answer. ` +
          'Start it with: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
        { cause: error },
      );
    }
    return false;
  } finally {
    client.disconnect();
  }
}

/** Keys of one test run only, so parallel test files never count into each other's limits. */
export function uniqueKeyPrefix(): string {
  return `stockroom-test:${process.pid}:${crypto.randomBytes(4).toString("hex")}:`;
}
