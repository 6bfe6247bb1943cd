/**
 * What some tests need beyond the in-process app, and why a run without it skips them. On a developer's
 * machine a missing service skips its tests. In CI (CI set) each stage names in CI_SKIPS the requirements it
 * lacks on purpose (.ci/run: the PGlite stage lacks PostgreSQL, which the next stage has); any other missing
 * requirement fails the file instead of skipping it, so a stage that lost its database server, pooler, replica
 * or Redis cannot pass by proving nothing. Tests skip only through skipWithout (eslint.config.js; decision 176).
 */
export const REQUIREMENTS = {
  postgres:
    "PostgreSQL-only behaviour: row locks under real concurrency, several server processes on one database " +
    "(TEST_DATABASE_URL; CI's 'API tests on PostgreSQL' stage)",
  pgbouncer:
    "a pooler in transaction mode in front of PostgreSQL (TEST_DATABASE_POOLER_URL, started when TEST_PGBOUNCER=true)",
  replica: "a streaming read replica of PostgreSQL (TEST_DATABASE_REPLICA_URL, started when TEST_REPLICA=true)",
  redis: "state shared by several instances through Redis (TEST_REDIS_URL, by default 127.0.0.1:6379)",
} as const;

export type Requirement = keyof typeof REQUIREMENTS;

/** The requirements this CI stage lacks on purpose, from CI_SKIPS ("postgres pgbouncer"). */
function expectedSkips(env: NodeJS.ProcessEnv): Set<string> {
  return new Set((env.CI_SKIPS ?? "").split(/[\s,]+/).filter(Boolean));
}

/**
 * Whether tests needing these requirements should skip, given what is present (`{ postgres: serverUrl }`): true
 * when any is missing (falsy). In CI a missing requirement throws unless the stage's CI_SKIPS lists it.
 */
export function skipWithout(
  present: Partial<Record<Requirement, unknown>>,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const missing = (Object.keys(present) as Requirement[]).filter((requirement) => !present[requirement]);
  const unexpected = env.CI ? missing.filter((requirement) => !expectedSkips(env).has(requirement)) : [];
  if (unexpected.length > 0) {
    const needs = unexpected.map((requirement) => `${requirement} (${REQUIREMENTS[requirement]})`).join(", ");
    throw new Error(
      `CI would skip the tests that need ${needs}, which this stage's CI_SKIPS ("${env.CI_SKIPS ?? ""}") does not ` +
        "list: provide it, or list it in .ci/run for this stage.",
    );
  }
  return missing.length > 0;
}
