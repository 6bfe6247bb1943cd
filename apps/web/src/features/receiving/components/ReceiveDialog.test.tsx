import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PAGE_LIMITS } from "@stockroom/shared";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { makeItem, signedInClient } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderWithProviders, sentJson } from "@/test/utils";
import { ReceiveDialog } from "./ReceiveDialog";

const request = makeRequest({
  id: 42,
  status: "approved",
  items: [
    makeLine({ id: 1, name: "Bath Towels", requestedQuantity: 10, approvedQuantity: 10, state: "approved" }),
    makeLine({
      id: 2,
      itemId: 12,
      name: "Paper Cups",
      unit: "packs",
      requestedQuantity: 5,
      approvedQuantity: 4,
      state: "approved",
    }),
    makeLine({ id: 3, name: "Keycards", requestedQuantity: 20, approvedQuantity: 0, state: "denied", denied: true }),
  ],
});

function renderDialog(answer = () => jsonResponse(200, { ...request, status: "received" })) {
  const sent: unknown[] = [];
  mockFetch({
    // Scans: the cups' EAN and a code of an item that is not in the request.
    "GET /api/inventory/lookup?code=4006381333931&propertyId=1": () => jsonResponse(200, [{ id: 12 }]),
    "GET /api/inventory/lookup?code=SR00000099&propertyId=1": () => jsonResponse(200, [{ id: 99 }]),
    // A product barcode no item has yet, attached to the towels (item 11) from the property's items.
    "GET /api/inventory/lookup?code=7610000000001&propertyId=1": () => jsonResponse(200, []),
    "GET /api/inventory/lookup?code=SR00000098&propertyId=1": () => jsonResponse(200, []),
    [`GET /api/properties/1/inventory?limit=${PAGE_LIMITS.inventory.max}`]: () =>
      pageResponse([
        makeItem({ id: 11, name: "Bath Towels" }),
        makeItem({ id: 12, name: "Paper Cups" }),
        makeItem({ id: 50, name: "Shampoo Bottles" }),
      ]),
    "PUT /api/inventory/11": (init) => {
      sent.push(sentJson(init));
      return jsonResponse(200, makeItem({ id: 11, name: "Bath Towels", barcode: "7610000000001" }));
    },
    "POST /api/receive-request-bulk/42": (init) => {
      sent.push(sentJson(init));
      return answer();
    },
  });
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <ReceiveDialog request={request} onClose={onClose} />
      <Toaster />
    </>,
    { queryClient: signedInClient(makeUser({ role: "manager" })) },
  );
  const dialog = within(screen.getByRole("dialog", { name: "Receive Items" }));
  return { user: userEvent.setup(), sent, onClose, dialog };
}

describe("ReceiveDialog", () => {
  it("lists approved items at their approved amounts and leaves denied ones out", () => {
    const { dialog } = renderDialog();

    expect(dialog.getByLabelText("Received quantity for Bath Towels")).toHaveValue("10");
    expect(dialog.getByLabelText("Received quantity for Paper Cups")).toHaveValue("4");
    expect(dialog.queryByText("Keycards")).not.toBeInTheDocument();
  });

  it("enables Complete Receive only once every item is processed, and sends the bulk body", async () => {
    const { user, sent, onClose, dialog } = renderDialog();
    const complete = dialog.getByRole("button", { name: "Complete Receive" });
    expect(complete).toBeDisabled();
    expect(dialog.getByText(/Cannot Complete Receive/)).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Received Bath Towels" }));
    expect(dialog.getByText("✓ Received 10 pieces")).toBeInTheDocument();
    expect(complete).toBeDisabled();
    await user.click(dialog.getByRole("button", { name: "Missing Paper Cups" }));
    expect(dialog.getByText("✗ Missing")).toBeInTheDocument();
    expect(dialog.getByText(/2 of 2 items processed/)).toBeInTheDocument();
    expect(complete).toBeEnabled();

    await user.click(complete);

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        items: [
          { itemName: "Bath Towels", receivedQuantity: 10 },
          { itemName: "Paper Cups", receivedQuantity: 0 },
        ],
      },
    ]);
    expect(screen.getAllByText("Items Received Successfully").length).toBeGreaterThan(0);
  });

  it("closes with the server's message when the request was received elsewhere first (issue 37)", async () => {
    const { user, onClose, dialog } = renderDialog(() =>
      jsonResponse(409, { message: "Only approved requests can be received", status: "received" }),
    );
    await user.click(dialog.getByRole("button", { name: "Received Bath Towels" }));
    await user.click(dialog.getByRole("button", { name: "Missing Paper Cups" }));
    await user.click(dialog.getByRole("button", { name: "Complete Receive" }));

    expect((await screen.findAllByText("Only approved requests can be received"))[0]).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("refuses to mark 0 as received and warns above the approved amount", async () => {
    const { user, dialog } = renderDialog();
    const towels = dialog.getByLabelText("Received quantity for Bath Towels");

    await user.clear(towels);
    await user.type(towels, "0");
    await user.click(dialog.getByRole("button", { name: "Received Bath Towels" }));
    expect(screen.getAllByText("Invalid Quantity").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Please enter a quantity greater than 0.").length).toBeGreaterThan(0);
    expect(dialog.queryByText(/✓ Received/)).not.toBeInTheDocument();

    expect(towels).toHaveAttribute("inputmode", "numeric");
    await user.clear(towels);
    await user.type(towels, "2.7");
    await user.click(dialog.getByRole("button", { name: "Received Bath Towels" }));
    expect(screen.getAllByText("Please enter a whole number.").length).toBeGreaterThan(0);
    expect(dialog.queryByText(/✓ Received/)).not.toBeInTheDocument();

    await user.clear(towels);
    await user.type(towels, "12");
    expect(dialog.getByText("Warning: more than the approved 10 pieces")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Received Bath Towels" }));
    expect(dialog.getByText("✓ Received 12 pieces")).toBeInTheDocument();
  });

  it("Undo reopens an item at its approved amount", async () => {
    const { user, dialog } = renderDialog();
    const towels = dialog.getByLabelText("Received quantity for Bath Towels");
    await user.clear(towels);
    await user.type(towels, "7");
    await user.click(dialog.getByRole("button", { name: "Received Bath Towels" }));
    expect(towels).toBeDisabled();

    await user.click(dialog.getByRole("button", { name: "Undo Bath Towels" }));

    expect(towels).toBeEnabled();
    expect(towels).toHaveValue("10");
    expect(dialog.getByRole("button", { name: "Received Bath Towels" })).toBeInTheDocument();
  });

  it("reports a refused receipt as 'Error Receiving Item(s)'", async () => {
    const { user, onClose, dialog } = renderDialog(() => jsonResponse(500, { message: "Internal Server Error" }));
    await user.click(dialog.getByRole("button", { name: "Missing Bath Towels" }));
    await user.click(dialog.getByRole("button", { name: "Missing Paper Cups" }));
    await user.click(dialog.getByRole("button", { name: "Complete Receive" }));

    expect((await screen.findAllByText("Error Receiving Item(s)")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Failed to receive some items. Please try again.").length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});

/** A hardware scanner in keyboard mode: the code's keys 5 ms apart, then Enter. */
function scanWithWedge(code: string) {
  [...code, "Enter"].forEach((key, i) => {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, "timeStamp", { value: 1000 + i * 5 });
    document.body.dispatchEvent(event);
  });
}

describe("ReceiveDialog scans", () => {
  it("marks the scanned item's line received with the approved quantity, and says when a code is not in the request", async () => {
    const { dialog } = renderDialog();

    scanWithWedge("4006381333931");
    expect(await dialog.findByText("Paper Cups: received 4 packs")).toBeInTheDocument();
    expect(dialog.getByText("✓ Received 4 packs")).toBeInTheDocument();
    expect(dialog.getByText("1 of 2 items processed")).toBeInTheDocument();

    scanWithWedge("SR00000099");
    expect(await dialog.findByText("Code SR00000099 is not in this request")).toBeInTheDocument();
    expect(dialog.getByText("1 of 2 items processed")).toBeInTheDocument();
  });

  it("offers to attach a code no item has to one of the request's items, which is then received", async () => {
    const { dialog, sent, user } = renderDialog();

    scanWithWedge("7610000000001");
    const attach = within(await screen.findByRole("dialog", { name: /Unknown code/ }));
    // Only the request's own items are offered: the receipt is what the scan is for.
    expect(await attach.findByRole("button", { name: /Bath Towels/ })).toBeInTheDocument();
    expect(attach.getByRole("button", { name: /Paper Cups/ })).toBeInTheDocument();
    expect(attach.queryByRole("button", { name: /Shampoo Bottles/ })).not.toBeInTheDocument();
    await user.click(attach.getByRole("button", { name: /Bath Towels/ }));

    expect(sent).toEqual([{ barcode: "7610000000001" }]);
    expect(await dialog.findByText("Bath Towels: received 10 pieces")).toBeInTheDocument();
    expect(dialog.getByText("1 of 2 items processed")).toBeInTheDocument();
  });

  it("offers nothing to attach for a Stockroom code no item has", async () => {
    const { dialog } = renderDialog();
    scanWithWedge("SR00000098");
    expect(await dialog.findByText("Code SR00000098 is not in this request")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: /Unknown code/ })).not.toBeInTheDocument();
  });
});
