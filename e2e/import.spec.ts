import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { buyThroughCheckoutApi, seriousAxeViolations, uniqueStamp } from "./support";

// Issue 37 point 5: a new customer brings the file they have — a European Excel export of Sortly's columns, with
// semicolons, a byte-order mark, decimal commas and folders of its own — matches its columns, imports it, keeps the
// refused rows, then round-trips Stockroom's own export. A customer of its own, so the seeded group stays as it is.

const PASSWORD = "Checkout123";
const HOTEL = "Cedar Inn";

const SORTLY_EUROPE = [
  "\uFEFFEntry Name;Quantity;Min Level;Price;Primary Folder;Notes;Tags",
  "Badetuch;1.250;100;6,50;Linen;Weiß, 70 x 140;pool",
  "Seife;40;10;1,20;Linen;;",
  "Gartenschlauch;3;1;19,99;Garden;;",
].join("\r\n");

const VIEWPORTS = [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

async function newCustomer(request: APIRequestContext) {
  await buyThroughCheckoutApi(request, {
    planId: "basic",
    customer: {
      firstName: "Ines",
      lastName: "Import",
      email: `import-${uniqueStamp()}@example.org`,
      password: PASSWORD,
    },
  });
  const response = await request.post("/api/properties", { data: { name: HOTEL, address: "3 Cedar Road" } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

async function fitsAndPassesAxe(page: Page, dialog: Locator) {
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`a customer imports a European Sortly export and round-trips Stockroom's export (${viewport.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport,
      locale: "en-US",
      acceptDownloads: true,
      extraHTTPHeaders: { "X-Forwarded-For": viewport.name === "phone" ? "10.37.5.1" : "10.37.5.2" },
    });
    const propertyId = await newCustomer(context.request);
    const page = await context.newPage();
    await page.goto(`/inventory?propertyId=${propertyId}`);
    await expect(page.getByRole("combobox", { name: "Property" })).toHaveText(HOTEL);

    // The file: read as it is, its columns matched by name, the guess shown.
    await page.getByRole("button", { name: "Import Items" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Items" });
    await dialog.getByLabel("File").setInputFiles({
      name: "sortly-export.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(SORTLY_EUROPE),
    });
    await dialog.getByRole("button", { name: "Next" }).click();
    const form = dialog.getByRole("form", { name: "Match columns" });
    await expect(form).toContainText("UTF-8 (detected)");
    await expect(form).toContainText("semicolon");
    await expect(form.getByRole("combobox", { name: "Field for column Entry Name" })).toHaveText("Item Name");
    await expect(form.getByRole("combobox", { name: "Field for column Tags" })).toHaveText("Ignore this column");
    await expect(form).toContainText("Housekeeping, Maintenance, Front Desk, Kitchen");
    await fitsAndPassesAxe(page, dialog);

    // The user's choices: German numbers, the file's folder "Linen" is Housekeeping, "Garden" stays an error.
    await pick(page, form, "Numbers written as", "Deutsch — 1.234,56");
    await pick(page, form, "Linen", "Housekeeping");
    await form.getByRole("button", { name: "Preview" }).click();
    const rows = dialog.getByRole("list", { name: "Rows of the file" });
    await expect(dialog).toContainText("2 new items, 0 updates, 0 unchanged, 1 row with errors");
    await expect(rows).toContainText("Badetuch");
    await expect(rows).toContainText("Category must be one of Housekeeping, Maintenance, Front Desk, Kitchen");
    await fitsAndPassesAxe(page, dialog);

    // The result stays, with the refused row to download.
    await dialog.getByRole("button", { name: "Import 2 items" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      "Imported: 2 new items, 0 updated items, 0 unchanged, 1 refused row.",
    );
    await expect(dialog.getByRole("list", { name: "Refused rows" })).toContainText("Gartenschlauch");
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download refused rows (CSV)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^refused-import-rows-.*\.csv$/);
    await fitsAndPassesAxe(page, dialog);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("article", { name: "Badetuch" })).toContainText(/1,?250/);

    // Stockroom's own export, edited in a spreadsheet: only the edited minimum changes, stock stays as counted.
    const exported = await context.request.get(`/api/properties/${propertyId}/items/export.csv`);
    expect(exported.ok()).toBe(true);
    const original = await exported.text();
    const edited = original.replace("Seife,Housekeeping,,40,10,", "Seife,Housekeeping,,55,12,");
    expect(edited).not.toBe(original);
    await page.getByRole("button", { name: "Import Items" }).click();
    await dialog.getByLabel("File").setInputFiles({
      name: "stockroom-items.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(edited),
    });
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("combobox", { name: "Field for column unitCost" })).toHaveText("Unit Cost");
    await form.getByRole("button", { name: "Preview" }).click();
    await expect(dialog).toContainText("0 new items, 1 update, 1 unchanged, 0 rows with errors");
    await expect(dialog.getByRole("list", { name: "Changes to Seife" })).toHaveText("Minimum Stock: 10 → 12");
    await dialog.getByRole("button", { name: "Import 1 item" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      "Imported: 0 new items, 1 updated item, 1 unchanged, 0 refused rows.",
    );
    await dialog.getByRole("button", { name: "Done" }).click();
    await context.close();
  });
}
