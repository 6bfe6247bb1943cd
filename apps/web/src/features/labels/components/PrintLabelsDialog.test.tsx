import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LABEL_MESSAGES, PAGE_LIMITS } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { makeItem, makeSummary } from "@/test/fixtures";
import { jsonResponse, mockFetch, pageResponse, renderWithProviders } from "@/test/utils";
import PrintLabelsDialog from "./PrintLabelsDialog";

const SUMMARY = makeSummary({ housekeeping: { itemCount: 2 }, kitchen: { itemCount: 1 } });
const ITEMS = [
  makeItem({ id: 11, name: "Bath Towels", propertyId: 4 }),
  makeItem({ id: 12, name: "Shampoo Bottles", propertyId: 4 }),
  makeItem({ id: 13, name: "Coffee Pods", category: "kitchen", propertyId: 4 }),
];

function renderDialog(props: { category?: "kitchen" } = {}) {
  mockFetch({
    "GET /api/inventory/summary?propertyId=4": () => jsonResponse(200, SUMMARY),
    [`GET /api/properties/4/inventory?limit=${PAGE_LIMITS.inventory.max}`]: () => pageResponse(ITEMS),
  });
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <PrintLabelsDialog propertyId={4} propertyName="Harbor View Hotel" onClose={onClose} {...props} />,
  );
  const dialog = within(screen.getByRole("dialog", { name: "Print Labels" }));
  const download = () => dialog.getByRole("link", { name: "Download PDF" });
  return { user, dialog, download, onClose };
}

describe("PrintLabelsDialog", () => {
  it("links to the whole property's labels on A4 3×10 by default", async () => {
    const { dialog, download } = renderDialog();
    expect(dialog.getByRole("radio", { name: "Every item at Harbor View Hotel" })).toBeChecked();
    expect(await dialog.findByText("3 labels on 1 sheet")).toBeInTheDocument();
    expect(download()).toHaveAttribute("href", "/api/labels.pdf?propertyId=4&layout=a4-3x10");
  });

  it("builds the query from a category, a sheet and the labels to skip", async () => {
    const { user, dialog, download } = renderDialog();
    await user.click(dialog.getByRole("radio", { name: "One category" }));
    await user.click(dialog.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Kitchen · 1 item" }));
    await user.click(dialog.getByRole("combobox", { name: "Label sheet" }));
    await user.click(await screen.findByRole("option", { name: "Letter · 3 × 7" }));
    const skip = dialog.getByRole("textbox", { name: "Skip first labels" });
    await user.clear(skip);
    await user.type(skip, "20");
    expect(dialog.getByText("1 label on 1 sheet")).toBeInTheDocument();
    expect(download()).toHaveAttribute(
      "href",
      "/api/labels.pdf?propertyId=4&layout=letter-3x7&category=kitchen&skip=20",
    );

    await user.clear(skip);
    await user.type(skip, "21");
    expect(dialog.getByText(LABEL_MESSAGES.skip("letter-3x7"))).toBeInTheDocument();
    expect(dialog.queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  });

  it("starts on the page's category and offers no download for an empty one", async () => {
    const { user, dialog, download } = renderDialog({ category: "kitchen" });
    expect(dialog.getByRole("radio", { name: "One category" })).toBeChecked();
    expect(await dialog.findByText("1 label on 1 sheet")).toBeInTheDocument();
    expect(download()).toHaveAttribute("href", "/api/labels.pdf?propertyId=4&layout=a4-3x10&category=kitchen");
    await user.click(dialog.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Maintenance · 0 items" }));
    expect(dialog.getByText(LABEL_MESSAGES.noItems)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  });

  it("prints the items ticked in the filtered checklist", async () => {
    const { user, dialog, download } = renderDialog();
    await user.click(dialog.getByRole("radio", { name: "Selected items" }));
    expect(await dialog.findByText("Select at least one item")).toBeInTheDocument();
    await user.click(await dialog.findByRole("checkbox", { name: "Coffee Pods" }));
    await user.type(dialog.getByRole("searchbox", { name: "Filter items" }), "bath");
    expect(dialog.queryByRole("checkbox", { name: "Coffee Pods" })).not.toBeInTheDocument();
    await user.click(dialog.getByRole("checkbox", { name: "Bath Towels" }));
    expect(dialog.getByText("2 items selected")).toBeInTheDocument();
    expect(download()).toHaveAttribute("href", "/api/labels.pdf?propertyId=4&layout=a4-3x10&itemIds=13%2C11");
  });

  it("closes with Cancel", async () => {
    const { user, dialog, onClose } = renderDialog();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });
});
