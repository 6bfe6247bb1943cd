import type { PurchaseOrderDto } from "@stockroom/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { skipDelay, useFakeClock } from "@/test/clock";
import { signedInClient } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderWithProviders } from "@/test/utils";
import { ORDER_EMAIL_POLL_MS } from "../api";
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
    email: null,
    ...overrides,
  };
}

const TO = "orders@harborlinen.test";
type EmailState = NonNullable<PurchaseOrderDto["email"]>;
const email = (status: EmailState["status"], error: string | null = null): EmailState => ({
  status,
  to: TO,
  error,
  attemptedAt: status === "queued" && !error ? null : "2026-11-24T10:01:00.000Z",
});
const SENT = { status: "sent", sentAt: "2026-11-24T11:00:00.000Z", sentTo: TO } as const;

function renderPanel(role: "owner" | "demo" = "owner") {
  renderWithProviders(
    <>
      <PurchaseOrdersPanel />
      <Toaster />
    </>,
    { queryClient: signedInClient(makeUser({ role })) },
  );
  return userEvent.setup();
}

const sends = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === "/api/purchase-orders/42/send" && init?.method === "POST");
/** The order's entry of the list (the toasts are list items too). */
const orderItem = async () => (await screen.findByText("PO-000042")).closest("li")!;
const listReads = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === "/api/purchase-orders?limit=50").length;

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

  it("queues the email after confirming the address: Sending… until SMTP takes it, then Sent without a reload", async () => {
    useFakeClock({ intervals: true });
    let state: "open" | "queued" | "sent" = "open";
    const fetchMock = mockFetch({
      [LIST]: () =>
        pageResponse([
          state === "open"
            ? makeOrder()
            : state === "queued"
              ? makeOrder({ email: email("queued") })
              : makeOrder({ ...SENT, email: email("sent") }),
        ]),
      "POST /api/purchase-orders/42/send": () => {
        state = "queued";
        return jsonResponse(202, { ...makeOrder({ email: email("queued") }), lines: [] });
      },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Email to supplier" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText(TO)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send email" }));

    expect(await screen.findByText(`PO-000042 is being emailed to ${TO}`)).toBeInTheDocument();
    expect(screen.queryByText(/was emailed|was sent/)).not.toBeInTheDocument();
    const order = await orderItem();
    expect(await within(order).findByText("Sending…")).toBeInTheDocument();
    expect(within(order).queryByText("Sent")).not.toBeInTheDocument();
    expect(within(order).getByRole("button", { name: "Email to supplier" })).toBeDisabled();

    state = "sent";
    await skipDelay(ORDER_EMAIL_POLL_MS);
    expect(await within(order).findByText(`Sent to ${TO}`)).toBeInTheDocument();
    // The badge, and the date is the sending's.
    expect(within(order).getAllByText("Sent")).toHaveLength(2);
    expect(within(order).queryByText("Sending…")).not.toBeInTheDocument();
    expect(within(order).getByRole("button", { name: "Email again" })).toBeEnabled();
    const reads = listReads(fetchMock);
    await skipDelay(ORDER_EMAIL_POLL_MS * 3);
    expect(listReads(fetchMock)).toBe(reads);
    expect(sends(fetchMock)).toHaveLength(1);
  });

  it("says why a pending email waits when a passing failure is being retried", async () => {
    mockFetch({ [LIST]: () => pageResponse([makeOrder({ email: email("queued", "451 4.3.0 Try again later") })]) });
    renderPanel();
    const order = await orderItem();
    expect(await within(order).findByText("Sending…")).toBeInTheDocument();
    expect(within(order).getByText("Retrying: 451 4.3.0 Try again later")).toBeInTheDocument();
  });

  it.each([
    ["failed", "550 5.1.1 No such user here"],
    ["dead", "Connection timeout"],
  ] as const)(
    "shows a %s email as not delivered with SMTP's reason, and Retry sends it again",
    async (status, error) => {
      let retried = false;
      const fetchMock = mockFetch({
        [LIST]: () => pageResponse([makeOrder({ email: retried ? email("queued") : email(status, error) })]),
        "POST /api/purchase-orders/42/send": () => {
          retried = true;
          return jsonResponse(202, { ...makeOrder({ email: email("queued") }), lines: [] });
        },
      });
      const user = renderPanel();
      const order = await orderItem();
      expect(await within(order).findByText("Not delivered")).toBeInTheDocument();
      expect(order).toHaveTextContent(`Not delivered to ${TO}: ${error}`);
      expect(within(order).queryByRole("button", { name: "Email to supplier" })).not.toBeInTheDocument();

      await user.click(within(order).getByRole("button", { name: "Retry" }));
      expect(await screen.findByText(`PO-000042 is being emailed to ${TO}`)).toBeInTheDocument();
      expect(await within(order).findByText("Sending…")).toBeInTheDocument();
      expect(within(order).queryByText("Not delivered")).not.toBeInTheDocument();
      expect(sends(fetchMock)).toHaveLength(1);
    },
  );

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
