import { z } from "zod";
import { LIMITS } from "./constants";
import type { messageResponseSchema, sessionUserSchema } from "./accounts-dto";
import type { Wire } from "./wire";

/** Body of every error answer: message always; error is a machine code; fields maps inputs to messages. */
export interface ApiErrorBody {
  message: string;
  error?: string;
  fields?: Record<string, string>;
  [extra: string]: unknown;
}

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(LIMITS.email).email("Please enter a valid email"),
  password: z.string().min(1, "Password is required").max(LIMITS.password),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const LOGIN_MISSING_FIELDS = "Please enter both email and password";
/**
 * The sign-in page's form: it only asks for both fields, with one message for either, and shows the server's
 * answer for the rest (a malformed email is the server's 400). The email is trimmed as the body's is.
 */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, LOGIN_MISSING_FIELDS),
  password: z.string().min(1, LOGIN_MISSING_FIELDS),
});

/** POST /api/auth/login and auto-login. */
export type LoginResponse = z.output<typeof messageResponseSchema>;

/** The signed-in user as the API returns it (GET /api/auth/user): never the password hash. */
export type SessionUser = Wire<z.output<typeof sessionUserSchema>>;
