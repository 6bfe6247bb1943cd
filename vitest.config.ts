import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "apps/server",
      "apps/web",
      // The repository's own tooling: the local ESLint rules, and the check that references to decisions and to the
      // spec resolve (scripts/doc-references.test.js).
      {
        test: {
          name: "tooling",
          include: ["eslint-rules/**/*.test.js", "scripts/**/*.test.js"],
          setupFiles: ["vitest.setup.ts"],
        },
      },
    ],
  },
});
