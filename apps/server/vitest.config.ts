import os from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    // Minutes long, with real processes: run by npm run test:reliability only.
    exclude: [...configDefaults.exclude, "src/test/reliability/**"],
    setupFiles: ["../../vitest.setup.ts", "src/test/database-env.ts"],
    globalSetup: ["src/test/pglite-template.ts", "src/test/pooler-setup.ts", "src/test/replica-setup.ts"],
    // Each file opens its own database; PGlite start-up and argon2 make the first tests slow.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one on CI's two. A file waits on its database
    // (PGlite's thread, or PostgreSQL) about half the time, so two files at once use both cores (decision 151).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Files share their worker's module cache instead of importing the app afresh each (about 4 s a file):
    // every file builds its own app and database (createTestContext), and no test mocks modules or changes the
    // environment, so nothing a file does reaches the next one through a module (decision 179).
    isolate: false,
    hookTimeout: 60_000,
  },
});
