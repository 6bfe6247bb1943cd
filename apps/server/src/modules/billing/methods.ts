import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentMethods } from "../../db/schema";

/** The user's saved cards, default first. */
export async function listPaymentMethods(db: Database, userId: string) {
  return db
    .select({
      id: paymentMethods.id,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      isDefault: paymentMethods.isDefault,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
}
