import { z } from "zod";
import { idSchema } from "./dto-fields";
import { inventoryItemSchema } from "./inventory-dto";
import type { Wire } from "./wire";

/** Answers of the property and usage-limit routes (issue 18.3); apart from properties.ts, which the forms load. */

export const personSummarySchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type PersonSummary = z.output<typeof personSummarySchema>;

export const managerAssignmentSchema = z.object({
  id: idSchema,
  propertyId: idSchema,
  managerId: z.string(),
  createdAt: z.date(),
  manager: personSummarySchema,
});
export type ManagerAssignmentDto = Wire<z.output<typeof managerAssignmentSchema>>;

export const propertySchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string().nullable(),
  ownerId: z.string(),
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type PropertyDto = Wire<z.output<typeof propertySchema>>;

/**
 * GET /api/properties/inactive: the owner's properties a downgrade (or the admin) deactivated, kept with everything
 * in them; an upgrade makes them active again (issue 36). `deactivatedAt` is when the row last changed.
 */
export const inactivePropertySchema = propertySchema.pick({ id: true, name: true, address: true }).extend({
  deactivatedAt: z.date(),
});
export type InactivePropertyDto = Wire<z.output<typeof inactivePropertySchema>>;

/**
 * A property as the lists answer it: with its manager assignments, its item count and, unless the
 * list was asked for with items=false, its items.
 */
export const propertyWithRelationsSchema = propertySchema.extend({
  managers: z.array(managerAssignmentSchema),
  itemCount: z.number().int(),
  inventoryItems: z.array(inventoryItemSchema).optional(),
});
export type PropertyWithRelationsDto = Wire<z.output<typeof propertyWithRelationsSchema>>;

/** GET /api/usage-limits. */
export const usageLimitsSchema = z.object({
  tier: z.string(),
  limits: z.object({
    maxProperties: z.number().int(),
    managersPerProperty: z.number().int(),
    additionalHotelPrice: z.number().int().nullable(),
  }),
  usage: z.object({
    propertyCount: z.number().int(),
    maxProperties: z.number().int(),
    canAddProperty: z.boolean(),
    /** True when at least one property has room for another manager. */
    canAddManagerToProperty: z.boolean(),
    isNearPropertyLimit: z.boolean(),
    /** Managers per property id, with room left under the plan. */
    managersByProperty: z.record(
      z.string(),
      z.object({ current: z.number().int(), max: z.number().int(), canAdd: z.boolean() }),
    ),
  }),
});
export type UsageLimitsDto = z.output<typeof usageLimitsSchema>;
