import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  WEB_PAGE_SIZE,
  isEmailPending,
  type Page,
  type PurchaseOrderDetailDto,
  type PurchaseOrderDto,
} from "@stockroom/shared";
import { apiPath, apiRequest, withQuery } from "@/lib/api";
import { pagedListQuery } from "@/lib/pages";

const ORDERS = "/api/purchase-orders";

/** How often the list looks again while an order's email is on its way, so its badge turns to Sent by itself. */
export const ORDER_EMAIL_POLL_MS = 2000;

const emailOnItsWay = (pages: Page<PurchaseOrderDto>[]) =>
  pages.some((page) => page.items.some((order) => order.email !== null && isEmailPending(order.email.status)));

/** The owner's purchase orders, newest first, a page at a time; looked at again while any email is pending. */
export function usePurchaseOrderPages() {
  return useInfiniteQuery({
    ...pagedListQuery<PurchaseOrderDto>(withQuery(ORDERS, { limit: WEB_PAGE_SIZE })),
    refetchInterval: ({ state }) => (state.data && emailOnItsWay(state.data.pages) ? ORDER_EMAIL_POLL_MS : false),
  });
}

/** Where the browser downloads an order's PDF (a plain link: the server names the file). */
export function purchaseOrderPdfHref(id: number): string {
  return apiPath(`${ORDERS}/${id}/pdf`);
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [withQuery(ORDERS, { limit: WEB_PAGE_SIZE }), "pages"] });
}

/** POST /api/requests/{id}/purchase-orders: the approved request's orders, made now or before. */
export function useCreatePurchaseOrders() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async (requestId: number) =>
      (await (await apiRequest("POST", `/api/requests/${requestId}/purchase-orders`)).json()) as PurchaseOrderDto[],
    onSuccess: refresh,
  });
}

/**
 * POST /api/purchase-orders/{id}/send: queues the order's email to its supplier (202). The answer's `email`
 * reads queued: the order is sent only once SMTP has taken it.
 */
export function useSendPurchaseOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (await apiRequest("POST", `${ORDERS}/${id}/send`)).json()) as PurchaseOrderDetailDto,
    onSuccess: refresh,
  });
}
