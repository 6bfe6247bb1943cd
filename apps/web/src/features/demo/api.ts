import { useMutation } from "@tanstack/react-query";
import type {
  CheckoutIntentDto,
  DemoConfirmBody,
  DemoConversionBody,
  DemoConversionDto,
  DemoSignupBody,
  SessionUser,
} from "@stockroom/shared";
import { ApiError, apiRequest } from "@/lib/api";

interface DemoSignupResponse {
  success: boolean;
  message: string;
  autoLogin?: boolean;
}

/** Where a sign-up left the visitor: signed in, or waiting for the link emailed to the address. */
export type DemoSignupOutcome = "signedIn" | "checkEmail";

/**
 * Asks for the demo account; when the server did not sign it in already, signs in with the same credentials
 * (accounts §7). The server makes the account only from the link it emails (issue 34), so that sign-in only
 * works for someone who already had an account with these credentials; anyone else is told to check their email.
 */
export function useDemoSignup() {
  return useMutation({
    mutationFn: async (body: DemoSignupBody): Promise<DemoSignupOutcome> => {
      const res = (await (await apiRequest("POST", "/api/demo/signup", body)).json()) as DemoSignupResponse;
      if (res.autoLogin) return "signedIn";
      try {
        await apiRequest("POST", "/api/auth/login", { email: body.email, password: body.password });
        return "signedIn";
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return "checkEmail";
        throw error;
      }
    },
  });
}

/**
 * Starts the demo from the link emailed to its address; the server signs the new account in. Answers that account,
 * whose name demo mode shows: the link may be opened on another device than the sign-up's.
 */
export function useConfirmDemo() {
  return useMutation({
    mutationFn: async (body: DemoConfirmBody): Promise<SessionUser> => {
      await apiRequest("POST", "/api/demo/confirm", body);
      return (await (await apiRequest("GET", "/api/auth/user")).json()) as SessionUser;
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
