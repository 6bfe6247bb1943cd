// Bundles the server into dist/index.js, and the worker threads index.js starts from beside itself: the
// embedded database's into dist/pglite-worker.js and the PDF renderers' into dist/render-worker.js. Installed
// packages stay external and load from node_modules; the workspace package @stockroom/shared is TypeScript
// source, so it is bundled in. The database's function files are read at start-up beside the bundle
// (src/db/function-files.ts), so they are copied to dist/functions, replacing what an earlier build left there: a
// file deleted from the source must not be applied again.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@stockroom/"));

await build({
  entryPoints: {
    index: "src/index.ts",
    "pglite-worker": "src/db/pglite-worker.ts",
    "render-worker": "src/renders/worker.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});

rmSync("dist/functions", { recursive: true, force: true });
cpSync("src/db/functions", "dist/functions", { recursive: true });
