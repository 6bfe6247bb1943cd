import { inject } from "vitest";

/**
 * Setup file of the server tests: the database servers the global setups started for this run, as environment
 * variables the test files and the server processes they spawn read. TEST_DATABASE_URL stays the direct server,
 * which creates and drops the databases.
 */
const provided = inject as (key: string) => string | undefined;
const servers = {
  TEST_DATABASE_POOLER_URL: provided("databasePoolerUrl"),
  TEST_DATABASE_REPLICA_URL: provided("databaseReplicaUrl"),
};
for (const [name, url] of Object.entries(servers)) {
  if (url) process.env[name] = url;
}
