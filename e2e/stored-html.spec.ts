import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { ADMIN, startDemoThroughApi } from "./support";

/**
 * Names and texts that are HTML stay text on every screen: nothing they contain runs, loads or
 * becomes an element, and the page's Content-Security-Policy is never even tested by them.
 */

// Each payload would set window.__xss if it ever became markup.
const HOSTILE = {
  property: `<img src=x onerror="window.__xss='property'">Harbor <b>Inn</b>`,
  item: `<script>window.__xss='item'</script>Soap`,
  other: `<svg onload="window.__xss='other'"></svg>Towels`,
  // Without its closing tag: manager names are at most 50 characters (they go into emails).
  manager: `<iframe src="javascript:window.__xss='manager'">`,
  reason: `<a href="javascript:window.__xss='reason'">click</a> <style>body{display:none}</style>`,
  notes: `<details open ontoggle="window.__xss='notes'">x</details>`,
  tracking: `<img src=x onerror=window.__xss=1>`,
};

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A demo account whose property, items, manager and an approved request all carry HTML. */
async function storeHostileData(request: APIRequestContext) {
  await startDemoThroughApi(request, {
    firstName: "Mallory",
    lastName: "Markup",
    email: `mallory-${Date.now()}@example.com`,
    password: "Mallory2026",
    currentTools: HOSTILE.reason,
  });
  const [property] = await json<{ id: number }[]>(await request.get("/api/properties?items=false"));
  await json(await request.put(`/api/properties/${property.id}`, { data: { name: HOSTILE.property } }));
  const item = async (name: string) =>
    json<{ id: number }>(
      await request.post("/api/inventory", {
        data: { propertyId: property.id, name, category: "housekeeping", currentStock: 1, minStock: 5 },
      }),
    );
  const [soap, towels] = [await item(HOSTILE.item), await item(HOSTILE.other)];
  await json(
    await request.post("/api/users/create-manager", {
      data: {
        email: `m-${Date.now()}@example.com`,
        firstName: HOSTILE.manager,
        lastName: "M",
        propertyId: property.id,
      },
    }),
  );
  const created = await json<{ id: number }>(
    await request.post("/api/requests", {
      data: {
        items: [
          { itemId: soap.id, quantity: 3 },
          { itemId: towels.id, quantity: 4 },
        ],
        reason: HOSTILE.reason,
      },
    }),
  );
  await json(
    await request.put(`/api/requests/${created.id}/status`, {
      data: {
        status: "approved",
        notes: HOSTILE.notes,
        trackingNumber: HOSTILE.tracking,
        approvedItems: JSON.stringify([
          { name: HOSTILE.item, requested: 3, approved: 3 },
          { name: HOSTILE.other, requested: 4, approved: 0 },
        ]),
      },
    }),
  );
  await json(await request.post("/api/requests", { data: { items: [{ itemId: towels.id, quantity: 1 }] } }));
}

/** Records CSP violations and dialogs; an init script runs outside the page's CSP. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("main")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    csp: (window as unknown as { __csp: string[] }).__csp,
    injected: document.querySelectorAll(
      'img[src="x"], iframe, details[ontoggle], svg[onload], a[href^="javascript:"], main style, main script',
    ).length,
  }));
  expect(state, path).toEqual({ xss: undefined, csp: [], injected: 0 });
}

test("HTML in stored names and texts renders as text on every screen", async ({ page }) => {
  const dialogs = await watch(page);
  await storeHostileData(page.request);

  for (const path of ["/", "/properties", "/inventory", "/requests", "/receive-items", "/daily-inventory-check"]) {
    await expectInert(page, path);
  }
  await page.goto("/properties");
  await expect(page.getByText(HOSTILE.property).first()).toBeVisible();
  await page.goto("/requests");
  await expect(page.getByText(HOSTILE.other).first()).toBeVisible();
  await page.getByRole("tab", { name: /Approved/ }).click();
  await expect(page.getByText(HOSTILE.reason).first()).toBeVisible();
  await expect(page.getByText(HOSTILE.tracking).first()).toBeVisible();
  await page.goto("/inventory");
  await expect(page.getByText(HOSTILE.item).first()).toBeVisible();
  await expectInert(page, "/inventory");
  await page.goto("/settings");
  await expectInert(page, "/settings");

  await json(await page.request.post("/api/auth/login", { data: ADMIN }));
  await expectInert(page, "/admin");
  await expect(page.getByText(HOSTILE.manager).first()).toBeVisible();
  await page.getByRole("tab", { name: "Properties" }).click();
  await expect(page.getByText(HOSTILE.property).first()).toBeVisible();
  expect(dialogs).toEqual([]);
});
