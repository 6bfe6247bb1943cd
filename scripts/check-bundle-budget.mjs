// Bundle budget: the JavaScript a browser must download before the dashboard (the first screen after sign-in)
// can render, gzipped, must stay within BUDGET_BYTES. Reads the manifest Vite writes next to the build
// (apps/web/dist/.vite/manifest.json), so it checks what is actually shipped; run it after `npm run build`.
// Usage: node scripts/check-bundle-budget.mjs [dist directory, default apps/web/dist]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150 * 1024;
const DIST = path.resolve(process.argv[2] ?? fileURLToPath(new URL("../apps/web/dist/", import.meta.url)));
const MANIFEST = path.join(DIST, ".vite", "manifest.json");
const PAGE = "src/features/dashboard/pages/DashboardPage.tsx";

/**
 * Manifest keys of `roots` and of every chunk they import statically, transitively. Dynamic imports are left
 * out: they load later, on demand (other pages, dialogs, charts).
 */
function withStaticImports(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

if (!fs.existsSync(MANIFEST)) {
  console.error(`No ${path.relative(process.cwd(), MANIFEST)}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(MANIFEST, "utf8"));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const files = [...withStaticImports(manifest, [entry, PAGE])].map((key) => manifest[key].file);
// Level 9: a figure that depends only on the bytes, close to what the server's compression sends.
const rows = files
  .map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
console.log(`Dashboard initial JavaScript (gzip -9), ${rows.length} files:`);
for (const { file, gzip } of rows) console.log(`  ${kb(gzip)}  ${file}`);
console.log(`  ${kb(total)}  total, budget ${kb(BUDGET_BYTES).trim()}`);
if (total > BUDGET_BYTES) {
  console.error(
    `Bundle budget exceeded by ${kb(total - BUDGET_BYTES).trim()}: load heavy pieces of the dashboard ` +
      `(charts, dialogs opened on click) with import() or drop dependencies from the entry chunk.`,
  );
  process.exit(1);
}
