import type { TestProject } from "vitest/node";
import { provideBesideServer } from "./beside-server-setup";
import { startPgbouncer } from "./pgbouncer";

declare module "vitest" {
  export interface ProvidedContext {
    /** PgBouncer in transaction mode in front of TEST_DATABASE_URL's server, or "" when the run has none. */
    databasePoolerUrl: string;
  }
}

/**
 * Vitest global setup of the server tests: with TEST_DATABASE_URL and TEST_PGBOUNCER=true, one PgBouncer in
 * transaction mode for the whole run (issue 23). The app's pools then connect through it while the databases are
 * still created, migrated and dropped directly (createTestContext), so the API suite proves that serving requests
 * needs no session state, and the cluster instances run through it as production would.
 */
export default function setup(project: TestProject) {
  return provideBesideServer(project, { key: "databasePoolerUrl", flag: "TEST_PGBOUNCER", start: startPgbouncer });
}
