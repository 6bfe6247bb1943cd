import { z } from "zod";
import { LIMITS } from "./constants";

export type PasswordRuleId = "length" | "lowercase" | "uppercase" | "number";

/** One requirement of a new password: its checklist line and the message naming it when it fails. */
export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  message: string;
  test: (password: string) => boolean;
}

/**
 * The one password policy (decision 84) for every password a person chooses: checkout, demo signup,
 * reset and a manager's invitation (which opens the reset screen). No special character is required.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${LIMITS.passwordMin} characters`,
    message: `Password must be at least ${LIMITS.passwordMin} characters long`,
    test: (password) => password.length >= LIMITS.passwordMin,
  },
  {
    id: "lowercase",
    label: "One lowercase letter",
    message: "Password must contain a lowercase letter",
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: "uppercase",
    label: "One uppercase letter",
    message: "Password must contain an uppercase letter",
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: "number",
    label: "One number",
    message: "Password must contain a number",
    test: (password) => /\d/.test(password),
  },
];

/** Every rule with whether the password meets it, in the checklist's order. */
export function passwordChecklist(password: string): { rule: PasswordRule; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
}

/** The first rule the password breaks, or undefined when it meets them all. */
export function unmetPasswordRule(password: string): PasswordRule | undefined {
  return PASSWORD_RULES.find((rule) => !rule.test(password));
}

/** A new password as every entry point validates it; the error names the first rule it breaks. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_RULES[0].message })
  .max(LIMITS.password, "Password is too long")
  .superRefine((password, ctx) => {
    const unmet = unmetPasswordRule(password);
    if (unmet) ctx.addIssue({ code: "custom", message: unmet.message });
  });
