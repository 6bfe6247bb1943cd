import { useMutation } from "@tanstack/react-query";
import type { LoginBody } from "@stockroom/shared";
import { api } from "@/lib/api/client";

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api.post("/api/auth/login", { body }) });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string): Promise<void> => {
      await api.post("/api/auth/forgot-password", { body: { email } });
    },
  });
}
