import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The reliability suite (npm run test:reliability): real server processes killed mid-write and put
 * under load for a minute, so it stays out of the unit run. Files run one after another, so the load
 * figures are not skewed by a crash test sharing the CPU.
 */
export default defineConfig({
  // The server package, wherever the command is run from (its cache goes to the package's node_modules).
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.."),
  test: {
    name: "reliability",
    include: ["src/test/reliability/*.test.ts"],
    setupFiles: ["../../vitest.setup.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
