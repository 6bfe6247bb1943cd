import type { PaidTier } from "@stockroom/shared";

/** The in-app page where a demo account picks a plan and pays to become a customer (decisions 79–80). */
export const BECOME_CUSTOMER_PATH = "/become-customer";

export const becomeCustomerPath = (tier: PaidTier) => `${BECOME_CUSTOMER_PATH}?plan=${tier}`;
