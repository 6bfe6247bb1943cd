import type { TestProject } from "vitest/node";
import { provideBesideServer } from "./beside-server-setup";
import { startReplica } from "./replica";

declare module "vitest" {
  export interface ProvidedContext {
    /** The streaming replica's server (TEST_REPLICA=true on PostgreSQL runs), or "" when there is none. */
    databaseReplicaUrl: string;
  }
}

/**
 * Vitest global setup: on a PostgreSQL run with TEST_REPLICA=true, one streaming replica of the
 * TEST_DATABASE_URL server for the whole run (issue 23). Only the tests that ask for it use it; the databases
 * they create on the primary reach it like any other change.
 */
export default function setup(project: TestProject) {
  return provideBesideServer(project, { key: "databaseReplicaUrl", flag: "TEST_REPLICA", start: startReplica });
}
