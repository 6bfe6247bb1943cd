import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  ITEM_IMPORT_LIMITS,
  ITEM_IMPORT_MESSAGES,
  type ItemImportPreviewDto,
  type ItemImportResultDto,
} from "@stockroom/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { downloadCsv } from "@/lib/csv";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/utils";
import ImportItemsDialog from "./ImportItemsDialog";

vi.mock("@/lib/csv", async (original) => ({ ...(await original<object>()), downloadCsv: vi.fn() }));

/** A Sortly export as the server reads it: matched by name, its folders outside the four categories. */
const READ: ItemImportPreviewDto = {
  file: { kind: "csv", encoding: "windows-1252", encodingDetected: true, delimiter: ";", sheet: null },
  columns: [
    { header: "Entry Name", target: "name", values: ["Pool towels", "Bath Towels", "Cups"], moreValues: false },
    { header: "Quantity", target: "currentStock", values: ["40", "150", "-5"], moreValues: false },
    { header: "Primary Folder", target: "category", values: ["Linen", "Kitchen"], moreValues: false },
    { header: "Tags", target: "ignore", values: ["pool"], moreValues: false },
  ],
  rows: [],
  summary: { create: 0, update: 0, unchanged: 0, error: 3 },
};

const CHECKED: ItemImportPreviewDto = {
  ...READ,
  rows: [
    { line: 2, name: "Pool towels", action: "create", errors: {} },
    {
      line: 3,
      name: "Bath Towels",
      action: "update",
      errors: {},
      changes: [{ field: "minStock", from: "80", to: "90" }],
    },
    {
      line: 4,
      name: "Cups",
      action: "error",
      errors: {
        unitCost: "Unit cost must be an amount like 12.50",
        currentStock: "Current stock must be 0 or greater",
      },
    },
  ],
  summary: { create: 1, update: 1, unchanged: 0, error: 1 },
};

const RESULT: ItemImportResultDto = {
  created: 1,
  updated: 1,
  unchanged: 0,
  skipped: 1,
  refused: [CHECKED.rows[2]],
  lowStock: 1,
};

const PREVIEW_URL = "POST /api/properties/4/items/import/preview";
const IMPORT_URL = "POST /api/properties/4/items/import";
const MAPPINGS_URL = "GET /api/items/import-mappings";

function renderDialog(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ [MAPPINGS_URL]: () => jsonResponse(200, []), ...routes });
  const onClose = vi.fn();
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(
    <>
      <ImportItemsDialog propertyId={4} propertyName="Harbor View Hotel" onClose={onClose} />
      <Toaster />
    </>,
  );
  const dialog = within(screen.getByRole("dialog", { name: "Import Items" }));
  const choose = (file: File) => user.upload(dialog.getByLabelText("File"), file);
  /** The options the last preview or import was sent with. */
  const sentOptions = () => {
    const uploads = fetchMock.mock.calls.filter(([, init]) => init?.body instanceof FormData);
    return JSON.parse((uploads.at(-1)![1]!.body as FormData).get("options") as string);
  };
  return { user, dialog, choose, onClose, fetchMock, queryClient, sentOptions };
}

const csv = (text: string) => new File([text], "items.csv", { type: "text/csv" });

/** Chooses an option of a Radix select by its label. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

describe("ImportItemsDialog", () => {
  it("reads the file, shows how, and lets each column and the file's categories be matched", async () => {
    let call = 0;
    const { user, dialog, choose, sentOptions, fetchMock } = renderDialog({
      [PREVIEW_URL]: () => jsonResponse(200, call++ === 0 ? READ : CHECKED),
    });
    expect(dialog.getByRole("link", { name: "Download template" })).toHaveAttribute(
      "href",
      "/api/items/import-template.csv",
    );
    expect(dialog.getByRole("link", { name: "Export current items" })).toHaveAttribute(
      "href",
      "/api/properties/4/items/export.csv",
    );
    await choose(csv("Entry Name;Quantity\nPool towels;40\n"));
    await user.click(dialog.getByRole("button", { name: "Next" }));

    const form = within(await dialog.findByRole("form", { name: "Match columns" }));
    expect(form.getByText(/Windows-1252 \(Western European\) \(detected\)/)).toBeInTheDocument();
    expect(form.getByRole("combobox", { name: "Field for column Entry Name" })).toHaveTextContent("Item Name");
    expect(form.getByRole("combobox", { name: "Field for column Tags" })).toHaveTextContent("Ignore this column");
    const categories = within(form.getByRole("list", { name: "Categories of the file" }));
    expect(categories.getAllByRole("listitem")).toHaveLength(1);
    expect(form.getByText(/Housekeeping, Maintenance, Front Desk, Kitchen/)).toBeInTheDocument();

    await pick(user, "Linen", "Housekeeping");
    await pick(user, "Field for column Tags", "Description");
    await pick(user, "Numbers written as", "Deutsch — 1.234,56");
    await user.click(form.getByRole("button", { name: "Preview" }));

    expect(await dialog.findByRole("list", { name: "Rows of the file" })).toBeInTheDocument();
    expect(sentOptions()).toEqual({
      encoding: "windows-1252",
      delimiter: ";",
      locale: "de-DE",
      columns: ["name", "currentStock", "category", "description"],
      categories: { linen: "housekeeping" },
      stock: "ignore",
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("previews each update's changes from → to and the errors in the form's labels", async () => {
    let call = 0;
    const { user, dialog, choose } = renderDialog({
      [PREVIEW_URL]: () => jsonResponse(200, call++ === 0 ? READ : CHECKED),
    });
    await choose(csv("x"));
    await user.click(dialog.getByRole("button", { name: "Next" }));
    await user.click(await dialog.findByRole("button", { name: "Preview" }));

    const rows = within(await dialog.findByRole("list", { name: "Rows of the file" }));
    expect(rows.getByText("New")).toBeInTheDocument();
    expect(rows.getByRole("list", { name: "Changes to Bath Towels" })).toHaveTextContent("Minimum Stock: 80 → 90");
    const messages = rows.getByText("Current stock must be 0 or greater").closest("ul")!;
    expect(
      within(messages)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Current Stock: Current stock must be 0 or greater",
      "Unit Cost: Unit cost must be an amount like 12.50",
    ]);
    expect(dialog.getByText("1 new item, 1 update, 0 unchanged, 1 row with errors")).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Back" }));
    expect(await dialog.findByRole("form", { name: "Match columns" })).toBeInTheDocument();
  });

  it("keeps the result on screen, refused rows included and downloadable", async () => {
    let call = 0;
    const { user, dialog, choose, onClose, queryClient } = renderDialog({
      [PREVIEW_URL]: () => jsonResponse(200, call++ === 0 ? READ : CHECKED),
      [IMPORT_URL]: () => jsonResponse(200, RESULT),
    });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await choose(csv("x"));
    await user.click(dialog.getByRole("button", { name: "Next" }));
    await user.click(await dialog.findByRole("button", { name: "Preview" }));
    await user.click(await dialog.findByRole("button", { name: "Import 2 items" }));

    expect(await dialog.findByRole("status")).toHaveTextContent(
      "Imported: 1 new item, 1 updated item, 0 unchanged, 1 refused row.",
    );
    expect(dialog.getByText(/one notification about them/)).toBeInTheDocument();
    expect(within(dialog.getByRole("list", { name: "Refused rows" })).getByText("Cups")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalled();

    await user.click(dialog.getByRole("button", { name: "Download refused rows (CSV)" }));
    const [fileName, saved] = vi.mocked(downloadCsv).mock.calls[0];
    expect(fileName).toMatch(/^refused-import-rows-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved).toContain("Row,Item Name,Reasons");
    expect(saved).toContain(
      "4,Cups,Current Stock: Current stock must be 0 or greater; Unit Cost: Unit cost must be an amount like 12.50",
    );
    await user.click(dialog.getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal of the file", async () => {
    const { user, dialog, choose } = renderDialog({
      [PREVIEW_URL]: () => jsonResponse(400, { message: ITEM_IMPORT_MESSAGES.oldExcel, error: "BAD_REQUEST" }),
    });
    await choose(csv("x"));
    await user.click(dialog.getByRole("button", { name: "Next" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(ITEM_IMPORT_MESSAGES.oldExcel);
  });

  it("disables the import when the allowance would be passed", async () => {
    let call = 0;
    const limited = {
      ...CHECKED,
      limit: { message: "This property can hold 500 items", currentUsage: 499, maxAllowed: 500 },
    };
    const { user, dialog, choose } = renderDialog({
      [PREVIEW_URL]: () => jsonResponse(200, call++ === 0 ? READ : limited),
    });
    await choose(csv("x"));
    await user.click(dialog.getByRole("button", { name: "Next" }));
    await user.click(await dialog.findByRole("button", { name: "Preview" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("This property can hold 500 items");
    expect(dialog.getByRole("button", { name: "Import 2 items" })).toBeDisabled();
  });

  it("refuses a file over the size limit before sending it", async () => {
    const { dialog, choose, fetchMock } = renderDialog({});
    const big = csv("x");
    Object.defineProperty(big, "size", { value: ITEM_IMPORT_LIMITS.maxBytes + 1 });
    await choose(big);
    expect(dialog.getByText(ITEM_IMPORT_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});

describe("ImportItemsDialog with saved mappings", () => {
  it("starts from a saved mapping that names every column, and saves the matches by name", async () => {
    const saved = {
      id: 7,
      name: "Sortly at Harbor",
      columns: { "entry name": "name", quantity: "ignore", "primary folder": "category", tags: "description" },
      categories: { linen: "housekeeping" },
    };
    let call = 0;
    let savedBody: unknown;
    const { user, dialog, choose, sentOptions } = renderDialog({
      [MAPPINGS_URL]: () => jsonResponse(200, [saved]),
      [PREVIEW_URL]: () => jsonResponse(200, call++ === 0 ? READ : CHECKED),
      "PUT /api/items/import-mappings": (init) => {
        savedBody = JSON.parse(init?.body as string);
        return jsonResponse(200, { ...saved, name: "Sortly v2" });
      },
    });
    await choose(csv("x"));
    await user.click(dialog.getByRole("button", { name: "Next" }));
    const form = within(await dialog.findByRole("form", { name: "Match columns" }));
    expect(form.getByRole("combobox", { name: "Match columns with" })).toHaveTextContent("Saved: Sortly at Harbor");
    expect(form.getByRole("combobox", { name: "Field for column Quantity" })).toHaveTextContent("Ignore this column");
    expect(form.getByRole("combobox", { name: "Linen" })).toHaveTextContent("Housekeeping");

    await pick(user, "Match columns with", "Sortly export");
    expect(form.getByRole("combobox", { name: "Field for column Quantity" })).toHaveTextContent("Current Stock");
    expect(form.getByRole("combobox", { name: "Linen" })).toHaveTextContent("Housekeeping");
    const name = form.getByLabelText("Save these matches as");
    await user.clear(name);
    await user.type(name, "Sortly v2");
    await user.click(form.getByRole("button", { name: "Save mapping" }));
    expect(await screen.findByText('Saved the mapping "Sortly v2"')).toBeInTheDocument();
    expect(savedBody).toEqual({
      name: "Sortly v2",
      columns: {
        "entry name": "name",
        quantity: "currentStock",
        "primary folder": "category",
        tags: "ignore",
      },
      categories: { linen: "housekeeping" },
    });

    await user.click(form.getByRole("button", { name: "Preview" }));
    await dialog.findByRole("list", { name: "Rows of the file" });
    expect(sentOptions()).toMatchObject({ columns: ["name", "currentStock", "category", "ignore"], stock: "ignore" });
  });

  it("deletes the saved mapping chosen, keeping the matches it made", async () => {
    const saved = { id: 7, name: "Sortly at Harbor", columns: { quantity: "ignore" }, categories: {} };
    let deleted = false;
    const { user, dialog, choose } = renderDialog({
      [MAPPINGS_URL]: () => jsonResponse(200, deleted ? [] : [saved]),
      [PREVIEW_URL]: () => jsonResponse(200, READ),
      "DELETE /api/items/import-mappings/7": () => {
        deleted = true;
        return jsonResponse(200, { success: true });
      },
    });
    await choose(csv("x"));
    await user.click(dialog.getByRole("button", { name: "Next" }));
    const form = within(await dialog.findByRole("form", { name: "Match columns" }));
    await pick(user, "Match columns with", "Saved: Sortly at Harbor");

    await user.click(form.getByRole("button", { name: "Delete saved mapping “Sortly at Harbor”" }));
    expect(await screen.findByText('Deleted the mapping "Sortly at Harbor"')).toBeInTheDocument();
    expect(deleted).toBe(true);
    expect(form.getByRole("combobox", { name: "Match columns with" })).toHaveTextContent("Column names (automatic)");
    expect(form.getByRole("combobox", { name: "Field for column Quantity" })).toHaveTextContent("Ignore this column");
    expect(form.queryByRole("button", { name: /^Delete saved mapping/ })).not.toBeInTheDocument();
  });
});
