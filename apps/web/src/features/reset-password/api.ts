import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { useApiMutation } from "@/lib/api/mutation";

/**
 * What the emailed link is, read once before anything is typed (issue 36). A POST, so the token stays out of URLs
 * and logs; kept for the page's life, as nothing but this page changes it.
 */
export function useResetLinkStatus(token: string) {
  return useQuery({
    queryKey: ["reset-link", token],
    queryFn: () => api.post("/api/auth/reset-link", { body: { token } }),
    retry: false,
    staleTime: Infinity,
  });
}

/** Sets the password; an invitation's answer says the browser is now signed in, and on which property. */
export function useResetPassword() {
  return useApiMutation("POST /api/auth/reset-password", (body: { token: string; newPassword: string }) =>
    api.post("/api/auth/reset-password", { body }),
  );
}

/** Emails a new link in place of a used or expired one, to the address the old one went to. */
export function useRenewResetLink() {
  return useMutation({
    mutationFn: (token: string) => api.post("/api/auth/reset-link/renew", { body: { token } }),
  });
}
