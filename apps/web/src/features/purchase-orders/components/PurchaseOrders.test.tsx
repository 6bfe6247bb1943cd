import type { PurchaseOrderDto } from "@stockroom/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInClient } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderWithProviders } from "@/test/utils";
import { CreatePurchaseOrdersButton } from "./CreatePurchaseOrdersButton";
import { PurchaseOrdersPanel } from "./PurchaseOrdersPanel";

const LIST = "GET /api/purchase-orders?limit=50";

function makeOrder(overrides: Partial<PurchaseOrderDto> = {}): PurchaseOrderDto {
  return {
    id: 42,
    number: "PO-000042",
    propertyId: 1,
    propertyName: "Harbor View Hotel",
    requestId: 7,
    supplierId: 3,
    supplierName: "Harbor Linen",
    supplierEmail: "orders@harborlinen.test",
    status: "open",
    total: 89.97,
    lineCount: 2,
    createdAt: "2026-11-24T10:00:00.000Z",
    sentAt: null,
    sentTo: null,
    ...overrides,
  };
}

function renderPanel(role: "owner" | "demo" = "owner") {
  renderWithProviders(<PurchaseOrdersPanel />, { queryClient: signedInClient(makeUser({ role })) });
  return userEvent.setup();
}

describe("PurchaseOrdersPanel", () => {
  it("lists each order with its supplier, property, lines, total and status, and a PDF link", async () => {
    mockFetch({
      [LIST]: () =>
        pageResponse([makeOrder(), makeOrder({ id: 43, number: "PO-000043", supplierId: null, supplierName: null })]),
    });
    renderPanel();
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const order = within(items[0]);
    expect(order.getByText("PO-000042")).toBeInTheDocument();
    expect(order.getByText("Harbor Linen")).toBeInTheDocument();
    expect(order.getByText("Harbor View Hotel")).toBeInTheDocument();
    expect(order.getByText("2")).toBeInTheDocument();
    expect(order.getByText("$89.97")).toBeInTheDocument();
    expect(order.getByText("Open")).toBeInTheDocument();
    expect(order.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/purchase-orders/42/pdf");
    const noSupplier = within(items[1]);
    expect(noSupplier.getByText("No supplier")).toBeInTheDocument();
    expect(noSupplier.getByRole("button", { name: "Email to supplier" })).toBeDisabled();
    expect(noSupplier.getByText(/set the items' supplier first/)).toBeInTheDocument();
  });

  it("emails an order after confirming the supplier's address, then shows it sent", async () => {
    let sent = false;
    const fetchMock = mockFetch({
      [LIST]: () =>
        pageResponse([
          sent
            ? makeOrder({ status: "sent", sentAt: "2026-11-24T11:00:00.000Z", sentTo: "orders@harborlinen.test" })
            : makeOrder(),
        ]),
      "POST /api/purchase-orders/42/send": () => {
        sent = true;
        return jsonResponse(200, { ...makeOrder({ status: "sent", sentTo: "orders@harborlinen.test" }), lines: [] });
      },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Email to supplier" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("orders@harborlinen.test")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send email" }));
    expect(await screen.findByText("Sent to orders@harborlinen.test")).toBeInTheDocument();
    // The badge, and the date is the sending's.
    expect(screen.getAllByText("Sent")).toHaveLength(2);
    expect(screen.queryByText("Open")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Email again" })).toBeEnabled();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });

  it("says why an order cannot be emailed: no address, or a demo account", async () => {
    mockFetch({ [LIST]: () => pageResponse([makeOrder({ supplierEmail: null })]) });
    renderPanel();
    expect(await screen.findByRole("button", { name: "Email to supplier" })).toBeDisabled();
    expect(screen.getByText(/has no email address/)).toBeInTheDocument();
  });

  it("offers a demo account the PDF only", async () => {
    mockFetch({ [LIST]: () => pageResponse([makeOrder()]) });
    renderPanel("demo");
    expect(await screen.findByRole("button", { name: "Email to supplier" })).toBeDisabled();
    expect(screen.getByText(/demo account cannot email suppliers/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toBeInTheDocument();
  });

  it("says when there are no orders yet", async () => {
    mockFetch({ [LIST]: () => pageResponse([]) });
    renderPanel();
    expect(await screen.findByText(/No purchase orders yet/)).toBeInTheDocument();
  });
});

describe("CreatePurchaseOrdersButton", () => {
  const approved = makeRequest({
    status: "approved",
    items: [makeLine({ state: "approved", approvedQuantity: 4 })],
  });

  it("makes the approved request's orders and links to Purchasing", async () => {
    const fetchMock = mockFetch({
      "POST /api/requests/7/purchase-orders": () => jsonResponse(200, [makeOrder(), makeOrder({ id: 43 })]),
    });
    renderWithProviders(<CreatePurchaseOrdersButton request={approved} />, {
      queryClient: signedInClient(makeUser({ role: "owner" })),
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Create purchase orders" }));
    expect(await screen.findByRole("status")).toHaveTextContent("2 purchase orders are ready.");
    expect(screen.getByRole("link", { name: "Open Purchasing" })).toHaveAttribute("href", "/purchasing");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is offered to owners on requests with approved lines to order only", () => {
    mockFetch({});
    const { unmount } = renderWithProviders(<CreatePurchaseOrdersButton request={approved} />, {
      queryClient: signedInClient(makeUser({ role: "manager" })),
    });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    unmount();
    const received = makeRequest({ status: "received", items: [makeLine({ state: "received", approvedQuantity: 4 })] });
    renderWithProviders(<CreatePurchaseOrdersButton request={received} />, {
      queryClient: signedInClient(makeUser({ role: "owner" })),
    });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
