import { spawn } from "node:child_process";
import { REPO_ROOT } from "./cluster/instances";

/**
 * Runs one of the server's command-line tools from source, as its npm script does (tsx, from the repository root),
 * with `env` and PATH alone, so nothing of the test's own environment decides its behaviour.
 */
export function runCli(
  cli: string,
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", cli, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}
