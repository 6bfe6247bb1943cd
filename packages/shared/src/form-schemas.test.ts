import { describe, expect, it } from "vitest";
import { createManagerFormSchema, resetPasswordFormSchema } from "./accounts";
import { loginFormSchema } from "./api";
import { cardholderFormSchema } from "./billing";
import { copyItemFormSchema } from "./inventory";

/** The messages of a failed parse, field by field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("loginFormSchema", () => {
  it("asks for both fields with one message and trims the email", () => {
    expect(messages(loginFormSchema.safeParse({ email: "  ", password: "" }))).toEqual([
      "email: Please enter both email and password",
      "password: Please enter both email and password",
    ]);
    expect(loginFormSchema.parse({ email: " olivia@example.com ", password: " pw " })).toEqual({
      email: "olivia@example.com",
      password: " pw ",
    });
  });

  it("leaves a malformed email to the server", () => {
    expect(loginFormSchema.safeParse({ email: "olivia", password: "secret" }).success).toBe(true);
  });
});

describe("resetPasswordFormSchema", () => {
  it("accepts a new password that meets the rules, typed twice", () => {
    expect(resetPasswordFormSchema.parse({ newPassword: "Newpass123", confirmPassword: "Newpass123" })).toEqual({
      newPassword: "Newpass123",
      confirmPassword: "Newpass123",
    });
  });

  it("refuses a mismatch on the confirmation and a weak password on the password", () => {
    expect(
      messages(resetPasswordFormSchema.safeParse({ newPassword: "Newpass123", confirmPassword: "Newpass124" })),
    ).toEqual(["confirmPassword: Passwords do not match"]);
    expect(
      messages(resetPasswordFormSchema.safeParse({ newPassword: "newpass123", confirmPassword: "newpass123" })),
    ).toEqual(["newPassword: Password must contain an uppercase letter"]);
  });
});

describe("copyItemFormSchema", () => {
  it("needs a target property, with the create body's message", () => {
    expect(messages(copyItemFormSchema.safeParse({}))).toEqual(["propertyId: Please select a property"]);
    expect(copyItemFormSchema.parse({ propertyId: 4 })).toEqual({ propertyId: 4, withStock: false });
    expect(copyItemFormSchema.parse({ propertyId: 4, withStock: true })).toEqual({ propertyId: 4, withStock: true });
  });
});

describe("cardholderFormSchema", () => {
  it("trims the optional name on the card", () => {
    expect(cardholderFormSchema.parse({ name: "  Ada Lovelace " })).toEqual({ name: "Ada Lovelace" });
    expect(cardholderFormSchema.parse({ name: "" })).toEqual({ name: "" });
    expect(cardholderFormSchema.safeParse({ name: "x".repeat(201) }).success).toBe(false);
  });
});

describe("createManagerFormSchema", () => {
  it("takes the chosen property as an id or null, with the body's rules for the rest", () => {
    expect(
      createManagerFormSchema.parse({
        firstName: " Nina ",
        lastName: "Nguyen",
        email: " Nina@Example.com",
        propertyId: null,
      }),
    ).toEqual({ firstName: "Nina", lastName: "Nguyen", email: "nina@example.com", propertyId: null });
    expect(
      messages(createManagerFormSchema.safeParse({ firstName: "", lastName: "N", email: "nina", propertyId: 0 })),
    ).toEqual([
      "email: Valid email is required",
      "firstName: First name is required",
      expect.stringMatching(/^propertyId: /),
    ]);
  });
});
