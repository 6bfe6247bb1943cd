import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { OWNER, seriousAxeViolations } from "./support";

const BANNER = "Test payments: cards are not charged on this server.";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Waits until the page has asked the server whether payments are test payments. */
async function gotoAfterPaymentConfig(page: Page, url: string) {
  const config = page.waitForResponse((response) => response.url().endsWith("/api/stripe/config"));
  await page.goto(url);
  await config;
}

test("outside production the built-in provider shows no banner (decision 74)", async ({ page }) => {
  await gotoAfterPaymentConfig(page, "/");
  await expect(page.getByRole("heading", { level: 1, name: "Stop Running Out of Hotel Essentials" })).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

test.describe("a staging server (production, PAYMENTS_PROVIDER=local)", () => {
  let origin: string;
  let server: ChildProcess | undefined;
  let dataDir: string;

  // Its own production server beside the e2e one; X-Forwarded-Proto stands in for the TLS proxy, so the
  // Secure session cookie is issued.
  test.use({ extraHTTPHeaders: { "X-Forwarded-Proto": "https" } });

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-staging-"));
    server = spawn(process.execPath, ["apps/server/dist/index.js"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PAYMENTS_PROVIDER: "local",
        // Off by default in production; the journey signs in with the seeded owner.
        SEED_DEMO_DATA: "true",
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_ORIGIN: origin,
        SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
        TRUST_PROXY: "true",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? output, {
        timeout: 50_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill();
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("every page says payments are test payments: public pages, sign-in, checkout and the signed-in app", async ({
    page,
  }) => {
    const banner = page.getByRole("status").filter({ hasText: BANNER });
    for (const url of ["/", "/pricing", "/login", "/checkout?plan=growth&billing=monthly"]) {
      await page.goto(`${origin}${url}`);
      await expect(banner, url).toBeVisible();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${origin}/login`);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(banner).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
