import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { OWNER, seriousAxeViolations, signInThroughLoginPage } from "./support";

test.use({ viewport: { width: 360, height: 780 } });

test("the owner prints a category's labels from the inventory page on a phone", async ({ page }) => {
  await signInThroughLoginPage(page, OWNER);
  await page.goto("/inventory");
  const main = page.getByRole("main");
  await main.getByRole("combobox", { name: "Property" }).click();
  await page.getByRole("option", { name: "Harbor View Hotel", exact: true }).click();

  await main.getByRole("button", { name: "Print Labels" }).click();
  const dialog = page.getByRole("dialog", { name: "Print Labels" });
  await dialog.getByRole("radio", { name: "One category" }).check();
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: /^Kitchen · \d+ items?$/ }).click();
  await dialog.getByRole("combobox", { name: "Label sheet" }).click();
  await page.getByRole("option", { name: "A4 · 3 × 7" }).click();
  await dialog.getByRole("textbox", { name: "Skip first labels" }).fill("2");
  await expect(dialog.getByText(/^\d+ labels? on 1 sheet$/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The dialog fits the phone's width: nothing in it scrolls sideways.
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^labels-harbor-view-hotel-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(await fs.readFile(await download.path())));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  expect(totalPages).toBe(1);
  expect(text).toContain("Coffee Pods");
  expect(text).toContain("Harbor View Hotel");
  expect(text).not.toContain("Bath Towels");
  expect(text).toMatch(/SR\d{8}/);
});
