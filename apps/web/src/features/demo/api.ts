import { useMutation } from "@tanstack/react-query";
import type { DemoConfirmBody, DemoSignupBody } from "@stockroom/shared";
import { ApiError } from "@/lib/api";
import { api } from "@/lib/api/client";

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
      const res = await api.post("/api/demo/signup", { body });
      if (res.autoLogin) return "signedIn";
      try {
        await api.post("/api/auth/login", { body: { email: body.email, password: body.password } });
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
    mutationFn: async (body: DemoConfirmBody) => {
      await api.post("/api/demo/confirm", { body });
      return api.get("/api/auth/user");
    },
  });
}
