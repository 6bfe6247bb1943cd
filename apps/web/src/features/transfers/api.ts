import { useQuery } from "@tanstack/react-query";
import type { CreateTransferBody } from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { useApiMutation } from "@/lib/api/mutation";
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
  return useApiMutation("POST /api/transfers", (body: CreateTransferBody) => api.post("/api/transfers", { body }));
}
