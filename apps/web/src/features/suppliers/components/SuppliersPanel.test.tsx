import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SUPPLIER_MESSAGES } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { makeSupplier, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import { SuppliersPanel } from "./SuppliersPanel";

const LINEN = makeSupplier({
  id: 3,
  name: "Harbor Linen",
  contactName: "Ann Lee",
  email: "orders@harborlinen.example",
  phone: "+1 (603) 555-0100",
  leadTimeDays: 5,
  itemCount: 4,
});

function renderPanel() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SuppliersPanel />
      <Toaster />
    </>,
  );
  return user;
}

const sent = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string) => {
  const call = fetchMock.mock.calls.find(([u, init]) => u === url && init?.method === method);
  return call ? sentJson(call[1]) : undefined;
};

describe("SuppliersPanel", () => {
  it("keeps a supplier being typed as a draft when its dialog closes without saving (issue 37)", async () => {
    mockFetch({ "GET /api/suppliers": () => jsonResponse(200, []) });
    const user = userEvent.setup();
    renderWithProviders(<SuppliersPanel />, { queryClient: signedInClient(makeUser()) });

    await user.click((await screen.findAllByRole("button", { name: "Add Supplier" }))[0]);
    const dialog = within(await screen.findByRole("dialog", { name: "Add Supplier" }));
    await user.type(dialog.getByLabelText("Supplier Name"), "Coastal Foods");
    await user.type(dialog.getByLabelText("Phone (optional)"), "555-0199");
    await user.keyboard("{Escape}");

    await user.click((await screen.findAllByRole("button", { name: "Add Supplier" }))[0]);
    const again = within(await screen.findByRole("dialog", { name: "Add Supplier" }));
    await user.click(again.getByRole("button", { name: "Restore Draft" }));
    expect(again.getByLabelText("Supplier Name")).toHaveValue("Coastal Foods");
    expect(again.getByLabelText("Phone (optional)")).toHaveValue("555-0199");
  });

  it("shows each supplier's contact, lead time and item count on a card", async () => {
    mockFetch({
      "GET /api/suppliers": () => jsonResponse(200, [LINEN, makeSupplier({ id: 4, name: "Coastal Foods" })]),
    });
    renderPanel();

    const card = within(await screen.findByRole("article", { name: "Harbor Linen" }));
    expect(card.getByText("Ann Lee")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "orders@harborlinen.example" })).toHaveAttribute(
      "href",
      "mailto:orders@harborlinen.example",
    );
    expect(card.getByRole("link", { name: "+1 (603) 555-0100" })).toHaveAttribute("href", "tel:+16035550100");
    expect(card.getByText("Lead time 5 days")).toBeInTheDocument();
    expect(card.getByText("4 items")).toBeInTheDocument();
    const other = within(screen.getByRole("article", { name: "Coastal Foods" }));
    expect(other.getByText("Lead time not set")).toBeInTheDocument();
    expect(other.getByText("0 items")).toBeInTheDocument();
  });

  it("says when there are no suppliers yet", async () => {
    mockFetch({ "GET /api/suppliers": () => jsonResponse(200, []) });
    renderPanel();
    expect(await screen.findByRole("heading", { name: "No suppliers yet" })).toBeInTheDocument();
  });

  it("adds a supplier through the form, checking its fields before sending", async () => {
    const fetchMock = mockFetch({
      "GET /api/suppliers": () => jsonResponse(200, []),
      "POST /api/suppliers": () => jsonResponse(201, LINEN),
    });
    const user = renderPanel();
    await screen.findByRole("heading", { name: "No suppliers yet" });

    await user.click(screen.getByRole("button", { name: "Add Supplier" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Supplier" }));
    await user.type(dialog.getByLabelText("Email (optional)"), "not-an-email");
    await user.type(dialog.getByLabelText("Phone (optional)"), "call me");
    await user.type(dialog.getByLabelText("Lead Time in Days (optional)"), "2.5");
    await user.click(dialog.getByRole("button", { name: "Add Supplier" }));

    expect(await dialog.findByText(SUPPLIER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(dialog.getByText(SUPPLIER_MESSAGES.email)).toBeInTheDocument();
    expect(dialog.getByText(SUPPLIER_MESSAGES.phone)).toBeInTheDocument();
    expect(dialog.getByText(SUPPLIER_MESSAGES.leadTime)).toBeInTheDocument();
    expect(sent(fetchMock, "POST", "/api/suppliers")).toBeUndefined();

    await user.type(dialog.getByLabelText("Supplier Name"), " Harbor Linen ");
    await user.type(dialog.getByLabelText("Contact Name (optional)"), "Ann Lee");
    await user.clear(dialog.getByLabelText("Email (optional)"));
    await user.type(dialog.getByLabelText("Email (optional)"), "Orders@HarborLinen.example");
    await user.clear(dialog.getByLabelText("Phone (optional)"));
    await user.type(dialog.getByLabelText("Phone (optional)"), "+1 (603) 555-0100");
    await user.clear(dialog.getByLabelText("Lead Time in Days (optional)"));
    await user.type(dialog.getByLabelText("Lead Time in Days (optional)"), "5");
    await user.click(dialog.getByRole("button", { name: "Add Supplier" }));

    expect(await screen.findByText("Supplier added successfully")).toBeInTheDocument();
    expect(sent(fetchMock, "POST", "/api/suppliers")).toEqual({
      name: "Harbor Linen",
      contactName: "Ann Lee",
      email: "orders@harborlinen.example",
      phone: "+1 (603) 555-0100",
      leadTimeDays: 5,
    });
  });

  it("edits a supplier from its menu and shows a taken name on the field", async () => {
    const fetchMock = mockFetch({
      "GET /api/suppliers": () => jsonResponse(200, [LINEN]),
      "PUT /api/suppliers/3": () =>
        jsonResponse(409, {
          message: SUPPLIER_MESSAGES.nameTaken,
          error: "CONFLICT",
          fields: { name: SUPPLIER_MESSAGES.nameTaken },
        }),
    });
    const user = renderPanel();

    await user.click(await screen.findByRole("button", { name: "Actions for Harbor Linen" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Supplier" }));
    expect(dialog.getByLabelText("Supplier Name")).toHaveValue("Harbor Linen");
    expect(dialog.getByLabelText("Lead Time in Days (optional)")).toHaveValue("5");
    await user.clear(dialog.getByLabelText("Supplier Name"));
    await user.type(dialog.getByLabelText("Supplier Name"), "Coastal Foods");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await dialog.findByText(SUPPLIER_MESSAGES.nameTaken)).toBeInTheDocument();
    expect(dialog.getByLabelText("Supplier Name")).toHaveFocus();
    expect(sent(fetchMock, "PUT", "/api/suppliers/3")).toMatchObject({ name: "Coastal Foods", leadTimeDays: 5 });
  });

  it("deletes a supplier after a confirmation that says how many items lose it", async () => {
    const fetchMock = mockFetch({
      "GET /api/suppliers": () => jsonResponse(200, [LINEN]),
      "DELETE /api/suppliers/3": () => jsonResponse(200, { success: true }),
    });
    const user = renderPanel();

    await user.click(await screen.findByRole("button", { name: "Actions for Harbor Linen" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete Harbor Linen?" }));
    expect(confirm.getByText(/4 items will no longer have a preferred supplier/)).toBeInTheDocument();
    await user.click(confirm.getByRole("button", { name: "Delete Supplier" }));

    expect(await screen.findByText("Supplier deleted successfully")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, init]) => u === "/api/suppliers/3" && init?.method === "DELETE")).toBe(true);
  });
});
