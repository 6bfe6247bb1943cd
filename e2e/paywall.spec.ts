import { type APIRequestContext, type APIResponse, type Page, expect, request, test } from "@playwright/test";
import { ADMIN, seriousAxeViolations } from "./support";

const MANAGER_PASSWORD = "Manager-2026";

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function signedInContext(baseURL: string, account: { email: string; password: string }) {
  const context = await request.newContext({ baseURL });
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
 * A paying owner (made by the admin, with its sample hotel) and a manager of that hotel who set their
 * password from the invitation; then the owner's payment falls due.
 */
async function ownerWithManagerFallenDue(baseURL: string) {
  const admin = await signedInContext(baseURL, ADMIN);
  const { user, credentials } = await json<{
    user: { id: string; firstName: string; lastName: string };
    credentials: { email: string; password: string };
  }>(await admin.post("/api/admin/demo-user"));
  const setAccount = (subscriptionStatus: string) =>
    admin.put(`/api/admin/users/${user.id}/subscription`, {
      data: { subscriptionTier: "growth", subscriptionStatus, role: "owner" },
    });
  await json(await setAccount("active"));

  const owner = await signedInContext(baseURL, credentials);
  const [property] = await json<{ id: number }[]>(await owner.get("/api/properties?items=false"));
  const managerEmail = `paywall-manager-${Date.now()}@example.com`;
  await json(
    await owner.post("/api/users/create-manager", {
      data: { email: managerEmail, firstName: "Max", lastName: "Manager", propertyId: property.id },
    }),
  );
  const token = await inviteToken(admin, managerEmail);
  await json(await owner.post("/api/auth/reset-password", { data: { token, newPassword: MANAGER_PASSWORD } }));

  await json(await setAccount("past_due"));
  await Promise.all([admin.dispose(), owner.dispose()]);
  return {
    owner: credentials,
    ownerName: `${user.firstName} ${user.lastName}`,
    manager: { email: managerEmail, password: MANAGER_PASSWORD },
    propertyId: property.id,
  };
}

/** The token of the invitation mailed to `email` (the outbox, read by the admin; no SMTP in tests). */
async function inviteToken(admin: APIRequestContext, email: string): Promise<string> {
  const outbox = await json<{ to: string; text: string }[]>(await admin.get("/api/dev/outbox"));
  const link = outbox.find((m) => m.to === email)?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link, "an invitation link in the outbox").toBeTruthy();
  return new URL(link!).searchParams.get("token")!;
}

test.describe.serial("the paywall holds on the server and reads right for owner and manager", () => {
  let world: Awaited<ReturnType<typeof ownerWithManagerFallenDue>>;

  test.beforeAll(async () => {
    world = await ownerWithManagerFallenDue(test.info().project.use.baseURL!);
  });

  test("the owner whose payment is due sees the gate with their actions, and the API answers 402", async ({ page }) => {
    await signIn(page, world.owner);
    const dialog = page.getByRole("dialog", { name: "Payment Required" });
    await expect(dialog).toBeVisible();
    await expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Dismiss" }).click();

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
    await expect(main.getByText("Your subscription needs to be active to access this feature.")).toBeVisible();
    await expect(main.getByRole("link", { name: "View Pricing Plans" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Manage Subscription" })).toBeVisible();
    await expect(await seriousAxeViolations(page)).toEqual([]);

    const properties = await page.request.get("/api/properties");
    expect(properties.status()).toBe(402);
    expect(await properties.json()).toMatchObject({ error: "PAYMENT_REQUIRED", paywall: true, reason: "other" });
    expect((await page.request.get("/api/payment/status")).status()).toBe(200);
  });

  test("their manager is told whom to contact, with no owner actions, also at 360 px", async ({ page }) => {
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
    await expect(await seriousAxeViolations(page)).toEqual([]);

    const inventory = await page.request.get(`/api/properties/${world.propertyId}/inventory`);
    expect(inventory.status()).toBe(402);
    expect(await inventory.json()).toMatchObject({ error: "PAYMENT_REQUIRED", paywall: true });
  });
});
