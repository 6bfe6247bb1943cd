import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { token: string; newPassword: string }): Promise<void> => {
      await apiRequest("POST", "/api/auth/reset-password", body);
    },
  });
}
