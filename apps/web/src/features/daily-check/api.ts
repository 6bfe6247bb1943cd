import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { dailyCheckBodySchema } from "@stockroom/shared";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";

export type DailyCheckBody = z.input<typeof dailyCheckBodySchema>;

/** One call records the count and sets every counted item's stock (a recorded decision replaces per-item PUTs). */
export function useSubmitDailyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DailyCheckBody) => apiRequest("POST", "/api/daily-checks", body),
    // Offline the request is still tried: its network failure puts the count in the offline queue (decision 142).
    networkMode: "always",
    onSuccess: () => invalidateStockData(queryClient),
  });
}
