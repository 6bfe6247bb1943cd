import { describe, expect, it } from "vitest";
import { SUPPLIER_MESSAGES, supplierBodySchema, supplierFormSchema } from "./suppliers";

const messages = (schema: typeof supplierBodySchema | typeof supplierFormSchema, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("supplier body", () => {
  it("keeps a full supplier, trimmed, with the email in lower case", () => {
    expect(
      supplierBodySchema.parse({
        name: "  Linen Co ",
        contactName: " Ann Lee ",
        email: " Orders@Linen.Example ",
        phone: "+1 (555) 010-2030",
        leadTimeDays: 7,
      }),
    ).toEqual({
      name: "Linen Co",
      contactName: "Ann Lee",
      email: "orders@linen.example",
      phone: "+1 (555) 010-2030",
      leadTimeDays: 7,
    });
  });

  it("needs only a name; empty optional fields are none", () => {
    expect(supplierBodySchema.parse({ name: "Linen Co", contactName: "", email: " ", phone: "" })).toEqual({
      name: "Linen Co",
      contactName: null,
      email: null,
      phone: null,
      leadTimeDays: null,
    });
  });

  it("refuses a missing or long name, a bad email and a phone with letters, each with its message", () => {
    expect(messages(supplierBodySchema, {})).toEqual([SUPPLIER_MESSAGES.nameRequired]);
    expect(messages(supplierBodySchema, { name: "   " })).toEqual([SUPPLIER_MESSAGES.nameRequired]);
    expect(messages(supplierBodySchema, { name: "x".repeat(256) })).toEqual([SUPPLIER_MESSAGES.nameTooLong]);
    expect(messages(supplierBodySchema, { name: "A", email: "not-an-email" })).toEqual([SUPPLIER_MESSAGES.email]);
    expect(messages(supplierBodySchema, { name: "A", phone: "call 555" })).toEqual([SUPPLIER_MESSAGES.phone]);
    expect(messages(supplierBodySchema, { name: "A", phone: "1".repeat(51) })).toEqual([
      SUPPLIER_MESSAGES.phoneTooLong,
    ]);
    expect(messages(supplierBodySchema, { name: "A", contactName: "x".repeat(256) })).toEqual([
      SUPPLIER_MESSAGES.contactTooLong,
    ]);
  });

  it("takes a lead time of 0 to 365 whole days", () => {
    expect(supplierBodySchema.parse({ name: "A", leadTimeDays: 0 }).leadTimeDays).toBe(0);
    expect(supplierBodySchema.parse({ name: "A", leadTimeDays: 365 }).leadTimeDays).toBe(365);
    for (const leadTimeDays of [-1, 366, 2.5, "7"]) {
      expect(messages(supplierBodySchema, { name: "A", leadTimeDays })).toEqual([SUPPLIER_MESSAGES.leadTime]);
    }
  });
});

describe("supplier form", () => {
  it("reads the typed lead time, empty as none", () => {
    expect(supplierFormSchema.parse({ name: "A", leadTimeDays: " 14 " }).leadTimeDays).toBe(14);
    expect(supplierFormSchema.parse({ name: "A", leadTimeDays: "" }).leadTimeDays).toBeNull();
  });

  it("refuses a typed lead time that is not a whole number of days in range", () => {
    for (const leadTimeDays of ["2.5", "1e2", "-1", "400"]) {
      expect(messages(supplierFormSchema, { name: "A", leadTimeDays })).toEqual([SUPPLIER_MESSAGES.leadTime]);
    }
  });
});
