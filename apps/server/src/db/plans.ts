import { sql } from "drizzle-orm";
import { PLANS } from "@stockroom/shared";
import type { Database } from "./client";
import { subscriptionPlans } from "./schema";

/** Copies the shared plan catalogue into subscription_plans, so the table never disagrees with the code. */
export async function syncPlanCatalogue(db: Database): Promise<void> {
  const rows = Object.values(PLANS).map((plan) => ({
    name: plan.name,
    tier: plan.tier,
    price: plan.price,
    yearlyPrice: plan.yearlyPrice,
    maxProperties: plan.maxProperties,
    managersPerProperty: plan.managersPerProperty,
    additionalHotelPrice: plan.additionalHotelPrice,
    features: plan.features,
    isActive: true,
  }));
  await db
    .insert(subscriptionPlans)
    .values(rows)
    .onConflictDoUpdate({
      target: subscriptionPlans.tier,
      set: {
        name: sql`excluded.name`,
        price: sql`excluded.price`,
        yearlyPrice: sql`excluded.yearly_price`,
        maxProperties: sql`excluded.max_properties`,
        managersPerProperty: sql`excluded.managers_per_property`,
        additionalHotelPrice: sql`excluded.additional_hotel_price`,
        features: sql`excluded.features`,
        isActive: sql`excluded.is_active`,
        updatedAt: sql`now()`,
      },
    });
}
