import { type APIRequestContext, type APIResponse, type Page, expect, request, test } from "@playwright/test";
import { ADMIN, endGraceOf, runScheduledJobsAt, seriousAxeViolations } from "./support";

const OWNER_PASSWORD = "Owner-2026";
const MANAGER_PASSWORD = "Manager-2026";
const DECLINES_LATER = "4000000000000341";

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * A request context from an address of its own (TRUST_PROXY in playwright.config.ts): checkouts are
 * limited per address, and other journeys buy accounts too.
 */
const newContext = (baseURL: string) =>
  request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.78.0.${Math.floor(Math.random() * 250) + 1}` },
  });

async function signedInContext(baseURL: string, account: { email: string; password: string }) {
  const context = await newContext(baseURL);
  await json(await context.post("/api/auth/login", { data: account }));
  return context;
}

/** Signs in through /login; behind the paywall the dashboard never shows, so it waits for the redirect home. */
async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/**
 * An owner who bought Growth through the checkout API with the card that declines later, with a hotel
 * and a manager there who set their password from the invitation; then the renewal is declined.
 */
async function ownerWithManagerAfterFailedRenewal(baseURL: string) {
  const ownerName = { firstName: "Olive", lastName: `Overdue${Date.now()}` };
  const owner = { email: `paywall-owner-${Date.now()}@example.com`, password: OWNER_PASSWORD };
  const ownerContext = await newContext(baseURL);
  const { clientSecret, paymentIntentId } = await json<{ clientSecret: string; paymentIntentId: string }>(
    await ownerContext.post("/api/create-subscription-intent", {
      data: {
        planId: "growth",
        isYearly: false,
        customerInfo: { ...ownerName, email: owner.email, password: owner.password, confirmPassword: owner.password },
      },
    }),
  );
  await json(
    await ownerContext.post("/api/local-payments/confirm", {
      data: { clientSecret, card: { number: DECLINES_LATER, expMonth: 12, expYear: 2034, cvc: "123" } },
    }),
  );
  await json(
    await ownerContext.post("/api/complete-registration", {
      data: { paymentIntent: paymentIntentId, planId: "growth", isYearly: false, email: owner.email },
    }),
  );

  const property = await json<{ id: number }>(
    await ownerContext.post("/api/properties", { data: { name: "Overdue Inn" } }),
  );
  const manager = { email: `paywall-manager-${Date.now()}@example.com`, password: MANAGER_PASSWORD };
  await json(
    await ownerContext.post("/api/users/create-manager", {
      data: { email: manager.email, firstName: "Max", lastName: "Manager", propertyId: property.id },
    }),
  );
  const admin = await signedInContext(baseURL, ADMIN);
  const token = await inviteToken(admin, manager.email);
  await json(await admin.post("/api/auth/reset-password", { data: { token, newPassword: manager.password } }));

  const info = await json<{ user: { currentPeriodEnd: string } }>(await ownerContext.get("/api/subscription/info"));
  await runScheduledJobsAt(baseURL, new Date(new Date(info.user.currentPeriodEnd).getTime() + 60_000));
  await Promise.all([admin.dispose(), ownerContext.dispose()]);
  return { owner, ownerName: `${ownerName.firstName} ${ownerName.lastName}`, manager, propertyId: property.id };
}

/** The token of the invitation mailed to `email` (the outbox, read by the admin; the journeys' SMTP sink keeps nothing). */
async function inviteToken(admin: APIRequestContext, email: string): Promise<string> {
  const outbox = await json<{ to: string; text: string }[]>(await admin.get("/api/dev/outbox"));
  const link = outbox.find((m) => m.to === email)?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link, "an invitation link in the outbox").toBeTruthy();
  return new URL(link!).searchParams.get("token")!;
}

/** Runs `use` with a request context signed in as the seeded admin (the outbox and the test hooks are theirs). */
async function asAdmin<T>(use: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await signedInContext(test.info().project.use.baseURL!, ADMIN);
  try {
    return await use(admin);
  } finally {
    await admin.dispose();
  }
}

const mailTo = (email: string) =>
  asAdmin(async (admin) =>
    (await json<{ to: string; subject: string; text: string }[]>(await admin.get("/api/dev/outbox?limit=100"))).filter(
      (message) => message.to === email,
    ),
  );

const endGrace = (email: string) => endGraceOf(test.info().project.use.baseURL!, email);

test.describe.serial("the paywall holds on the server and reads right for owner and manager", () => {
  let world: Awaited<ReturnType<typeof ownerWithManagerAfterFailedRenewal>>;

  test.beforeAll(async () => {
    world = await ownerWithManagerAfterFailedRenewal(test.info().project.use.baseURL!);
  });

  test("the owner is emailed at once and told of the grace, while the manager keeps working", async ({ page }) => {
    const failed = (await mailTo(world.owner.email)).find((m) => m.subject === "Your Stockroom payment failed")!;
    expect(failed, "the owner's email about the failed renewal").toBeTruthy();
    expect(failed.text).toContain("/?payment=due");
    expect(await mailTo(world.manager.email)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ subject: "Your Stockroom access is paused" })]),
    );

    // The email's link opens the Payment Required dialog over the dashboard, which is still open.
    await signIn(page, world.owner);
    await page.goto(new URL(failed.text.match(/https?:\/\/\S+\/\?payment=due/)![0]).pathname + "?payment=due");
    const dialog = page.getByRole("dialog", { name: "Payment Required" });
    await expect(dialog).toContainText("Your team keeps working until");
    await expect(dialog.getByRole("button", { name: "Retry Payment" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect((await page.request.get("/api/properties")).status()).toBe(200);

    const manager = await signedInContext(test.info().project.use.baseURL!, world.manager);
    expect((await manager.get(`/api/properties/${world.propertyId}/inventory`)).status()).toBe(200);
    await manager.dispose();
  });

  test("the owner whose renewal failed sees the gate with their actions, and the API answers 402", async ({ page }) => {
    await endGrace(world.owner.email);
    const noticed = await mailTo(world.owner.email);
    expect(noticed.map((message) => message.subject)).toContain("Your team's Stockroom access is suspended");
    await signIn(page, world.owner);
    const dialog = page.getByRole("dialog", { name: "Payment Required" });
    await expect(dialog).toContainText(
      "Your recent payment of $99.00 was declined. Please update your payment method or retry the payment.",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Dismiss" }).click();

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
    await expect(main.getByText("Your subscription needs to be active to access this feature.")).toBeVisible();
    await expect(main.getByRole("link", { name: "View Pricing Plans" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Manage Subscription" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const properties = await page.request.get("/api/properties");
    expect(properties.status()).toBe(402);
    expect(await properties.json()).toMatchObject({
      error: "PAYMENT_REQUIRED",
      paywall: true,
      reason: "payment_failed",
    });
    expect((await page.request.get("/api/payment/status")).status()).toBe(200);
  });

  test("their manager is told whom to contact, with no owner actions, also at 360 px", async ({ page }) => {
    await endGrace(world.owner.email);
    const paused = (await mailTo(world.manager.email)).filter((m) => m.subject === "Your Stockroom access is paused");
    expect(paused).toHaveLength(1);
    expect(paused[0].text).toContain(world.ownerName);
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, world.manager);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
    await expect(
      main.getByText(`Your owner's subscription needs attention. Please contact ${world.ownerName}.`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "View Pricing Plans" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Manage Subscription" })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const inventory = await page.request.get(`/api/properties/${world.propertyId}/inventory`);
    expect(inventory.status()).toBe(402);
    expect(await inventory.json()).toMatchObject({ error: "PAYMENT_REQUIRED", paywall: true });
  });
});
