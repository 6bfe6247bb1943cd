import { describe, expect, it } from "vitest";
import { demoSignupBodySchema, resetPasswordBodySchema } from "./accounts";
import { customerInfoSchema } from "./billing-api";
import { PASSWORD_RULES, newPasswordSchema, passwordChecklist, unmetPasswordRule } from "./password";

const message = (password: unknown) => {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : result.error.issues[0].message;
};

describe("the password policy", () => {
  it("accepts the seeded and documented passwords, with no special character needed", () => {
    for (const password of ["Stockroom123", "Newpass123", "Fixture123"]) expect(message(password)).toBeNull();
  });

  it("names the first rule a password breaks", () => {
    expect(message("Ab1")).toBe("Password must be at least 8 characters long");
    expect(message("NEWPASS123")).toBe("Password must contain a lowercase letter");
    expect(message("newpass123")).toBe("Password must contain an uppercase letter");
    expect(message("Newpassword")).toBe("Password must contain a number");
    expect(message(undefined)).toBe("Password must be at least 8 characters long");
    expect(message(`Aa1${"x".repeat(200)}`)).toBe("Password is too long");
  });

  it("lists every rule with whether it is met", () => {
    expect(passwordChecklist("newpass1").map(({ rule, met }) => [rule.id, met])).toEqual([
      ["length", true],
      ["lowercase", true],
      ["uppercase", false],
      ["number", true],
    ]);
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      "At least 8 characters",
      "One lowercase letter",
      "One uppercase letter",
      "One number",
    ]);
    expect(unmetPasswordRule("Newpass123")).toBeUndefined();
  });

  it("is the rule of checkout, demo signup and reset alike", () => {
    const fieldMessage = (result: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) => result.error?.issues.find((issue) => ["password", "newPassword"].includes(String(issue.path[0])))?.message;
    const customer = { firstName: "A", lastName: "B", email: "a@example.com" };
    const demo = { ...customer, currentTools: "paper", propertyCount: "1" };
    for (const [password, expected] of [
      ["Newpass123", undefined],
      ["newpass123", "Password must contain an uppercase letter"],
    ] as const) {
      expect(fieldMessage(customerInfoSchema.safeParse({ ...customer, password, confirmPassword: password }))).toBe(
        expected,
      );
      expect(fieldMessage(demoSignupBodySchema.safeParse({ ...demo, password }))).toBe(expected);
      expect(fieldMessage(resetPasswordBodySchema.safeParse({ token: "t", newPassword: password }))).toBe(expected);
    }
  });
});
