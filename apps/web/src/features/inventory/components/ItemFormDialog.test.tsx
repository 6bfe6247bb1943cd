import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  BARCODE_MESSAGES,
  ITEM_NAME_MESSAGES,
  PAR_LEVEL_MESSAGES,
  PHOTO_UPLOAD,
  SUPPLIER_MESSAGES,
} from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiKey } from "@/lib/api/queries";
import { makeItem, makeSupplier, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import { ItemFormDialog } from "./ItemFormDialog";

/** The account's suppliers the Preferred Supplier select lists, already read (so the form itself fetches nothing). */
const SUPPLIERS = [makeSupplier({ id: 3, name: "Harbor Linen" }), makeSupplier({ id: 5, name: "Coastal Foods" })];

function renderForm(item?: ReturnType<typeof makeItem>) {
  // Off so a wrong file type reaches the form's own check rather than being filtered by `accept`.
  const user = userEvent.setup({ applyAccept: false });
  const queryClient = signedInClient(makeUser({ id: "u-maria" }));
  queryClient.setQueryData(apiKey("/api/suppliers"), SUPPLIERS);
  renderWithProviders(
    <>
      <ItemFormDialog open onOpenChange={() => {}} propertyId={4} item={item} />
      <Toaster />
    </>,
    { queryClient },
  );
  return { user, dialog: within(screen.getByRole("dialog", { name: item ? "Edit Item" : "Add New Item" })) };
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === "/api/inventory" && init?.method === "POST");
  return call ? sentJson(call[1]) : undefined;
};

describe("ItemFormDialog validation", () => {
  it("asks for a name and a category before calling the server", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderForm();

    await user.click(dialog.getByRole("button", { name: "Add Item" }));

    expect(await dialog.findByText("Item name is required")).toBeInTheDocument();
    expect(dialog.getByText("Please select a category")).toBeInTheDocument();
    expect(dialog.getByLabelText("Item Name")).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByRole("combobox", { name: "Category" })).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses negative stock and minimum", async () => {
    mockFetch({});
    const { user, dialog } = renderForm();

    await user.clear(dialog.getByLabelText("Current Stock"));
    await user.type(dialog.getByLabelText("Current Stock"), "-3");
    await user.clear(dialog.getByLabelText("Minimum Stock"));
    await user.type(dialog.getByLabelText("Minimum Stock"), "-1");
    await user.click(dialog.getByRole("button", { name: "Add Item" }));

    expect(await dialog.findByText("Current stock must be 0 or greater")).toBeInTheDocument();
    expect(dialog.getByText("Minimum stock must be 0 or greater")).toBeInTheDocument();
  });

  it("refuses 2.7 and 1e3 as not whole numbers instead of saving 2 and 1", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderForm();

    await user.type(dialog.getByLabelText("Item Name"), "Espresso Beans");
    await user.click(dialog.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Kitchen" }));
    for (const [label, text] of [
      ["Current Stock", "2.7"],
      ["Minimum Stock", "1e3"],
      ["Max Capacity (optional)", "0x10"],
    ]) {
      const input = dialog.getByLabelText(label);
      expect(input).toHaveAttribute("inputmode", "numeric");
      await user.clear(input);
      await user.type(input, text);
    }
    await user.type(dialog.getByLabelText("Unit Cost in $ (optional)"), "1e3");
    await user.click(dialog.getByRole("button", { name: "Add Item" }));

    expect(await dialog.findByText("Current stock must be a whole number")).toBeInTheDocument();
    expect(dialog.getByText("Minimum stock must be a whole number")).toBeInTheDocument();
    expect(dialog.getByText("Max capacity must be a whole number")).toBeInTheDocument();
    expect(dialog.getByText("Unit cost must be an amount like 12.50")).toBeInTheDocument();
    expect(dialog.getByLabelText("Current Stock")).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByLabelText("Current Stock")).toHaveAccessibleDescription("Current stock must be a whole number");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers the units with 'Kilograms' and defaults to pieces", async () => {
    mockFetch({});
    const { user, dialog } = renderForm();

    const unit = dialog.getByRole("combobox", { name: "Unit" });
    expect(unit).toHaveTextContent("Pieces");
    await user.click(unit);
    expect(await screen.findByRole("option", { name: "Kilograms" })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(8);
  });

  it("checks a photo's type before uploading it", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderForm();

    await user.upload(
      dialog.getByLabelText("Photo (optional)"),
      new File(["%PDF"], "menu.pdf", { type: "application/pdf" }),
    );

    expect(await dialog.findByText("Please choose a JPEG, PNG, WebP or GIF image")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks a photo's size before uploading it", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderForm();
    const tooBig = new File([new Uint8Array(PHOTO_UPLOAD.maxBytes + 1)], "big.jpg", { type: "image/jpeg" });

    await user.upload(dialog.getByLabelText("Photo (optional)"), tooBig);

    expect(await dialog.findByText("The photo must be 5 MB or smaller")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when an upload is refused", async () => {
    mockFetch({ "POST /api/uploads": () => jsonResponse(413, { message: "The photo is too large" }) });
    const { user, dialog } = renderForm();

    await user.upload(dialog.getByLabelText("Photo (optional)"), new File(["x"], "a.png", { type: "image/png" }));

    expect(await dialog.findByText("The photo is too large")).toBeInTheDocument();
  });
});

describe("ItemFormDialog saving", () => {
  it("does not save a cleared Current Stock as 0: it asks for it", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderForm(makeItem({ id: 7, name: "Bath Towels" }));

    await user.clear(dialog.getByLabelText("Current Stock"));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await dialog.findByText("Current stock is required")).toBeInTheDocument();
    expect(dialog.getByLabelText("Current Stock")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Item updated successfully")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the chosen photo's preview without the browser's 'No file chosen'", async () => {
    mockFetch({ "POST /api/uploads": () => jsonResponse(201, { url: "/uploads/abc.png" }) });
    const { user, dialog } = renderForm();

    expect(dialog.getByText("Choose photo")).toBeVisible();
    await user.upload(dialog.getByLabelText("Photo (optional)"), new File(["x"], "beans.png", { type: "image/png" }));

    expect(await dialog.findByRole("img", { name: "Preview of the upload" })).toBeInTheDocument();
    expect(dialog.getByText("Replace photo")).toBeInTheDocument();
    expect(dialog.queryByText(/no file chosen/i)).not.toBeInTheDocument();
    expect(dialog.getByLabelText("Photo (optional)")).toHaveClass("sr-only");
  });

  it("creates the item with whole numbers, the uploaded photo and the property", async () => {
    const fetchMock = mockFetch({
      "POST /api/uploads": () => jsonResponse(201, { url: "/uploads/abc.png" }),
      "POST /api/inventory": () => jsonResponse(201, makeItem()),
    });
    const { user, dialog } = renderForm();

    await user.type(dialog.getByLabelText("Item Name"), "Espresso Beans");
    await user.click(dialog.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Kitchen" }));
    await user.clear(dialog.getByLabelText("Current Stock"));
    await user.type(dialog.getByLabelText("Current Stock"), " 27 ");
    await user.clear(dialog.getByLabelText("Minimum Stock"));
    await user.type(dialog.getByLabelText("Minimum Stock"), "５");
    await user.type(dialog.getByLabelText("Unit Cost in $ (optional)"), "12.5");
    await user.upload(dialog.getByLabelText("Photo (optional)"), new File(["x"], "beans.png", { type: "image/png" }));
    expect(await dialog.findByRole("img", { name: "Preview of the upload" })).toHaveAttribute(
      "src",
      "/uploads/abc.png",
    );
    await user.click(dialog.getByRole("button", { name: "Add Item" }));

    expect(await screen.findByText("Item created successfully")).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual({
      name: "Espresso Beans",
      category: "kitchen",
      description: null,
      currentStock: 27,
      minStock: 5,
      unit: "pieces",
      photoUrl: "/uploads/abc.png",
      maxCapacity: null,
      parLevel: null,
      unitCost: 12.5,
      barcode: null,
      supplierId: null,
      propertyId: 4,
    });
  });

  it("updates an item with PUT and reports a failure with the catalogue text", async () => {
    const fetchMock = mockFetch({
      "PUT /api/inventory/7": () => jsonResponse(500, { message: "Internal Server Error" }),
    });
    const { user, dialog } = renderForm(makeItem({ id: 7, name: "Bath Towels", unit: "kg" }));

    expect(dialog.getByRole("combobox", { name: "Unit" })).toHaveTextContent("Kilograms");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Failed to save item")).toBeInTheDocument();
    const body = sentJson(fetchMock.mock.calls[0]?.[1]);
    expect(body).toMatchObject({ name: "Bath Towels", category: "housekeeping", unit: "kg", currentStock: 100 });
    expect(body).not.toHaveProperty("propertyId");
  });
});

describe("ItemFormDialog par level", () => {
  it("refuses a par level below the minimum or above the max capacity before calling the server", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderForm(makeItem({ id: 7, minStock: 10, maxCapacity: 50 }));
    const par = dialog.getByLabelText("Par Level (optional)");

    await user.type(par, "9");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await dialog.findByText(PAR_LEVEL_MESSAGES.belowMinimum)).toBeInTheDocument();
    expect(par).toHaveAttribute("aria-invalid", "true");

    await user.clear(par);
    await user.type(par, "51");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await dialog.findByText(PAR_LEVEL_MESSAGES.aboveCapacity)).toBeInTheDocument();

    await user.clear(par);
    await user.type(par, "-2");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await dialog.findByText(PAR_LEVEL_MESSAGES.negative)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the stored par level and saves a new one, or none when cleared", async () => {
    const fetchMock = mockFetch({ "PUT /api/inventory/7": () => jsonResponse(200, makeItem({ id: 7 })) });
    const { user, dialog } = renderForm(makeItem({ id: 7, minStock: 10, maxCapacity: 50, parLevel: 30 }));
    const par = dialog.getByLabelText("Par Level (optional)");
    expect(par).toHaveValue("30");
    expect(par).toHaveAccessibleDescription("The stock to hold: suggested orders fill up to it.");

    await user.clear(par);
    await user.type(par, "50");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Item updated successfully")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => url === "/api/inventory/7");
    expect(sentJson(put![1])).toMatchObject({ minStock: 10, maxCapacity: 50, parLevel: 50 });
  });
});

describe("ItemFormDialog barcode", () => {
  const hint = "The code printed on the product, e.g. its EAN. Leave empty to use the Stockroom code.";

  it("shows the stored barcode and saves a new one trimmed, or none when cleared", async () => {
    const fetchMock = mockFetch({ "PUT /api/inventory/7": () => jsonResponse(200, makeItem({ id: 7 })) });
    const { user, dialog } = renderForm(makeItem({ id: 7, barcode: "4006381333931" }));
    const barcode = dialog.getByLabelText("Barcode (optional)");
    expect(barcode).toHaveValue("4006381333931");
    expect(barcode).toHaveAccessibleDescription(hint);

    await user.clear(barcode);
    await user.type(barcode, "  ABC-123 ");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item updated successfully")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => url === "/api/inventory/7");
    expect(sentJson(put![1])).toMatchObject({ barcode: "ABC-123" });
  });

  it("sends null for an empty barcode, so the item goes by its Stockroom code", async () => {
    const fetchMock = mockFetch({ "PUT /api/inventory/7": () => jsonResponse(200, makeItem({ id: 7 })) });
    const { user, dialog } = renderForm(makeItem({ id: 7, barcode: "4006381333931" }));

    await user.clear(dialog.getByLabelText("Barcode (optional)"));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item updated successfully")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => url === "/api/inventory/7");
    expect(sentJson(put![1])).toMatchObject({ barcode: null });
  });

  it("refuses the shape of a Stockroom code before calling the server", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderForm(makeItem({ id: 7 }));
    const barcode = dialog.getByLabelText("Barcode (optional)");

    await user.type(barcode, "SR00000042");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await dialog.findByText(BARCODE_MESSAGES.reserved)).toBeInTheDocument();
    expect(barcode).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's 409 for a barcode taken at the property on the field", async () => {
    mockFetch({
      "PUT /api/inventory/7": () =>
        jsonResponse(409, {
          message: BARCODE_MESSAGES.taken,
          error: "CONFLICT",
          fields: { barcode: BARCODE_MESSAGES.taken },
        }),
    });
    const { user, dialog } = renderForm(makeItem({ id: 7 }));
    const barcode = dialog.getByLabelText("Barcode (optional)");

    await user.type(barcode, "4006381333931");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await dialog.findByText(BARCODE_MESSAGES.taken)).toBeInTheDocument();
    expect(barcode).toHaveAttribute("aria-invalid", "true");
    expect(barcode).toHaveFocus();
    expect(screen.queryByText("Failed to save item")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Item" })).toBeInTheDocument();
  });

  it("shows the server's 409 for a name another item of the property has on the name field (issue 37)", async () => {
    mockFetch({
      "PUT /api/inventory/7": () =>
        jsonResponse(409, {
          message: ITEM_NAME_MESSAGES.taken,
          error: "CONFLICT",
          fields: { name: ITEM_NAME_MESSAGES.taken },
        }),
    });
    const { user, dialog } = renderForm(makeItem({ id: 7 }));
    const name = dialog.getByLabelText("Item Name");

    await user.clear(name);
    await user.type(name, "keycards");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await dialog.findByText(ITEM_NAME_MESSAGES.taken)).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
  });

  it("takes a scanner's Enter at the end of a code without saving the form", async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = renderForm(makeItem({ id: 7 }));

    await user.type(dialog.getByLabelText("Barcode (optional)"), "4006381333931{Enter}");

    expect(dialog.getByLabelText("Barcode (optional)")).toHaveValue("4006381333931");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("ItemFormDialog preferred supplier", () => {
  it("lists the account's suppliers and None, and saves the one chosen", async () => {
    const fetchMock = mockFetch({ "PUT /api/inventory/7": () => jsonResponse(200, makeItem({ id: 7 })) });
    const { user, dialog } = renderForm(makeItem({ id: 7 }));
    const select = dialog.getByRole("combobox", { name: "Preferred Supplier" });
    expect(select).toHaveTextContent("None");

    await user.click(select);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["None", "Harbor Linen", "Coastal Foods"]);
    await user.click(screen.getByRole("option", { name: "Coastal Foods" }));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Item updated successfully")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => url === "/api/inventory/7");
    expect(sentJson(put![1])).toMatchObject({ supplierId: 5 });
  });

  it("shows the saved supplier and sends null when None is chosen", async () => {
    const fetchMock = mockFetch({ "PUT /api/inventory/7": () => jsonResponse(200, makeItem({ id: 7 })) });
    const { user, dialog } = renderForm(makeItem({ id: 7, supplierId: 3 }));
    const select = dialog.getByRole("combobox", { name: "Preferred Supplier" });
    expect(select).toHaveTextContent("Harbor Linen");

    await user.click(select);
    await user.click(screen.getByRole("option", { name: "None" }));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Item updated successfully")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => url === "/api/inventory/7");
    expect(sentJson(put![1])).toMatchObject({ supplierId: null });
  });

  it("says the server's refusal of the supplier on the field", async () => {
    mockFetch({
      "PUT /api/inventory/7": () =>
        jsonResponse(400, {
          message: SUPPLIER_MESSAGES.unknown,
          error: "VALIDATION_ERROR",
          fields: { supplierId: SUPPLIER_MESSAGES.unknown },
        }),
    });
    const { user, dialog } = renderForm(makeItem({ id: 7, supplierId: 3 }));

    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await dialog.findByText(SUPPLIER_MESSAGES.unknown)).toBeInTheDocument();
    expect(dialog.getByRole("combobox", { name: "Preferred Supplier" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Failed to save item")).not.toBeInTheDocument();
  });
});
