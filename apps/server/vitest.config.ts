import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    // Minutes long, with real processes: run by npm run test:reliability only.
    exclude: [...configDefaults.exclude, "src/test/reliability/**"],
    setupFiles: ["../../vitest.setup.ts"],
    globalSetup: ["src/test/pglite-template.ts"],
    // Each file opens its own database; PGlite start-up and argon2 make the first tests slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
