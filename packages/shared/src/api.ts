import { z } from "zod";
import { LIMITS } from "./constants";
import type { Tier } from "./enums";

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

export interface LoginResponse {
  success: boolean;
  message: string;
}

/** The signed-in user as the API returns it: never the password hash. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: "owner" | "manager" | "admin" | "demo";
  subscriptionTier: string;
  subscriptionStatus: string;
  billingPeriod: string;
  createdBy: string | null;
  createdAt: string;
  /** The plan the header shows: a manager's owner's, none for the admin. */
  planTier: Tier | null;
}
