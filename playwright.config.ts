import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./e2e/chromium.mjs";

/** A loopback port nothing listens on now. */
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();

// The config is evaluated again in every worker; values chosen once go through the environment,
// which workers inherit, so all of them talk to the same server.
process.env.E2E_PORT ??= freePort();
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      // Mail goes out as in production, so a purchase order's email turns from Sending… to Sent (issue 34.2).
      command: "node e2e/smtp-sink.mjs",
      port: Number(process.env.E2E_SMTP_PORT),
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node apps/server/dist/index.js",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        PORT: process.env.E2E_PORT,
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Lets the billing journey run the scheduled renewals and downgrades "a month later".
        TEST_HOOKS: "true",
        // Journeys that buy several accounts send X-Forwarded-For, so the per-address checkout and card
        // limits count each journey apart (without the header every request is 127.0.0.1, as before).
        TRUST_PROXY: "true",
        // The alert job runs every second, so a journey sees a low-stock email moments after the count.
        ALERT_JOBS_EVERY_MS: "1000",
        // The journeys' mail server, and workers that look for new jobs twice a second, so a delivery is quick.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        JOBS_POLL_INTERVAL_MS: "500",
        // .ci/run runs the onboarding journey once more with the server on PostgreSQL (issue 22).
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
