import {
  PLANS,
  can,
  checkManagerLimit,
  checkPropertyLimit,
  effectiveTier,
  isNearLimit,
  maxPropertiesFor,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import type { PublicUser } from "../users/repo";
import { countProperties } from "../properties/repo";
import { countManagersPerProperty } from "./repo";

/** GET /api/usage-limits: the plan's limits, the account's usage, and what it may add next. */
export async function getUsageLimits(db: Database, user: PublicUser) {
  const tier = effectiveTier(user);
  const plan = PLANS[tier];
  const maxProperties = maxPropertiesFor(tier, user.additionalProperties);
  const [propertyCount, managerCounts] = await Promise.all([
    countProperties(db, user.id),
    countManagersPerProperty(db, user.id),
  ]);
  const managersByProperty = Object.fromEntries(
    managerCounts.map(({ propertyId, managers }) => [
      String(propertyId),
      {
        current: managers,
        max: plan.managersPerProperty,
        canAdd: checkManagerLimit(user.role, tier, managers).allowed,
      },
    ]),
  );
  return {
    tier,
    limits: {
      maxProperties,
      managersPerProperty: plan.managersPerProperty,
      additionalHotelPrice: plan.additionalHotelPrice,
    },
    usage: {
      propertyCount,
      maxProperties,
      canAddProperty: checkPropertyLimit({
        role: user.role,
        tier,
        currentCount: propertyCount,
        additionalProperties: user.additionalProperties,
      }).allowed,
      canAddManagerToProperty: Object.values(managersByProperty).some((p) => p.canAdd),
      isNearPropertyLimit: !can(user.role, "planLimits.bypass") && isNearLimit(propertyCount, maxProperties),
      managersByProperty,
    },
  };
}
