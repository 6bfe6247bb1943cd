import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { WEB_PAGE_SIZE, type PurchaseOrderDetailDto, type PurchaseOrderDto } from "@stockroom/shared";
import { apiPath, apiRequest, withQuery } from "@/lib/api";
import { pagedListQuery } from "@/lib/pages";

const ORDERS = "/api/purchase-orders";

/** The owner's purchase orders, newest first, a page at a time. */
export function usePurchaseOrderPages() {
  return useInfiniteQuery(pagedListQuery<PurchaseOrderDto>(withQuery(ORDERS, { limit: WEB_PAGE_SIZE })));
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

/** POST /api/purchase-orders/{id}/send: emails the order to its supplier. */
export function useSendPurchaseOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (await apiRequest("POST", `${ORDERS}/${id}/send`)).json()) as PurchaseOrderDetailDto,
    onSuccess: refresh,
  });
}
