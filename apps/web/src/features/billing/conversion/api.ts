import { useMutation } from "@tanstack/react-query";
import type { DemoConversionBody } from "@stockroom/shared";
import { api } from "@/lib/api/client";

/** Opens the payment of the chosen plan's first month (demo accounts only). */
export function useStartConversion() {
  return useMutation({
    mutationFn: (body: DemoConversionBody) => api.post("/api/demo/conversion", { body }),
  });
}

/** Converts the account once its card payment succeeded. */
export function useConfirmConversion() {
  return useMutation({
    mutationFn: (paymentIntentId: string) => api.post("/api/demo/conversion/confirm", { body: { paymentIntentId } }),
  });
}
