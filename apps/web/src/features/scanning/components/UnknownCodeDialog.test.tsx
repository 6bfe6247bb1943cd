import type { InventoryItemDto } from "@stockroom/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import { UnknownCodeDialog } from "./UnknownCodeDialog";

const item = (id: number, name: string) => ({ id, name, category: "housekeeping" }) as InventoryItemDto;
const ITEMS = [item(1, "Bath Towels"), item(2, "Shampoo Bottles")];

function renderDialog(code: string, answer: () => Response) {
  const sent: unknown[] = [];
  mockFetch({
    "PUT /api/inventory/2": (init) => {
      sent.push(sentJson(init));
      return answer();
    },
  });
  const onAttached = vi.fn();
  renderWithProviders(
    <UnknownCodeDialog
      code={code}
      items={ITEMS}
      propertyName="Harbor View Hotel"
      onClose={vi.fn()}
      onAttached={onAttached}
    />,
  );
  return { sent, onAttached, user: userEvent.setup() };
}

describe("UnknownCodeDialog", () => {
  it("attaches the code to the item picked from the search, then goes on with that item", async () => {
    const { sent, onAttached, user } = renderDialog("4006381333931", () =>
      jsonResponse(200, { ...ITEMS[1], barcode: "4006381333931" }),
    );

    await user.type(screen.getByLabelText("Search items"), "sham");
    expect(screen.queryByRole("button", { name: /Bath Towels/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Shampoo Bottles/ }));

    await vi.waitFor(() => expect(onAttached).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ barcode: "4006381333931" }]);
    expect(onAttached.mock.calls[0][0]).toMatchObject({ id: 2, barcode: "4006381333931" });
  });

  it("shows the server's refusal of a barcode another item has", async () => {
    const message = "Another item at this property already has this barcode";
    const { onAttached, user } = renderDialog("4006381333931", () => jsonResponse(409, { message }));

    await user.click(screen.getByRole("button", { name: /Shampoo Bottles/ }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(onAttached).not.toHaveBeenCalled();
  });

  it("offers nothing to attach for a code of Stockroom's own shape", () => {
    renderDialog("SR00000099", () => jsonResponse(500, {}));

    expect(screen.getByRole("dialog", { name: "Unknown code SR00000099" })).toHaveTextContent("No item has this code.");
    expect(screen.queryByLabelText("Search items")).not.toBeInTheDocument();
  });
});
