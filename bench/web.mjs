// Web benchmark: Lighthouse (mobile preset, performance and accessibility) against the landing page of the
// production build, served by the production server. Prints the scores and key metrics and records them in
// bench/RESULTS.md between this benchmark's markers.
//
// Lighthouse is installed on demand into bench/.tools (git-ignored): its `third-party-web: "latest"` dependency
// moves and would break `npm ci` if it were in the main lockfile (see ../shared/STACK-NOTES.md).
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM_FLAGS } from "../e2e/chromium.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const TOOLS = path.join(ROOT, "bench", ".tools");
const RESULTS = path.join(ROOT, "bench", "RESULTS.md");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Lighthouse's own advice: scores vary between runs, so report the median of several.
const RUNS = 3;
const TARGETS = { performance: 95, accessibility: 95 };
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["Speed Index", "speed-index"],
];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

function ensureBuild() {
  const built = ["apps/server/dist/index.js", "apps/web/dist/index.html"].every((f) =>
    fs.existsSync(path.join(ROOT, f)),
  );
  if (!built) run("npm", ["run", "build"]);
}

/** Imports a package from bench/.tools, installing Lighthouse and chrome-launcher there first if needed. */
async function importTool(name) {
  const manifest = path.join(TOOLS, "package.json");
  if (!fs.existsSync(path.join(TOOLS, "node_modules", "lighthouse"))) {
    // Its own package.json keeps npm from treating the folder as part of the workspace.
    fs.mkdirSync(TOOLS, { recursive: true });
    fs.writeFileSync(manifest, '{ "private": true }\n');
    const packages = ["lighthouse@^12.8", "chrome-launcher@^1"];
    run("npm", [
      "install",
      "--no-save",
      "--no-package-lock",
      "--no-audit",
      "--no-fund",
      "--prefix",
      TOOLS,
      ...packages,
    ]);
  }
  return import(pathToFileURL(createRequire(manifest).resolve(name)).href);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The production server on a free port with an empty data directory; resolves once /api/health answers. */
async function startServer(dataDir) {
  const origin = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, ["apps/server/dist/index.js"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: new URL(origin).port,
      HOST: "127.0.0.1",
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      // The landing page needs no data.
      SEED_DEMO_DATA: "false",
      // Production as customers see it, with Stripe configured (the landing page never calls it), so without the
      // staging server's test-payments banner.
      STRIPE_SECRET_KEY: "sk_test_bench",
      STRIPE_PUBLISHABLE_KEY: "pk_test_bench",
      STRIPE_WEBHOOK_SECRET: "whsec_bench",
      LOG_LEVEL: "warn",
    },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill();
    await exited;
  };
  const healthy = () =>
    fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await healthy()) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("the server did not answer /api/health within 60 s");
}

/** Runs Lighthouse RUNS times in a fresh headless Chromium and returns the run with the median performance. */
async function audit(url) {
  const { default: lighthouse } = await importTool("lighthouse");
  const chromeLauncher = await importTool("chrome-launcher");
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return runs[Math.floor(runs.length / 2)];
}

function summarize(lhr) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility") },
    metrics: METRICS.map(([label, id]) => [label, lhr.audits[id].displayValue]),
    failedAccessibility: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => lhr.audits[ref.id].title),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

function machine() {
  const cpus = os.cpus();
  const memory = `${Math.round(os.totalmem() / 1024 ** 3)} GiB`;
  // Debian's wrapper script also prints a harmless warning on stderr; only stdout is kept.
  const chromium = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout.trim();
  const cpu = `${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}`;
  return [cpu, memory, `${os.type()} ${os.release()}`, `Node ${process.version}`, chromium].join(", ");
}

const row = (cells) => `| ${cells.join(" | ")} |`;

function renderSection(summary, missed) {
  const { scores, metrics } = summary;
  return [
    "## Web (Lighthouse)",
    "",
    `- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "- Command: `npm run bench:web`",
    `- Machine: ${machine()}`,
    `- Lighthouse ${summary.lighthouseVersion}, mobile preset (simulated throttling), landing page \`/\` of the ` +
      `production build; the median of ${RUNS} runs by performance`,
    "",
    row(["Performance", "Accessibility", ...metrics.map(([label]) => label)]),
    row(["---:", "---:", ...metrics.map(() => "---:")]),
    row([scores.performance, scores.accessibility, ...metrics.map(([, value]) => value)]),
    "",
    `Targets (performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}):`,
    "",
    ...(missed.length === 0 ? ["- all met"] : missed.map((m) => `- missed: ${m}`)),
  ].join("\n");
}

const START = "<!-- web:start -->";
const END = "<!-- web:end -->";

/** Replaces this benchmark's section of RESULTS.md, keeping the other benchmarks' sections. */
function writeResults(section) {
  const block = `${START}\n${section}\n${END}`;
  const current = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, "utf8") : "# Benchmark results\n";
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS, next);
}

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-web-bench-"));
let summary;
try {
  const server = await startServer(dataDir);
  try {
    summary = summarize(await audit(`${server.origin}/`));
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const missed = Object.entries(TARGETS)
  .filter(([category, target]) => summary.scores[category] < target)
  .map(([category, target]) => `${category} ${summary.scores[category]} (target ≥ ${target})`);
console.log(`Landing page, Lighthouse mobile (median of ${RUNS}):`);
console.log(`  performance ${summary.scores.performance}, accessibility ${summary.scores.accessibility}`);
for (const [label, value] of summary.metrics) console.log(`  ${label.padEnd(12)} ${value}`);
for (const title of summary.failedAccessibility) console.log(`  accessibility audit not passed: ${title}`);
writeResults(renderSection(summary, missed));
console.log(`Recorded in ${path.relative(process.cwd(), RESULTS)}.`);
if (missed.length > 0) {
  console.error(`Targets missed: ${missed.join("; ")}`);
  process.exitCode = 1;
}
