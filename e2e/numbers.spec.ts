import { expect, test, type Locator, type Page } from "@playwright/test";
import { MANAGER, OWNER, seriousAxeViolations, signInThroughLoginPage } from "./support";

// Issue 17.2 and 17.4 on a phone: numbers are never changed silently, and an empty item's restock can be approved.

const HOTEL = "Harbor View Hotel";
const ITEM = "Lavender Soap Bars";

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // Sign-ins are limited per address (TRUST_PROXY in playwright.config.ts): this journey counts on its own.
  extraHTTPHeaders: { "X-Forwarded-For": "10.17.2.4" },
});

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function hotelId(page: Page): Promise<number> {
  const properties = (await (await page.request.get("/api/managed-properties")).json()) as {
    id: number;
    name: string;
  }[];
  return properties.find((p) => p.name === HOTEL)!.id;
}

async function itemsNamed(page: Page, propertyId: number, name: string) {
  const items = (await (await page.request.get(`/api/properties/${propertyId}/inventory?limit=500`)).json()) as {
    name: string;
    currentStock: number;
    minStock: number;
    maxCapacity: number | null;
  }[];
  return items.filter((item) => item.name === name);
}

test.describe.serial("numbers on a phone", () => {
  test("Add Item refuses 2.7 and 1e3 and saves nothing; Edit Item asks for a cleared Current Stock", async ({
    page,
  }) => {
    await signInThroughLoginPage(page, OWNER);
    const propertyId = await hotelId(page);
    await page.goto(`/inventory?propertyId=${propertyId}`);
    await expect(page.getByRole("combobox", { name: "Property" })).toHaveText(HOTEL);

    await page.getByRole("button", { name: "Add Item" }).first().click();
    const add = page.getByRole("dialog", { name: "Add New Item" });
    await add.getByLabel("Item Name").fill(ITEM);
    await choose(page, add, "Category", "Housekeeping");
    await add.getByLabel("Current Stock").fill("2.7");
    await add.getByLabel("Minimum Stock").fill("1e3");
    await expect(add.getByLabel("Current Stock")).toHaveAttribute("inputmode", "numeric");
    await add.getByRole("button", { name: "Add Item" }).click();

    await expect(add.getByText("Current stock must be a whole number")).toBeVisible();
    await expect(add.getByText("Minimum stock must be a whole number")).toBeVisible();
    await expect(add.getByLabel("Current Stock")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await itemsNamed(page, propertyId, ITEM)).toEqual([]);

    await add.getByLabel("Current Stock").fill("0");
    await add.getByLabel("Minimum Stock").fill("5");
    await add.getByLabel("Max Capacity (optional)").fill("20");
    await add.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByText("Item created successfully").first()).toBeVisible();
    await expect(add).toBeHidden();
    expect(await itemsNamed(page, propertyId, ITEM)).toEqual([
      expect.objectContaining({ currentStock: 0, minStock: 5, maxCapacity: 20 }),
    ]);

    await page
      .getByRole("article", { name: ITEM })
      .getByRole("button", { name: `Actions for ${ITEM}` })
      .click();
    await page.getByRole("menuitem", { name: "Edit Item" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Item" });
    await edit.getByLabel("Current Stock").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();

    await expect(edit.getByText("Current stock is required")).toBeVisible();
    await expect(edit.getByLabel("Current Stock")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Item updated successfully")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toBeHidden();
  });

  test("the manager asks for a restock of the empty item", async ({ page }) => {
    await signInThroughLoginPage(page, MANAGER);
    await page.goto("/requests/new");
    const property = page.getByRole("combobox", { name: "Property" });
    await expect(property).toBeVisible();
    if ((await property.textContent()) !== HOTEL) await choose(page, page, "Property", HOTEL);
    await choose(page, page, "Add an item", ITEM);
    const quantity = page.getByLabel(`Quantity for ${ITEM}`);
    await quantity.fill("2.5");
    await page.getByRole("button", { name: "Submit 1 Request" }).click();
    await expect(page.getByText("Quantity must be a whole number")).toBeVisible();
    await expect(quantity).toHaveAttribute("aria-invalid", "true");

    await quantity.fill("30");
    await page.getByRole("button", { name: "Submit 1 Request" }).click();
    await expect(page.getByText("All requests submitted successfully").first()).toBeVisible();
  });

  test("the owner approves the whole restock of the empty item, warned that it passes the capacity", async ({
    page,
  }) => {
    await signInThroughLoginPage(page, OWNER);
    await page.goto("/requests");
    const card = page.getByRole("article", { name: ITEM });
    await card.getByRole("button", { name: "Approve" }).click();
    const approve = page.getByRole("dialog", { name: "Approve Request" });
    const field = approve.getByLabel(`Approved quantity for ${ITEM}`);

    await expect(field).toHaveValue("30");
    await expect(approve).toContainText("Requested 30 pieces · 0 in stock");
    await expect(
      approve.getByText("Stock after receipt would be 30 pieces, above the max capacity of 20"),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await field.fill("31");
    await approve.getByRole("button", { name: "Approve Request" }).click();
    await expect(approve.getByText("At most 30 (the requested amount)")).toBeVisible();
    await field.fill("30");
    await approve.getByRole("button", { name: "Approve Request" }).click();

    await expect(page.getByText("Request updated successfully").first()).toBeVisible();
    await expect(approve).toBeHidden();
    await page.getByRole("tab", { name: /^Approved/ }).click();
    await expect(page.getByRole("article", { name: ITEM })).toContainText("✓ Processed");
  });
});
