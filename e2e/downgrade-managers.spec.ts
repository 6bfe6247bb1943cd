import { expect, test, type APIRequestContext } from "@playwright/test";
import { buyThroughCheckoutApi, runScheduledJobsAt, seriousAxeViolations, uniqueStamp } from "./support";

const PASSWORD = "Checkout123";

/** A new Growth customer bought through the checkout API; the request's context is signed in as it. */
async function buyGrowth(request: APIRequestContext) {
  const stamp = uniqueStamp();
  await buyThroughCheckoutApi(request, {
    planId: "growth",
    customer: { firstName: "Dora", lastName: "Downgrade", email: `downgrade-${stamp}@example.org`, password: PASSWORD },
  });
  return stamp;
}

test("a downgrade names the manager beyond the new plan and unassigns exactly them when it applies", async ({
  browser,
}) => {
  // An address of its own: checkouts are limited per address (TRUST_PROXY in playwright.config.ts).
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.81.0.1" } });
  const page = await context.newPage();
  const stamp = await buyGrowth(page.request);
  const property = await page.request.post("/api/properties", { data: { name: "Harbor Lights" } });
  expect(property.ok(), await property.text()).toBe(true);
  const { id: propertyId } = (await property.json()) as { id: number };
  // Growth allows three managers per property, Starter one: the second one assigned goes.
  for (const [firstName, lastName] of [
    ["Ana", "First"],
    ["Ben", "Second"],
  ]) {
    const created = await page.request.post("/api/users/create-manager", {
      data: { email: `${firstName.toLowerCase()}-${stamp}@example.org`, firstName, lastName, propertyId },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }

  await page.goto("/subscription-settings");
  await page.getByRole("button", { name: "Downgrade to Starter" }).click();
  // Every property fits Starter; the dialog opens for the manager alone.
  const dialog = page.getByRole("dialog", { name: "Confirm Downgrade" });
  const managers = dialog.getByRole("region", { name: "Managers" });
  await expect(managers).toContainText("Ben Second: unassigned from Harbor Lights");
  await expect(managers).toContainText("Ben Second keeps their login but sees no property until you assign one");
  await expect(managers).not.toContainText("Ana First");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Confirm Downgrade" }).click();
  await expect(page.getByText("Plan Change Scheduled").first()).toBeVisible();

  const info = (await (await page.request.get("/api/subscription/info")).json()) as {
    user: { currentPeriodEnd: string };
  };
  await runScheduledJobsAt(
    test.info().project.use.baseURL!,
    new Date(new Date(info.user.currentPeriodEnd).getTime() + 60_000),
  );
  const [harbor] = (await (await page.request.get("/api/properties?items=false")).json()) as {
    managers: { manager: { firstName: string } }[];
  }[];
  expect(harbor.managers.map((a) => a.manager.firstName)).toEqual(["Ana"]);
  await context.close();
});
