import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { ItemCard } from "@/features/inventory";
import { apiKey } from "@/lib/api/queries";
import { ownedPropertiesQuery } from "@/queries/properties";
import { makeItem, makeProperty, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import TransferDialog from "./TransferDialog";

const ITEM = makeItem({ id: 11, name: "Bath Towels", propertyId: 1, currentStock: 120, unit: "pieces" });
const HARBOR = makeProperty({ id: 1, name: "Harbor View Hotel" });
const MAPLE = makeProperty({ id: 2, name: "Maple Grove Inn", address: "48 Maple Street" });
const SUNSET = makeProperty({ id: 3, name: "Sunset Boutique Suites", address: "305 Ocean Drive" });

const targetUrl = (propertyId: number) => `GET /api/transfers/target?fromItemId=11&toPropertyId=${propertyId}`;

function renderDialog(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <TransferDialog item={ITEM} targets={[MAPLE, SUNSET]} onClose={onClose} />
      <Toaster />
    </>,
  );
  const dialog = within(screen.getByRole("dialog", { name: "Transfer Stock" }));
  const chooseProperty = async (name: string) => {
    await user.click(dialog.getByRole("combobox", { name: "Target Property" }));
    await user.click(await screen.findByRole("option", { name: new RegExp(`^${name}`) }));
  };
  return { user, dialog, onClose, fetchMock, chooseProperty };
}

describe("TransferDialog", () => {
  it("says which item the units join and sends the transfer", async () => {
    const { user, dialog, onClose, fetchMock, chooseProperty } = renderDialog({
      [targetUrl(2)]: () =>
        jsonResponse(200, { item: { id: 21, name: "bath towels", currentStock: 12, unit: "pieces" } }),
      "POST /api/transfers": () => jsonResponse(201, {}),
    });
    expect(dialog.getByText(/In stock here: 120 pieces/)).toBeInTheDocument();

    await chooseProperty("Maple Grove Inn");
    expect(
      await dialog.findByText("Adds to 'bath towels' in Maple Grove Inn (12 pieces in stock)."),
    ).toBeInTheDocument();
    await user.type(dialog.getByRole("textbox", { name: "Quantity (pieces)" }), "5");
    await user.click(dialog.getByRole("button", { name: "Transfer" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentJson(post?.[1])).toEqual({ fromItemId: 11, toPropertyId: 2, quantity: 5 });
    expect(await screen.findByText("Moved 5 pieces of Bath Towels to Maple Grove Inn")).toBeInTheDocument();
  });

  it("says a copy is made where the property has no such item, and shows the server's refusal on the field", async () => {
    const { user, dialog, onClose, chooseProperty } = renderDialog({
      [targetUrl(3)]: () => jsonResponse(200, { item: null }),
      "POST /api/transfers": () =>
        jsonResponse(409, {
          message: "Only 120 pieces in stock",
          error: "CONFLICT",
          fields: { quantity: "Only 120 pieces in stock" },
        }),
    });

    await chooseProperty("Sunset Boutique Suites");
    expect(await dialog.findByText("Creates 'Bath Towels' in Sunset Boutique Suites.")).toBeInTheDocument();
    const quantity = dialog.getByRole("textbox", { name: "Quantity (pieces)" });
    await user.type(quantity, "500");
    await user.click(dialog.getByRole("button", { name: "Transfer" }));

    expect(await dialog.findByText("Only 120 pieces in stock")).toBeInTheDocument();
    expect(quantity).toHaveAttribute("aria-invalid", "true");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks for a property and a whole quantity before sending anything", async () => {
    const { user, dialog, fetchMock } = renderDialog({});

    await user.type(dialog.getByRole("textbox", { name: "Quantity (pieces)" }), "2.5");
    await user.click(dialog.getByRole("button", { name: "Transfer" }));

    expect(await dialog.findByText("Please select a property")).toBeInTheDocument();
    expect(dialog.getByText("Quantity must be a whole number")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("ItemCard's Transfer…", () => {
  async function menuFor(role: "owner" | "manager", properties: ReturnType<typeof makeProperty>[]) {
    const queryClient = signedInClient(makeUser({ role }));
    queryClient.setQueryData(ownedPropertiesQuery.queryKey, properties);
    queryClient.setQueryData(apiKey("/api/managed-properties", { query: { items: false } }), properties);
    const user = userEvent.setup();
    renderWithProviders(
      <ItemCard item={ITEM} highlighted={false} actions={{ onEdit: vi.fn(), onHistory: vi.fn(), onDelete: vi.fn() }} />,
      { queryClient },
    );
    await user.click(screen.getByRole("button", { name: "Actions for Bath Towels" }));
    return { user, menu: within(await screen.findByRole("menu")) };
  }

  it("is offered to an owner with another property and opens the dialog", async () => {
    mockFetch({ [targetUrl(2)]: () => jsonResponse(200, { item: null }) });
    const { user, menu } = await menuFor("owner", [HARBOR, MAPLE]);
    await user.click(menu.getByRole("menuitem", { name: "Transfer…" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Transfer Stock" }));
    // The only other property is chosen already.
    expect(dialog.getByRole("combobox", { name: "Target Property" })).toHaveTextContent("Maple Grove Inn");
  });

  it("is not offered to an owner with one property", async () => {
    const { menu } = await menuFor("owner", [HARBOR]);
    expect(menu.getByRole("menuitem", { name: "Stock History" })).toBeInTheDocument();
    expect(menu.queryByRole("menuitem", { name: "Transfer…" })).not.toBeInTheDocument();
  });

  it("is not offered to a manager", async () => {
    const { menu } = await menuFor("manager", [HARBOR, MAPLE]);
    expect(menu.getByRole("menuitem", { name: "Stock History" })).toBeInTheDocument();
    expect(menu.queryByRole("menuitem", { name: "Transfer…" })).not.toBeInTheDocument();
  });
});
