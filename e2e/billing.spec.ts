import fs from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import {
  endGraceOf,
  mailedSubjects,
  runScheduledJobsAt,
  seriousAxeViolations,
  signInThroughLoginPage,
} from "./support";

/** The built-in provider's test cards (README). */
const CARDS = {
  success: "4242 4242 4242 4242",
  authenticate: "4000 0025 0000 3155",
  declinesLater: "4000 0000 0000 0341",
} as const;

const PASSWORD = "Checkout123";
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new customer per run: the e2e server keeps its data between the journeys of one run. */
function newCustomer(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { firstName: "Nora", lastName: label, email: `${label.toLowerCase()}-${stamp}@example.org` };
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
}

/** From the pricing page through checkout to the signed-in dashboard, paying with `card`. */
async function buyPlan(page: Page, planName: string, card: string, customer: ReturnType<typeof newCustomer>) {
  await page.goto("/pricing");
  await page.getByRole("link", { name: `Choose ${planName}` }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=\w+&billing=monthly$/);
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();

  const continueButton = page.getByRole("button", { name: "Continue" });
  await page.getByLabel("First name").fill(customer.firstName);
  await page.getByLabel("Last name").fill(customer.lastName);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill("Different123");
  await page.getByLabel("Confirm password").blur();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await continueButton.click();

  await expect(page.getByRole("heading", { name: "Payment", level: 2 })).toBeVisible();
  await fillCard(page, card);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  if (card === CARDS.authenticate) {
    const bank = page.getByRole("dialog", { name: "Confirm your payment" });
    await bank.getByRole("button", { name: "Complete authentication" }).click();
  }

  await expect(page).toHaveURL(/\/checkout\/success\?/);
  await expect(page.getByText("Payment Successful").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Adds active properties through the API, with the browser's session (the properties screen has its own journey). */
async function addProperties(request: APIRequestContext, names: string[]) {
  for (const name of names) {
    const response = await request.post("/api/properties", { data: { name, address: `${name} Street 1` } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function openSubscriptionSettings(page: Page) {
  await page.goto("/subscription-settings");
  await expect(page.getByRole("heading", { name: "Subscription Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Available Plans" })).toBeVisible();
}

/** Runs the renewals and scheduled changes as if it were `days` from now. */
async function runScheduledJobsIn(days: number) {
  await runScheduledJobsAt(test.info().project.use.baseURL!, new Date(Date.now() + days * DAY_MS));
}

async function activePropertyNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/properties");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { name: string }[]).map((p) => p.name).sort();
}

test.describe.serial("a customer buys, upgrades and downgrades in the browser", () => {
  const customer = newCustomer("Growth");
  const HOTELS = ["Alder House", "Birch Court", "Cedar Inn"];

  test("a visitor buys the growth plan with the success card and arrives signed in on the dashboard", async ({
    page,
  }) => {
    await buyPlan(page, "Growth", CARDS.success, customer);
    await page.getByRole("button", { name: "Open user menu" }).click();
    await expect(page.getByRole("menu")).toContainText(customer.email);
  });

  test("the owner previews an upgrade to Pro and pays it with the saved card", async ({ page }) => {
    await signInThroughLoginPage(page, { email: customer.email, password: PASSWORD });
    await addProperties(page.request, HOTELS);
    await openSubscriptionSettings(page);
    await expect(page.getByRole("button", { name: "Current Plan: Growth" })).toBeVisible();

    const previewAnswer = page.waitForResponse((r) => r.url().endsWith("/api/subscription/calculate-upgrade"));
    await page.getByRole("button", { name: "Upgrade to Pro", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to Pro" });
    const { calculation } = (await (await previewAnswer).json()) as {
      calculation: { chargeAmount: number; unusedValue: number };
    };
    // Just bought: almost all of Growth's $99 is credited against Pro's $199 for the same remaining days.
    expect(calculation.unusedValue).toBeGreaterThan(9000);
    expect(calculation.chargeAmount).toBeGreaterThan(9000);
    expect(calculation.chargeAmount).toBeLessThan(10500);
    await expect(dialog).toContainText("$199/month");
    await expect(dialog.getByRole("definition").first()).toHaveText(dollars(calculation.chargeAmount));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Confirm Upgrade" }).click();
    await expect(dialog.getByText(/Payment Successful/)).toBeVisible();

    await expect(page.getByRole("button", { name: "Current Plan: Pro" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Downgrade to Growth" })).toBeVisible();
  });

  test("on a phone the owner gives the billing details and downloads the upgrade's receipt as a PDF", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInThroughLoginPage(page, { email: customer.email, password: PASSWORD });
    await openSubscriptionSettings(page);
    const details = page.getByRole("region", { name: "Billing Details" });
    await details.getByLabel("Company name").fill("Alder Hotels LLC");
    await details.getByLabel("Billing address").fill("1 Alder Street\nPortland, ME 04101");
    await details.getByLabel("Tax ID").fill("EIN 12-3456789");
    await details.getByRole("button", { name: "Save Billing Details" }).click();
    await expect(page.getByText("Billing details saved").first()).toBeVisible();

    // The billing job numbers and mails the receipts of the checkout and the upgrade (decision 193).
    await runScheduledJobsIn(0);
    await page.reload();
    const upgrade = page
      .getByRole("region", { name: "Payment History" })
      .getByRole("listitem")
      .filter({ hasText: "Upgrade to Pro" });
    const link = upgrade.getByRole("link", { name: /^Download receipt R-\d{6} as PDF$/ });
    await expect(link).toBeVisible();
    const label = /R-\d{6}/.exec((await link.textContent()) ?? "")![0];
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${label}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(await fs.readFile(await download.path())));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [`Receipt ${label}`, "Upgrade to Pro", customer.email, "Total paid: $"]) {
      expect(text).toContain(expected);
    }
  });

  test("a downgrade to Starter keeps the chosen property and deactivates the others when it applies", async ({
    page,
  }) => {
    await signInThroughLoginPage(page, { email: customer.email, password: PASSWORD });
    await openSubscriptionSettings(page);
    await page.getByRole("button", { name: "Downgrade to Starter" }).click();

    const dialog = page.getByRole("dialog", { name: "Select Properties to Keep" });
    await expect(dialog).toContainText("Choose exactly 1 to keep");
    const confirm = dialog.getByRole("button", { name: "Confirm Downgrade" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Birch Court").check();
    // The allowance is reached: the other boxes cannot be ticked any more.
    await expect(dialog.getByLabel("Alder House")).toBeDisabled();
    await expect(dialog).toContainText("1 of 1 selected");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.click();
    await expect(page.getByText("Plan Change Scheduled").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Scheduled Change" })).toBeVisible();

    // Until the period ends, everything stays as it is.
    expect(await activePropertyNames(page.request)).toEqual(HOTELS);

    await runScheduledJobsIn(32);
    expect(await activePropertyNames(page.request)).toEqual(["Birch Court"]);
    await page.reload();
    await expect(page.getByRole("button", { name: "Current Plan: Starter" })).toBeVisible();
    await page.goto("/properties");
    await expect(page.getByRole("article", { name: "Birch Court" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Alder House" })).toHaveCount(0);
  });

  test("the owner cancels, keeps access to the end of the period, and reactivates", async ({ page }) => {
    await signInThroughLoginPage(page, { email: customer.email, password: PASSWORD });
    await openSubscriptionSettings(page);
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    const confirmDialog = page.getByRole("alertdialog", { name: "Cancel Subscription" });
    await expect(confirmDialog).toContainText("You keep access until the end of your current billing period.");
    await confirmDialog.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(page.getByText("Subscription Canceled").first()).toBeVisible();
    await expect(page.getByText(/Your subscription is canceled\. You have access until /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);

    // Canceled, yet paid up: the dashboard stays open.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    await openSubscriptionSettings(page);
    await page.getByRole("button", { name: "Reactivate" }).click();
    await expect(page.getByText("Subscription Reactivated").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();
    const status = await (await page.request.get("/api/payment/status")).json();
    expect(status).toMatchObject({ subscriptionStatus: "active", needsPaywall: false });
  });
});

test.describe.serial("a declined renewal locks the account until a good card pays", () => {
  const customer = newCustomer("Renewal");

  test("the renewal with the card that declines later makes the account past due and shows the paywall", async ({
    page,
  }) => {
    await buyPlan(page, "Starter", CARDS.declinesLater, customer);
    await runScheduledJobsIn(32);
    // The owner hears of it at once, before anyone is locked out (decision 191).
    expect(await mailedSubjects(customer.email)).toContain("Your Stockroom payment failed");
    // A week later the grace is over (decision 191): the paywall closes.
    await endGraceOf(test.info().project.use.baseURL!, customer.email);

    const status = await (await page.request.get("/api/payment/status")).json();
    expect(status).toMatchObject({ subscriptionStatus: "past_due", needsPaywall: true, reason: "payment_failed" });

    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Payment Required" });
    await expect(dialog).toContainText(
      "Your recent payment of $19.00 was declined. Please update your payment method or retry the payment.",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Dismissed for this browser session, it leaves the gate that replaces the dashboard.
    await dialog.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
    await expect(page.getByText("Your subscription needs to be active to access this feature.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Pricing Plans" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage Subscription" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("saving a good card and retrying restores access", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Payment Required" });
    await dialog.getByRole("button", { name: "Update Payment Method" }).click();
    await fillCard(page, CARDS.success);
    await dialog.getByRole("button", { name: "Save Payment Method" }).click();
    await expect(
      dialog.getByText("Your new payment method is saved. Retry the payment to restore access."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Retry Payment" }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Subscription Required" })).toHaveCount(0);
    const status = await (await page.request.get("/api/payment/status")).json();
    expect(status).toMatchObject({ subscriptionStatus: "active", needsPaywall: false });

    // The accounts office follows it in the billing history: the purchase, the failed renewal and its retry.
    await page.goto("/subscription-settings");
    const history = page.getByRole("region", { name: "Payment History" }).getByRole("listitem");
    await expect(history).toHaveCount(3);
    await expect(history.filter({ hasText: "Starter plan renewal" }).filter({ hasText: "Failed" })).toHaveCount(1);
    await expect(history.filter({ hasText: "Starter plan renewal" }).filter({ hasText: "Paid" })).toHaveCount(1);
    await expect(history.filter({ hasText: /^Starter plan(?! renewal)/ })).toContainText("$19.00");

    // The retry's receipt reaches the owner's mail once the billing job has numbered it (decision 193).
    await runScheduledJobsIn(0);
    const receipts = (await mailedSubjects(customer.email)).filter((subject) =>
      subject.startsWith("Your Stockroom receipt"),
    );
    expect(receipts).toHaveLength(2);
    await page.reload();
    await expect(history.filter({ hasText: "Starter plan renewal" }).filter({ hasText: "Paid" })).toContainText(
      /Receipt R-\d{6}/,
    );
  });
});

test("a visitor pays with the card that asks for 3-D Secure, confirms it and is signed in", async ({ page }) => {
  const customer = newCustomer("Secure");
  await buyPlan(page, "Basic", CARDS.authenticate, customer);
  const status = await (await page.request.get("/api/payment/status")).json();
  expect(status).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "basic", needsPaywall: false });
});

test("an enterprise owner past the 21 included properties pays for the 22nd from the properties screen", async ({
  page,
}) => {
  const customer = newCustomer("Enterprise");
  await buyPlan(page, "Enterprise", CARDS.success, customer);
  await addProperties(
    page.request,
    Array.from({ length: 21 }, (_, i) => `Resort ${i + 1}`),
  );

  await page.goto("/properties");
  await page.getByRole("button", { name: "Add Property" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add New Property" });
  await addDialog.getByPlaceholder("Enter property name").fill("Resort 22");
  await addDialog.getByPlaceholder("Enter property address").fill("22 Ocean Drive");
  await addDialog.getByRole("button", { name: "Add Property" }).click();

  const payment = page.getByRole("dialog", { name: "Additional Property" });
  await expect(payment).toContainText("$10 per month");
  await fillCard(page, CARDS.success);
  await payment.getByRole("button", { name: "Pay $10" }).click();
  await expect(page.getByText("Payment Successful").first()).toBeVisible();
  await expect(payment).toBeHidden();
  await expect(page.getByRole("article", { name: "Resort 22" })).toBeVisible();
  expect(await activePropertyNames(page.request)).toHaveLength(22);
});
