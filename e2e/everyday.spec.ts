import { expect, test, type Page } from "@playwright/test";
import { MANAGER, OWNER, seriousAxeViolations, signInThroughLoginPage } from "./support";

// Issue 37 point 4 (decisions 201 and 202): the everyday screens, on a 360 px phone and at a desk.
const HOTEL = "Harbor View Hotel";

async function harborId(page: Page, path = "/api/properties?items=false"): Promise<number> {
  const properties = (await (await page.request.get(path)).json()) as { id: number; name: string }[];
  return properties.find((p) => p.name === HOTEL)!.id;
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

// The searched list and the picker are used on phones and at desks alike: both sizes.
for (const [where, viewport] of [
  ["on a 360 px phone", { width: 360, height: 740 }],
  ["at a desk", { width: 1280, height: 800 }],
] as const) {
  test.describe(`${where}, everyday lists`, () => {
    test.use({ viewport });

    test("the owner searches the inventory by name or label code and reads it as a compact list", async ({ page }) => {
      await signInThroughLoginPage(page, OWNER);
      await page.goto(`/inventory?propertyId=${await harborId(page)}`);
      const search = page.getByRole("searchbox", { name: "Search items" });

      await search.fill("towel");
      await expect(page).toHaveURL(/[?&]q=towel/);
      await expect(page.getByRole("article", { name: "Bath Towels" })).toBeVisible();
      await expect(page.getByRole("article", { name: "Keycards" })).toHaveCount(0);
      // A label's code finds its item as well.
      const code = await page
        .getByRole("article", { name: "Bath Towels" })
        .getByText(/^SR\d{8}$/)
        .textContent();
      await search.fill(code!.toLowerCase());
      await expect(page.getByRole("article")).toHaveCount(1);

      await search.fill("");
      await page.getByRole("button", { name: "List", exact: true }).click();
      const rows = page.getByRole("list", { name: "Items" });
      await expect(rows.getByRole("article", { name: "Keycards" })).toContainText(/\d+ pieces/);
      expect(await fitsTheScreen(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The choice is kept: the list is back after a reload.
      await page.reload();
      await expect(page.getByRole("button", { name: "List", exact: true })).toHaveAttribute("aria-pressed", "true");
      await page.getByRole("button", { name: "Cards", exact: true }).click();
    });

    test("Enter in New Request's item picker picks the item and never sends the request", async ({ page }) => {
      await signInThroughLoginPage(page, MANAGER);
      await page.goto("/requests/new");
      const property = page.getByRole("combobox", { name: "Property" });
      await expect(property).toBeVisible();
      if ((await property.textContent()) !== HOTEL) {
        await property.click();
        await page.getByRole("option", { name: HOTEL, exact: true }).click();
      }
      const picker = page.getByRole("combobox", { name: "Add an item" });
      await picker.fill("bath");
      await expect(page.getByRole("option", { name: "Bath Towels" })).toBeVisible();
      await picker.press("Enter");
      await expect(page.getByLabel("Quantity for Bath Towels")).toHaveValue("1");
      // A second Enter opens the list again; nothing is sent.
      await picker.press("Enter");
      await expect(picker).toHaveAttribute("aria-expanded", "true");
      await expect(page).toHaveURL(/\/requests\/new$/);
      await expect(page.getByRole("button", { name: "Submit 1 Request" })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picker.press("Escape");
      await expect(picker).toHaveAttribute("aria-expanded", "false");

      // A link away asks first while the line is unsent (decision 203); staying keeps it.
      await page.getByRole("link", { name: "Back to Requests" }).click();
      const ask = page.getByRole("alertdialog", { name: "Leave this request?" });
      await expect(ask).toContainText("kept as a draft");
      await ask.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByLabel("Quantity for Bath Towels")).toHaveValue("1");
      await page.getByRole("button", { name: "Cancel", exact: true }).click();
      await expect(page).toHaveURL(/\/requests$/);
    });
  });
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the owner's pending approvals come right after the figures", async ({ page }) => {
    await signInThroughLoginPage(page, OWNER);
    await page.goto("/");
    const headings = page.getByRole("heading", { level: 2 });
    await expect(headings.filter({ hasText: "Recent Requests" })).toBeVisible();
    const order = await headings.allTextContents();
    expect(order.indexOf("Recent Requests")).toBeLessThan(order.indexOf("Inventory Categories"));
  });
});

test.describe("at a desk", () => {
  test("a review another tab settled first closes with the reason, and the list shows what happened", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The manager asks for coffee; the owner opens it to approve in one tab and declines it from another.
    const manager = await browser.newContext({ baseURL });
    const managerPage = await manager.newPage();
    await signInThroughLoginPage(managerPage, MANAGER);
    const items = (await (
      await managerPage.request.get(
        `/api/properties/${await harborId(managerPage, "/api/managed-properties")}/inventory`,
      )
    ).json()) as { id: number; name: string }[];
    const coffee = items.find((item) => item.name === "Coffee Pods")!;
    const created = await managerPage.request.post("/api/requests", {
      data: { items: [{ itemId: coffee.id, quantity: 3 }], reason: "Conflict journey" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await manager.close();

    await signInThroughLoginPage(page, OWNER);
    await page.goto("/requests");
    const card = page.getByRole("article").filter({ hasText: "Conflict journey" });
    await card.getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: "Approve Request" });
    await expect(dialog).toBeVisible();

    const other = await page.context().newPage();
    const declined = await other.request.put(`/api/requests/${id}/status`, {
      data: { status: "declined", notes: "Ordered by phone already" },
    });
    expect(declined.status()).toBe(200);
    await other.close();

    await dialog.getByRole("button", { name: "Approve Request" }).click();
    await expect(page.getByText("This request has already been declined").first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("article").filter({ hasText: "Conflict journey" })).toHaveCount(0);
  });

  test("Copy to Property leaves the stock behind unless asked, and removing a manager says what it leaves", async ({
    page,
  }) => {
    await signInThroughLoginPage(page, OWNER);
    await page.goto(`/inventory?propertyId=${await harborId(page)}`);
    await page.getByRole("button", { name: "Actions for Keycards" }).click();
    await page.getByRole("menuitem", { name: "Copy to Property" }).click();
    const copy = page.getByRole("dialog", { name: "Copy to Property" });
    await expect(copy.getByRole("checkbox", { name: /^Copy its stock too/ })).not.toBeChecked();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await copy.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/properties");
    await page.getByRole("button", { name: new RegExp(`manage staff of ${HOTEL}$`) }).click();
    const staff = page.getByRole("dialog", { name: "Manage Staff" });
    await staff
      .getByRole("button", { name: /^Remove / })
      .first()
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Manager" });
    await expect(confirm).toContainText(`from ${HOTEL}? Their account stays`);
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(staff.getByRole("button", { name: /^Remove / }).first()).toBeVisible();
  });
});
