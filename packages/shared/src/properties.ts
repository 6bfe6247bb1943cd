import { z } from "zod";
import { LIMITS } from "./constants";
import { pageQuerySchema } from "./page-query";
import { PAGE_LIMITS } from "./pagination";
import type { managedUserSchema } from "./accounts-dto";
import type { Wire } from "./wire";

/** Body of POST /api/properties and PUT /api/properties/{id}. */
export const propertyBodySchema = z.object({
  name: z
    .string({ error: "Property name is required" })
    .trim()
    .min(1, "Property name is required")
    .max(LIMITS.propertyName, `Property name must be at most ${LIMITS.propertyName} characters`),
  address: z
    .string()
    .trim()
    .max(1000, "Address must be at most 1000 characters")
    .nullish()
    .transform((v) => v || null),
});
export type PropertyBody = z.input<typeof propertyBodySchema>;

/** Body of POST /api/properties/{id}/managers. */
export const assignManagerBodySchema = z.object({
  managerId: z.string({ error: "Please select a manager" }).min(1, "Please select a manager").max(36),
});

/** Query of the property lists: a page, and items=false to leave each property's items out. */
export const propertyListQuerySchema = pageQuerySchema(PAGE_LIMITS.properties).extend({
  items: z
    .enum(["true", "false"], { error: "items must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
});
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

/** A manager account as GET /api/users lists it for its owner. */
export type ManagedUserDto = Wire<z.output<typeof managedUserSchema>>;

/** Answer body of 403 LIMIT_EXCEEDED. */
export interface LimitExceededBody {
  message: string;
  error: "LIMIT_EXCEEDED";
  requiresUpgrade: true;
  limitType: "properties" | "managers";
  currentUsage: number;
  maxAllowed: number;
  suggestedTier: string;
}

/** Answer body of 402 PAYMENT_REQUIRED when adding a property past the enterprise base. */
export interface PaymentRequiredBody {
  message: string;
  error: "PAYMENT_REQUIRED";
  additionalCost: number;
  additionalProperties: number;
  reason: string;
}
