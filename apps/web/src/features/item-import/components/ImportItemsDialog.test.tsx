import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ITEM_IMPORT_LIMITS, ITEM_IMPORT_MESSAGES, type ItemImportPreviewDto } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/utils";
import ImportItemsDialog from "./ImportItemsDialog";

const PREVIEW: ItemImportPreviewDto = {
  rows: [
    { line: 2, name: "Pool towels", action: "create", errors: {} },
    { line: 3, name: "Bath Towels", action: "update", errors: {} },
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

const PREVIEW_URL = "POST /api/properties/4/items/import/preview";
const IMPORT_URL = "POST /api/properties/4/items/import";

function renderDialog(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  const onClose = vi.fn();
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(
    <>
      <ImportItemsDialog propertyId={4} propertyName="Harbor View Hotel" onClose={onClose} />
      <Toaster />
    </>,
  );
  const dialog = within(screen.getByRole("dialog", { name: "Import CSV" }));
  const choose = (file: File) => user.upload(dialog.getByLabelText("CSV file"), file);
  return { user, dialog, choose, onClose, fetchMock, queryClient };
}

const csv = (text: string) => new File([text], "items.csv", { type: "text/csv" });

describe("ImportItemsDialog", () => {
  it("offers the template and previews the chosen file row by row", async () => {
    const { user, dialog, choose, fetchMock } = renderDialog({ [PREVIEW_URL]: () => jsonResponse(200, PREVIEW) });
    expect(dialog.getByRole("link", { name: "Download template" })).toHaveAttribute(
      "href",
      "/api/items/import-template.csv",
    );
    expect(dialog.getByRole("button", { name: "Preview" })).toBeDisabled();
    await choose(csv("name,category\nPool towels,kitchen\n"));
    await user.click(dialog.getByRole("button", { name: "Preview" }));

    const rows = within(await dialog.findByRole("list", { name: "Rows of the file" }));
    expect(rows.getByText("Pool towels")).toBeInTheDocument();
    expect(rows.getByText("New")).toBeInTheDocument();
    expect(rows.getByText("Update")).toBeInTheDocument();
    expect(rows.getByText("Error")).toBeInTheDocument();
    // In the file's column order, whatever order the server listed them in.
    const messages = rows.getByText("Current stock must be 0 or greater").closest("ul")!;
    expect(
      within(messages)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["currentStock: Current stock must be 0 or greater", "unitCost: Unit cost must be an amount like 12.50"]);
    expect(dialog.getByText("1 new item, 1 update, 0 unchanged, 1 row with errors")).toBeInTheDocument();
    const sent = fetchMock.mock.calls[0][1]?.body as FormData;
    expect((sent.get("file") as File).name).toBe("items.csv");
  });

  it("imports the valid rows, says so and closes", async () => {
    const { user, dialog, choose, onClose, queryClient } = renderDialog({
      [PREVIEW_URL]: () => jsonResponse(200, PREVIEW),
      [IMPORT_URL]: () => jsonResponse(200, { created: 1, updated: 1, unchanged: 0, skipped: 1 }),
    });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await choose(csv("name\nPool towels\n"));
    await user.click(dialog.getByRole("button", { name: "Preview" }));
    await user.click(await dialog.findByRole("button", { name: "Import 2 items" }));
    expect(await screen.findByText("Imported 1 new item and updated 1 item")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalled();
  });

  it("shows the server's refusal of the file and of the import", async () => {
    const { user, dialog, choose } = renderDialog({
      [PREVIEW_URL]: () => jsonResponse(400, { message: ITEM_IMPORT_MESSAGES.noNameColumn, error: "BAD_REQUEST" }),
    });
    await choose(csv("colour\nred\n"));
    await user.click(dialog.getByRole("button", { name: "Preview" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(ITEM_IMPORT_MESSAGES.noNameColumn);
  });

  it("disables the import when no row can be imported or the allowance would be passed", async () => {
    const limited: ItemImportPreviewDto = {
      ...PREVIEW,
      limit: { message: "This property can hold 500 items", currentUsage: 499, maxAllowed: 500 },
    };
    const { user, dialog, choose } = renderDialog({ [PREVIEW_URL]: () => jsonResponse(200, limited) });
    await choose(csv("name\nA\n"));
    await user.click(dialog.getByRole("button", { name: "Preview" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("This property can hold 500 items");
    expect(dialog.getByRole("button", { name: "Import 2 items" })).toBeDisabled();
  });

  it("refuses a file over the size limit before sending it", async () => {
    const { dialog, choose, fetchMock } = renderDialog({});
    const big = csv("x");
    Object.defineProperty(big, "size", { value: ITEM_IMPORT_LIMITS.maxBytes + 1 });
    await choose(big);
    expect(dialog.getByText(ITEM_IMPORT_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Preview" })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
