// `npm audit --omit=dev`: fails on any high or critical advisory in what production installs. When the
// registry's advisory service cannot be reached (some mirrors and proxies refuse its POST), it says so; in CI
// that fails unless a dated waiver says why (audit-waiver.mjs).
import { spawnSync } from "node:child_process";
import { judgeUnchecked, readWaiver } from "./audit-waiver.mjs";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", shell: false });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  const reason = report.message ?? report.error?.summary ?? "unknown error";
  console.warn(`audit: the advisory service is unreachable (${reason}).`);
  console.warn("audit: run `npm audit --omit=dev` where the registry's audit endpoint answers.");
  const today = new Date().toISOString().slice(0, 10);
  const { ok, message } = judgeUnchecked({ ci: Boolean(process.env.CI), waiver: readWaiver(), today });
  (ok ? console.warn : console.error)(message);
  process.exit(ok ? 0 : 1);
}

const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities;
console.log(`audit: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low (production dependencies)`);
if (high + critical > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity === "high" || entry.severity === "critical") console.error(`  ${entry.severity}: ${name}`);
  }
  process.exit(1);
}
