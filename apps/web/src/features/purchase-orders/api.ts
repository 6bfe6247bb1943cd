import { useInfiniteQuery } from "@tanstack/react-query";
import { WEB_PAGE_SIZE, isEmailPending, type Page, type PurchaseOrderDto } from "@stockroom/shared";
import { apiPath } from "@/lib/api";
import { api, getUrl } from "@/lib/api/client";
import { useApiMutation } from "@/lib/api/mutation";
import { pagedApiQuery } from "@/lib/api/queries";

/** How often the list looks again while an order's email is on its way, so its badge turns to Sent by itself. */
export const ORDER_EMAIL_POLL_MS = 2000;

const emailOnItsWay = (pages: Page<PurchaseOrderDto>[]) =>
  pages.some((page) => page.items.some((order) => order.email !== null && isEmailPending(order.email.status)));

/** The owner's purchase orders, newest first, a page at a time; looked at again while any email is pending. */
export function usePurchaseOrderPages() {
  return useInfiniteQuery({
    ...pagedApiQuery("/api/purchase-orders", { query: { limit: WEB_PAGE_SIZE } }),
    refetchInterval: ({ state }) => (state.data && emailOnItsWay(state.data.pages) ? ORDER_EMAIL_POLL_MS : false),
  });
}

/** Where the browser downloads an order's PDF (a plain link: the server names the file). */
export function purchaseOrderPdfHref(id: number): string {
  return apiPath(getUrl("/api/purchase-orders/{id}/pdf", { path: { id } }));
}

/** POST /api/requests/{id}/purchase-orders: the approved request's orders, made now or before. */
export function useCreatePurchaseOrders() {
  return useApiMutation("POST /api/requests/{id}/purchase-orders", (requestId: number) =>
    api.post("/api/requests/{id}/purchase-orders", { path: { id: requestId } }),
  );
}

/**
 * POST /api/purchase-orders/{id}/send: queues the order's email to its supplier (202). The answer's `email`
 * reads queued: the order is sent only once SMTP has taken it.
 */
export function useSendPurchaseOrder() {
  return useApiMutation("POST /api/purchase-orders/{id}/send", (id: number) =>
    api.post("/api/purchase-orders/{id}/send", { path: { id } }),
  );
}
