import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateTransferBody } from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import { apiQuery } from "@/lib/api/queries";

/** The target property's item a transfer would add to (null: it would create one); idle until a property is chosen. */
export function useTransferTarget(fromItemId: number, toPropertyId: number | null) {
  return useQuery({
    ...apiQuery("/api/transfers/target", { query: { fromItemId, toPropertyId } }),
    enabled: toPropertyId !== null,
  });
}

/** POST /api/transfers; both items' cards, counts, histories and the previews are read again after it. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTransferBody) => api.post("/api/transfers", { body }),
    onSuccess: () => invalidateAfter(queryClient, "POST /api/transfers"),
  });
}
