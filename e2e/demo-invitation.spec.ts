import { expect, test } from "@playwright/test";
import { ADMIN, seriousAxeViolations, signInThroughLoginPage } from "./support";

// Issue 16.2: a demo account emails no one but itself. Its manager's set-password link is shown in the
// app, to copy and open, and the outbox never holds a message for the manager.
test("a demo user adds a manager, copies the invitation link shown in the app, and the manager is signed in by it", async ({
  page,
  browser,
  request,
}) => {
  // An admin-made demo account: the journey needs no demo sign-up (those are limited per address).
  expect((await request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  const created = await request.post("/api/admin/demo-user");
  const { credentials } = (await created.json()) as { credentials: { email: string; password: string } };
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInThroughLoginPage(page, credentials);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Create Manager" }).click();
  const form = page.getByRole("dialog", { name: "Create Manager" });
  await expect(form.getByText("Demo accounts don't send email.")).toBeVisible();
  const email = `demo.staff.${Date.now()}@example.com`;
  await form.getByLabel("First name").fill("Nina");
  await form.getByLabel("Last name").fill("Nguyen");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Create Manager" }).click();

  const shown = page.getByRole("dialog", { name: "Invitation Link" });
  await expect(shown.getByText(`No email was sent to ${email}`)).toBeVisible();
  const field = shown.getByLabel("Set-password link");
  const link = await field.inputValue();
  expect(link).toMatch(/\/reset-password\?token=/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(shown.getByRole("button", { name: "Copy" })).toBeInViewport();
  const box = (await shown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await shown.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Link Copied").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "Managers", exact: true }).getByText(email)).toBeVisible();

  const manager = await (await browser.newContext()).newPage();
  const url = new URL(link);
  await manager.goto(`${url.pathname}${url.search}`);
  await manager.getByLabel("New password").fill("NinaSets-0wn!");
  await manager.getByLabel("Confirm password").fill("NinaSets-0wn!");
  await manager.getByRole("button", { name: "Set Password" }).click();
  // Accepting the invitation signs the manager in (issue 36).
  await expect(manager.getByText("You're All Set")).toBeVisible();
  await manager.waitForURL((target) => target.pathname !== "/reset-password");
  const session = await manager.request.get("/api/auth/user");
  expect(session.ok()).toBe(true);
  expect(await session.json()).toMatchObject({ email, role: "manager" });
  await manager.context().close();

  // The admin's request context still holds the admin session: the outbox has nothing for the manager.
  const outbox = (await (await request.get("/api/dev/outbox?limit=100")).json()) as { to: string }[];
  expect(outbox.filter((message) => message.to === email)).toEqual([]);
});
