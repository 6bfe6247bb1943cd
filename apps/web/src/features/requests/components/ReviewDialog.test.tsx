import { PAGE_LIMITS, REQUEST_MESSAGES, type RequestDto } from "@stockroom/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { makeItem, makeSupplier, signedInClient } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderWithProviders, sentJson } from "@/test/utils";
import { ReviewDialog, type ReviewMode } from "./ReviewDialog";

const request = makeRequest({
  id: 42,
  items: [
    makeLine({ id: 1, itemId: 1, name: "Bath Towels", requestedQuantity: 10 }),
    makeLine({ id: 2, itemId: 2, name: "Paper Cups", unit: "packs", requestedQuantity: 5 }),
    makeLine({ id: 3, itemId: 3, name: "Keycards", requestedQuantity: 20 }),
  ],
});

async function renderDialog(
  mode: ReviewMode,
  answer = () => jsonResponse(200, request),
  subject: RequestDto = request,
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  const sent: unknown[] = [];
  mockFetch({
    ...extra,
    "PUT /api/requests/42/status": (init) => {
      sent.push(sentJson(init));
      return answer();
    },
  });
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <ReviewDialog review={{ request: subject, mode }} onClose={onClose} />
      <Toaster />
    </>,
    { queryClient: signedInClient(makeUser()) },
  );
  // The content is loaded on demand; the dialog is named once it is there.
  const dialog = within(await screen.findByRole("dialog", { name: /Request$/ }));
  return { user: userEvent.setup(), sent, onClose, dialog };
}

describe("ReviewDialog", () => {
  it("denies an item set to 0, restores it above 0, and sends approvedItems with the tracking number", async () => {
    const { user, sent, onClose, dialog } = await renderDialog("approve");
    const cups = dialog.getByLabelText("Approved quantity for Paper Cups");
    const keycards = dialog.getByLabelText("Approved quantity for Keycards");

    await user.clear(keycards);
    await user.type(keycards, "0");
    expect(dialog.getAllByText("Denied")).toHaveLength(1);
    await user.clear(cups);
    await user.type(cups, "0");
    expect(dialog.getAllByText("Denied")).toHaveLength(2);
    await user.type(cups, "4");
    expect(dialog.getAllByText("Denied")).toHaveLength(1);
    await user.type(dialog.getByLabelText("Tracking Number (optional)"), "1Z-TRACK-42");
    await user.click(dialog.getByRole("button", { name: "Approve Request" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    const body = sent[0] as { approvedItems: string };
    expect(body).toMatchObject({ status: "approved", trackingNumber: "1Z-TRACK-42" });
    expect(JSON.parse(body.approvedItems)).toEqual([
      { name: "Bath Towels", requested: 10, approved: 10 },
      { name: "Paper Cups", requested: 5, approved: 4 },
      { name: "Keycards", requested: 20, approved: 0 },
    ]);
    expect(screen.getAllByText("Request updated successfully").length).toBeGreaterThan(0);
  });

  it("will not approve when every item is denied", async () => {
    const { user, dialog } = await renderDialog("approve");
    for (const name of ["Bath Towels", "Paper Cups", "Keycards"]) {
      await user.clear(dialog.getByLabelText(`Approved quantity for ${name}`));
      await user.type(dialog.getByLabelText(`Approved quantity for ${name}`), "0");
    }

    expect(dialog.getByRole("alert")).toHaveTextContent(REQUEST_MESSAGES.nothingApproved);
    expect(dialog.getByRole("button", { name: "Approve Request" })).toBeDisabled();
  });

  it("rejects a tracking number over 100 characters", async () => {
    const { user, sent, dialog } = await renderDialog("approve");
    await user.click(dialog.getByLabelText("Tracking Number (optional)"));
    await user.paste("x".repeat(101));
    await user.click(dialog.getByRole("button", { name: "Approve Request" }));

    expect(await dialog.findByText("Tracking number must be at most 100 characters")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("approves the restock of an empty item: the current stock no longer caps it", async () => {
    const empty = makeRequest({ id: 42, items: [makeLine({ requestedQuantity: 40, currentStock: 0 })] });
    const { user, sent, dialog } = await renderDialog("approve", () => jsonResponse(200, empty), empty);
    const input = dialog.getByLabelText("Approved quantity for Bath Towels");
    expect(input).toHaveValue("40");
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).not.toHaveAttribute("max");
    expect(dialog.getByText(/Requested 40 pieces · 0 in stock/)).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Approve Request" }));
    await vi.waitFor(() => expect(sent).toEqual([{ status: "approved", quantity: 40 }]));
  });

  it("refuses more than was requested, or a fraction, next to the field", async () => {
    const single = makeRequest({ id: 42, items: [makeLine({ requestedQuantity: 10, currentStock: 3 })] });
    const { user, sent, dialog } = await renderDialog("approve", () => jsonResponse(200, single), single);
    const input = dialog.getByLabelText("Approved quantity for Bath Towels");

    await user.clear(input);
    await user.type(input, "11");
    await user.click(dialog.getByRole("button", { name: "Approve Request" }));
    expect(await dialog.findByText("At most 10 (the requested amount)")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    await user.clear(input);
    await user.type(input, "2.7");
    expect(await dialog.findByText("Enter a whole number of 0 or more")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(input);
    await user.type(input, "10");
    await user.click(dialog.getByRole("button", { name: "Approve Request" }));
    await vi.waitFor(() => expect(sent).toEqual([{ status: "approved", quantity: 10 }]));
  });

  it("warns when stock after receipt would pass the item's max capacity, and still approves", async () => {
    const full = makeRequest({
      id: 42,
      items: [makeLine({ requestedQuantity: 30, currentStock: 80, maxCapacity: 100 })],
    });
    const { user, sent, dialog } = await renderDialog("approve", () => jsonResponse(200, full), full);
    const input = dialog.getByLabelText("Approved quantity for Bath Towels");
    const warning = "Stock after receipt would be 110 pieces, above the max capacity of 100";

    expect(dialog.getByText(warning)).toBeInTheDocument();
    expect(dialog.getByText(/Requested 30 pieces · 80 in stock · max capacity 100/)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(warning));
    expect(input).not.toHaveAttribute("aria-invalid");
    await user.clear(input);
    await user.type(input, "20");
    expect(dialog.queryByText(/above the max capacity/)).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "25");
    expect(dialog.getByText("Stock after receipt would be 105 pieces, above the max capacity of 100")).toBeVisible();

    await user.click(dialog.getByRole("button", { name: "Approve Request" }));
    await vi.waitFor(() => expect(sent).toEqual([{ status: "approved", quantity: 25 }]));
  });

  it("prices each line at today's unit cost with its supplier, and totals what approving costs (issue 38)", async () => {
    const { user, dialog } = await renderDialog("approve", undefined, request, {
      [`GET /api/properties/${request.propertyId}/inventory?limit=${PAGE_LIMITS.inventory.max}`]: () =>
        pageResponse([
          makeItem({ id: 1, name: "Bath Towels", unitCost: 4.5, supplierId: 3 }),
          makeItem({ id: 2, name: "Paper Cups", unitCost: null }),
          makeItem({ id: 3, name: "Keycards", unitCost: 0.25, supplierId: 3 }),
        ]),
      "GET /api/suppliers": () => jsonResponse(200, [makeSupplier({ id: 3, name: "Harbor Linen" })]),
    });

    expect(await dialog.findByText("$4.50 each · Harbor Linen")).toBeInTheDocument();
    expect(dialog.getByText("No unit cost · No supplier")).toBeInTheDocument();
    const total = dialog.getByRole("status");
    expect(total).toHaveTextContent("Approving costs $50.00 at today's unit costs, plus 1 item without a unit cost.");
    await user.clear(dialog.getByLabelText("Approved quantity for Keycards"));
    await user.type(dialog.getByLabelText("Approved quantity for Keycards"), "0");
    expect(total).toHaveTextContent("Approving costs $45.00");
  });

  it("declines with notes, and closes with the server's message when the request moved on (issue 37)", async () => {
    const { user, sent, onClose, dialog } = await renderDialog("decline", () =>
      jsonResponse(409, { message: "This request has already been approved", status: "approved" }),
    );
    await user.type(dialog.getByLabelText("Notes (optional)"), "Use the storage room");
    await user.click(dialog.getByRole("button", { name: "Decline Request" }));

    const toast = (await screen.findAllByText("This request has already been approved"))[0].closest("li")!;
    expect(within(toast).getByText("Error")).toBeInTheDocument();
    expect(sent).toEqual([{ status: "declined", notes: "Use the storage room" }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("stays open on a refusal it can act on, a conflict that names no new status", async () => {
    const { user, onClose, dialog } = await renderDialog("approve", () =>
      jsonResponse(409, { message: "Stock of Bath Towels would pass the largest stock a count can hold" }),
    );
    await user.click(dialog.getByRole("button", { name: "Approve Request" }));

    expect((await screen.findAllByText(/would pass the largest stock/))[0]).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to update request' without a usable message", async () => {
    const { user, dialog } = await renderDialog("decline", () =>
      jsonResponse(500, { message: "Internal Server Error" }),
    );
    await user.click(dialog.getByRole("button", { name: "Decline Request" }));

    expect((await screen.findAllByText("Failed to update request")).length).toBeGreaterThan(0);
  });
});
