import fs from "node:fs";
import { createRequire } from "node:module";
import { type Page, expect, request } from "@playwright/test";

const require = createRequire(import.meta.url);

/** Seeded demo accounts (apps/server/src/db/seed-data.ts). */
export const OWNER = { email: "owner@example.com", password: "Stockroom123" };
export const MANAGER = { email: "manager@example.com", password: "Stockroom123" };
export const ADMIN = { email: "admin@example.com", password: "Stockroom123" };

/** Signs in through the /login page and waits for the dashboard. */
export async function signInThroughLoginPage(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

/**
 * Runs the renewals and scheduled changes as if it were `at` (TEST_HOOKS, see playwright.config.ts). The
 * hook answers the admin only, so it signs in as the seeded admin in a context of its own and leaves the
 * caller's session alone.
 */
export async function runScheduledJobsAt(baseURL: string, at: Date) {
  const admin = await request.newContext({ baseURL });
  try {
    const signedIn = await admin.post("/api/auth/login", { data: ADMIN });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const response = await admin.post("/api/test-hooks/run-scheduled-jobs", { data: { at: at.toISOString() } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { changesApplied: number; renewed: number; failed: number };
  } finally {
    await admin.dispose();
  }
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core in the page and returns the serious and critical violations. axe is evaluated through
 * the DevTools protocol rather than a script tag, so pages keep their strict CSP while being checked.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
