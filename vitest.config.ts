import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "apps/server",
      "apps/web",
      // The repository's own tooling, such as the local ESLint rules.
      { test: { name: "tooling", include: ["eslint-rules/**/*.test.js"], setupFiles: ["vitest.setup.ts"] } },
    ],
  },
});
