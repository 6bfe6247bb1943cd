import fs from "node:fs";
import { createRequire } from "node:module";
import { type APIRequestContext, type Page, expect, request } from "@playwright/test";

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

/**
 * Ends the grace of a renewal that failed for the owner at `email` (TEST_HOOKS; decision 191): the paywall reads the
 * real clock, and a renewal the journeys run in the future starts a grace that would end a week after that.
 */
export async function endGraceOf(baseURL: string, email: string) {
  const admin = await request.newContext({ baseURL });
  try {
    const signedIn = await admin.post("/api/auth/login", { data: ADMIN });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const response = await admin.post("/api/test-hooks/end-grace", { data: { email } });
    expect(response.ok(), await response.text()).toBe(true);
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

/** The app under test (playwright.config.ts puts its port in the environment for every worker). */
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * The newest link to `path` (e.g. "/demo/confirm") mailed to `email`, as a path and query, read from the outbox
 * through the development mailbox with an admin session of its own; undefined while there is none.
 */
export async function mailedLink(email: string, path: string): Promise<string | undefined> {
  const admin = await request.newContext({ baseURL: BASE_URL });
  try {
    expect((await admin.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
    const outbox = (await (await admin.get("/api/dev/outbox")).json()) as { to: string; text: string }[];
    const pattern = new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\?token=[\\w-]+`);
    const link = outbox.map((message) => message.to === email && pattern.exec(message.text)?.[0]).find(Boolean);
    if (!link) return undefined;
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } finally {
    await admin.dispose();
  }
}

/** The subjects of every message mailed to `email`, oldest first, read from the outbox as mailedLink reads it. */
export async function mailedSubjects(email: string): Promise<string[]> {
  const admin = await request.newContext({ baseURL: BASE_URL });
  try {
    expect((await admin.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
    const outbox = (await (await admin.get("/api/dev/outbox")).json()) as { id: number; to: string; subject: string }[];
    return outbox
      .filter((message) => message.to === email)
      .sort((a, b) => a.id - b.id)
      .map((message) => message.subject);
  } finally {
    await admin.dispose();
  }
}

/** Waits for a link to `path` mailed to `email` other than `previous`: a job writes the mail after the answer. */
export async function nextMailedLink(email: string, path: string, previous?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = await mailedLink(email, path);
        return link !== undefined && link !== previous;
      },
      { message: `a new ${path} link mailed to ${email}` },
    )
    .toBe(true);
  return link!;
}

export interface DemoVisitor {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Signs up for the demo through /demo and opens the link it emails (issue 34: a demo account is made only
 * once its address proved itself), which lands on the dashboard in demo mode.
 */
export async function startDemoThroughSignupPage(page: Page, visitor: DemoVisitor) {
  await page.goto("/demo");
  await page.getByLabel("First name").fill(visitor.firstName);
  await page.getByLabel("Last name").fill(visitor.lastName);
  await page.getByLabel("Email").fill(visitor.email);
  await page.getByLabel("Password", { exact: true }).fill("Welcome123");
  await page.getByLabel("What do you use to track supplies now?").fill("Spreadsheets");
  await page.getByRole("combobox", { name: "Number of properties" }).click();
  await page.getByRole("option", { name: "1 property" }).click();
  await page.getByRole("button", { name: "Create Free Demo Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
  await page.goto(await nextMailedLink(visitor.email, "/demo/confirm"));
}

/** The same through the API, for journeys that need a demo session in `api` (a page's context.request, say). */
export async function startDemoThroughApi(
  api: APIRequestContext,
  visitor: DemoVisitor & { password: string; currentTools: string },
) {
  const signedUp = await api.post("/api/demo/signup", { data: { ...visitor, propertyCount: "1" } });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const link = new URL(await nextMailedLink(visitor.email, "/demo/confirm"), BASE_URL);
  const confirmed = await api.post("/api/demo/confirm", { data: { token: link.searchParams.get("token") } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** A customer's details at checkout. */
export interface CheckoutCustomer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A stamp that makes a journey's email addresses its own, run after run. */
export const uniqueStamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Buys `planId` (monthly) through the checkout API for `customer`, paying with `card` (digits; the success card
 * unless given), a 3-D Secure step approved; the request's context is then signed in as the new owner.
 */
export async function buyThroughCheckoutApi(
  request: APIRequestContext,
  { planId, customer, card = "4242424242424242" }: { planId: string; customer: CheckoutCustomer; card?: string },
) {
  const { password, ...details } = customer;
  const started = await request.post("/api/create-subscription-intent", {
    data: { planId, isYearly: false, customerInfo: { ...details, password, confirmPassword: password } },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { clientSecret, paymentIntentId } = (await started.json()) as { clientSecret: string; paymentIntentId: string };
  const paid = await request.post("/api/local-payments/confirm", {
    data: { clientSecret, card: { number: card, expMonth: 12, expYear: 2034, cvc: "123" } },
  });
  if (((await paid.json()) as { status: string }).status === "requires_action") {
    await request.post("/api/local-payments/authenticate", { data: { clientSecret, approve: true } });
  }
  const completed = await request.post("/api/complete-registration", {
    data: { paymentIntent: paymentIntentId, planId, isYearly: false, email: customer.email },
  });
  expect(await completed.json()).toMatchObject({ success: true, autoLogin: true });
}
