import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { LABEL_LAYOUTS, labelsPerPage } from "@stockroom/shared";
import { type LabelContent, renderLabelSheets } from "./render";

const label = (n: number, overrides: Partial<LabelContent> = {}): LabelContent => ({
  name: `Item ${n}`,
  code: `SR${String(n).padStart(8, "0")}`,
  url: `https://stockroom.example.com/inventory?code=SR${String(n).padStart(8, "0")}`,
  propertyName: "Harbor View Hotel",
  unit: "pieces",
  ...overrides,
});

/** The text of each page of a PDF, as a reader extracts it. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

describe("label sheets PDF", () => {
  it("prints each label's name, property, unit and code on its page, in order", async () => {
    const labels = [1, 2, 3].map((n) => label(n));
    labels[2] = label(3, { name: "Shampoo", propertyName: "Maple Grove Inn", unit: "bottles" });
    const pdf = await renderLabelSheets({ layout: "a4-3x7", labels, skip: 0, title: "Labels" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const [page] = await pagesOf(pdf);
    for (const text of ["Item 1", "SR00000001", "Item 2", "SR00000002", "Shampoo", "Maple Grove Inn", "bottles"]) {
      expect(page).toContain(text);
    }
    expect(page.indexOf("Item 1")).toBeLessThan(page.indexOf("Item 2"));
    expect(page.match(/Harbor View Hotel/g)).toHaveLength(2);
  });

  it("fills as many pages as the layout needs, each label on its own page's sheet", async () => {
    for (const layout of LABEL_LAYOUTS) {
      const perPage = labelsPerPage(layout);
      const labels = Array.from({ length: perPage + 1 }, (_, i) => label(i + 1));
      const pages = await pagesOf(await renderLabelSheets({ layout, labels, skip: 0, title: "Labels" }));
      expect(pages, layout).toHaveLength(2);
      expect(pages[0], layout).toContain(`Item ${perPage}`);
      expect(pages[1], layout).not.toContain(`Item ${perPage}`);
      expect(pages[1], layout).toContain(`Item ${perPage + 1}`);
    }
  });

  it("leaves the skipped positions of the first sheet blank", async () => {
    const labels = Array.from({ length: 3 }, (_, i) => label(i + 1));
    const pages = await pagesOf(await renderLabelSheets({ layout: "letter-3x10", labels, skip: 28, title: "Labels" }));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Item 1");
    expect(pages[0]).toContain("Item 2");
    expect(pages[0]).not.toContain("Item 3");
    expect(pages[1]).toContain("Item 3");
  });

  it("cuts long names with an ellipsis and prints characters the PDF fonts lack as ?", async () => {
    const long = "Extra Large Luxury Egyptian Cotton Bath Towels With Embroidered Logo";
    const labels = [label(1, { name: long }), label(2, { name: "Café crème 咖啡" })];
    const [page] = await pagesOf(await renderLabelSheets({ layout: "letter-3x10", labels, skip: 0, title: "Labels" }));
    expect(page).toContain("Extra Large");
    expect(page).not.toContain(long);
    expect(page).toContain("…");
    expect(page).toContain("Café crème ??");
  });
});
