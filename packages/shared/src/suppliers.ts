import { z } from "zod";
import { LIMITS } from "./constants";
import { idSchema } from "./dto-fields";
import { optionalWholeNumberText } from "./numbers";
import type { Wire } from "./wire";

/** Bounds of a supplier's fields (issue 22.3, decision 147); the database's columns and CHECK match them. */
export const SUPPLIER_LIMITS = {
  name: 255,
  contactName: 255,
  phone: 50,
  maxLeadTimeDays: 365,
} as const;

export const SUPPLIER_MESSAGES = {
  nameRequired: "Supplier name is required",
  nameTooLong: `Supplier name must be at most ${SUPPLIER_LIMITS.name} characters`,
  nameTaken: "You already have a supplier with this name",
  contactTooLong: `Contact name must be at most ${SUPPLIER_LIMITS.contactName} characters`,
  email: "Please enter a valid email",
  phone: "Phone may contain only digits, spaces and + ( ) - .",
  phoneTooLong: `Phone must be at most ${SUPPLIER_LIMITS.phone} characters`,
  leadTime: `Lead time must be a whole number of days from 0 to ${SUPPLIER_LIMITS.maxLeadTimeDays}`,
  /** An item's preferred supplier that is not one of the owner's suppliers. */
  unknown: "Please choose one of your suppliers",
} as const;

/** Optional text: trimmed, and empty means none (null). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

const leadTimeDaysSchema = z
  .number({ error: SUPPLIER_MESSAGES.leadTime })
  .int(SUPPLIER_MESSAGES.leadTime)
  .min(0, SUPPLIER_MESSAGES.leadTime)
  .max(SUPPLIER_LIMITS.maxLeadTimeDays, SUPPLIER_MESSAGES.leadTime);

/** The supplier fields every form and body shares; leadTimeDays is the API's number. */
const supplierFields = {
  name: z
    .string({ error: SUPPLIER_MESSAGES.nameRequired })
    .trim()
    .min(1, SUPPLIER_MESSAGES.nameRequired)
    .max(SUPPLIER_LIMITS.name, SUPPLIER_MESSAGES.nameTooLong),
  contactName: optionalText(SUPPLIER_LIMITS.contactName, SUPPLIER_MESSAGES.contactTooLong),
  email: z
    .string({ error: SUPPLIER_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(LIMITS.email, SUPPLIER_MESSAGES.email)
    .pipe(z.union([z.literal(""), z.email(SUPPLIER_MESSAGES.email)]))
    .nullish()
    .transform((v) => v || null),
  phone: z
    .string()
    .trim()
    .max(SUPPLIER_LIMITS.phone, SUPPLIER_MESSAGES.phoneTooLong)
    .regex(/^[0-9 +().-]*$/, SUPPLIER_MESSAGES.phone)
    .nullish()
    .transform((v) => v || null),
};

/** Body of POST /api/suppliers and PUT /api/suppliers/{id}: the whole supplier, as the form sends it. */
export const supplierBodySchema = z.object({
  ...supplierFields,
  // Absent is none, like the other optional fields: a PUT replaces the whole supplier.
  leadTimeDays: leadTimeDaysSchema.nullish().transform((v) => v ?? null),
});
export type SupplierBody = z.input<typeof supplierBodySchema>;
export type SupplierInput = z.output<typeof supplierBodySchema>;

/** The Add/Edit Supplier form: the body's fields, with the lead time as typed (empty is none). */
export const supplierFormSchema = z.object({
  ...supplierFields,
  leadTimeDays: optionalWholeNumberText({
    min: 0,
    max: SUPPLIER_LIMITS.maxLeadTimeDays,
    name: "Lead time",
    messages: { whole: SUPPLIER_MESSAGES.leadTime, min: SUPPLIER_MESSAGES.leadTime, max: SUPPLIER_MESSAGES.leadTime },
  }),
});
export type SupplierFormValues = z.input<typeof supplierFormSchema>;
export type SupplierFormOutput = z.output<typeof supplierFormSchema>;

/** One supplier in the answers of /api/suppliers; itemCount is how many of the owner's items prefer it. */
export const supplierSchema = z.object({
  id: idSchema,
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  itemCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type SupplierDto = Wire<z.output<typeof supplierSchema>>;
