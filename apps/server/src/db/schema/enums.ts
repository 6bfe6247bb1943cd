import { pgEnum } from "drizzle-orm/pg-core";
import {
  ACTIVITY_TYPES,
  BILLING_PERIODS,
  CATEGORIES,
  REQUEST_ITEM_STATES,
  REQUEST_STATUSES,
  ROLES,
  STOCK_MOVEMENT_REASONS,
  SUBSCRIPTION_STATUSES,
  TIERS,
  EMAIL_STATUSES,
} from "@stockroom/shared";

export const roleEnum = pgEnum("user_role", ROLES);
export const tierEnum = pgEnum("subscription_tier", TIERS);
export const subscriptionStatusEnum = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);
export const billingPeriodEnum = pgEnum("billing_period", BILLING_PERIODS);
export const categoryEnum = pgEnum("item_category", CATEGORIES);
export const requestStatusEnum = pgEnum("request_status", REQUEST_STATUSES);
export const requestItemStateEnum = pgEnum("request_item_state", REQUEST_ITEM_STATES);
export const stockMovementReasonEnum = pgEnum("stock_movement_reason", STOCK_MOVEMENT_REASONS);
export const activityTypeEnum = pgEnum("activity_type", ACTIVITY_TYPES);
export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);
