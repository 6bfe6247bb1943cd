import { eq } from "drizzle-orm";
import type { BillingDetails } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { users } from "../../../db/schema";

const detailColumns = { companyName: users.companyName, billingAddress: users.billingAddress, taxId: users.taxId };

/** The company, billing address and tax id receipts print for the account (decision 194). */
export async function findBillingDetails(db: Executor, accountId: string): Promise<BillingDetails> {
  const [row] = await db.select(detailColumns).from(users).where(eq(users.id, accountId));
  return row ?? { companyName: null, billingAddress: null, taxId: null };
}

export async function updateBillingDetails(db: Executor, accountId: string, details: BillingDetails) {
  const [row] = await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, accountId))
    .returning(detailColumns);
  return row;
}
