import { z } from "zod";

/** Path id of a serial row: a positive whole number, else 400 before any query runs. */
export const idParamsSchema = z.object({
  id: z.coerce.number({ error: "id must be a positive whole number" }).int().min(1).max(2147483647),
});

/** Path ids of a manager assignment. */
export const assignmentParamsSchema = idParamsSchema.extend({
  managerId: z.string().min(1).max(36),
});
