import { successSchema } from "@stockroom/shared";

/** The response schema of a route whose only answer is that it did its work: `{ success: true }`. */
export const successResponse = { 200: successSchema };

/** Waits for the work of a route answering `successResponse`, then answers its success. */
export async function succeeded(work: Promise<unknown>): Promise<{ success: true }> {
  await work;
  return { success: true };
}
