import { MESSAGES } from "@stockroom/shared";
import { ApiError } from "@/lib/api";

/** What a failed sign-in says: the server's message (wrong password, too many tries), else the spec's text. */
export function loginErrorText(error: Error): string {
  if (error instanceof ApiError) return error.body?.message || "Login failed";
  return MESSAGES.invalidCredentials;
}
