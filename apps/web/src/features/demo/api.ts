import { useMutation } from "@tanstack/react-query";
import type { CheckoutIntentDto, DemoConversionBody, DemoConversionDto, DemoSignupBody } from "@stockroom/shared";
import { apiRequest } from "@/lib/api";

interface DemoSignupResponse {
  success: boolean;
  message: string;
  autoLogin?: boolean;
}

/** Creates the demo account; when the server did not sign it in already, signs in with the same credentials. */
export function useDemoSignup() {
  return useMutation({
    mutationFn: async (body: DemoSignupBody): Promise<void> => {
      const res = (await (await apiRequest("POST", "/api/demo/signup", body)).json()) as DemoSignupResponse;
      if (!res.autoLogin) await apiRequest("POST", "/api/auth/login", { email: body.email, password: body.password });
    },
  });
}

/** Opens the payment of the chosen plan's first month (demo accounts only). */
export function useStartConversion() {
  return useMutation({
    mutationFn: async (body: DemoConversionBody): Promise<CheckoutIntentDto> =>
      (await (await apiRequest("POST", "/api/demo/conversion", body)).json()) as CheckoutIntentDto,
  });
}

/** Converts the account once its card payment succeeded. */
export function useConfirmConversion() {
  return useMutation({
    mutationFn: async (paymentIntentId: string): Promise<DemoConversionDto> =>
      (await (
        await apiRequest("POST", "/api/demo/conversion/confirm", { paymentIntentId })
      ).json()) as DemoConversionDto,
  });
}
