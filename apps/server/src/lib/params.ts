import { digitsSchema, MAX_ROW_ID } from "@stockroom/shared";
import { z } from "zod";

/** Path id of a serial row: a positive whole number, else 400 before any query runs. */
export const idParamsSchema = z.object({
  id: digitsSchema(1, MAX_ROW_ID, "id must be a positive whole number"),
});

/** Path ids of a manager assignment. */
export const assignmentParamsSchema = idParamsSchema.extend({
  managerId: z.string().min(1).max(36),
});
