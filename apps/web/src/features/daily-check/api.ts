import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { dailyCheckBodySchema } from "@stockroom/shared";
import type { z } from "zod";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";

export type DailyCheckBody = z.input<typeof dailyCheckBodySchema>;

/** POST /api/daily-checks: the count, from the page or from the offline queue. */
export function submitDailyCheck(body: DailyCheckBody) {
  return api.post("/api/daily-checks", { body });
}

/** One call records the count and sets every counted item's stock (a recorded decision replaces per-item PUTs). */
export function useSubmitDailyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDailyCheck,
    // Offline the request is still tried: its network failure puts the count in the offline queue (decision 142).
    networkMode: "always",
    onSuccess: () => invalidateAfter(queryClient, "POST /api/daily-checks"),
  });
}
