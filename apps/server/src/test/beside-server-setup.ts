import type { TestProject } from "vitest/node";

/** A server the run starts beside TEST_DATABASE_URL's for its whole length. */
interface BesideServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The part of a Vitest global setup that every run-long server beside the test database shares: on a PostgreSQL
 * run (TEST_DATABASE_URL) with `flag`=true, `start` it and provide its URL under `key` until the run ends; otherwise
 * provide "", which tests read as "there is none".
 */
export async function provideBesideServer(
  project: TestProject,
  options: {
    key: "databasePoolerUrl" | "databaseReplicaUrl";
    flag: string;
    start: (serverUrl: string) => Promise<BesideServer>;
  },
) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || process.env[options.flag] !== "true") {
    project.provide(options.key, "");
    return;
  }
  const server = await options.start(serverUrl);
  project.provide(options.key, server.url);
  return () => server.stop();
}
