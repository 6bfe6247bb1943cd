import type { Category, PaidTier } from "@stockroom/shared";

/** Sign-in credentials of the seeded demo hotel group (printed at start and listed in the README). */
export const DEMO_CREDENTIALS = {
  owner: { email: "owner@example.com", password: "Stockroom123", firstName: "Olivia", lastName: "Bennett" },
  manager: { email: "manager@example.com", password: "Stockroom123", firstName: "Marco", lastName: "Silva" },
  admin: { email: "admin@example.com", password: "Stockroom123", firstName: "Ada", lastName: "Admin" },
} as const;

export interface SeedItem {
  name: string;
  category: Category;
  unit: string;
  currentStock: number;
  minStock: number;
  maxCapacity: number;
  unitCostCents: number;
  description?: string;
}

/** One of the demo accounts, as the rows below name who did what. */
export type SeedAccount = keyof typeof DEMO_CREDENTIALS;

export const SEED_PROPERTIES = [
  { name: "Harbor View Hotel", address: "12 Marina Way, Portsmouth, NH 03801" },
  { name: "Maple Grove Inn", address: "48 Maple Street, Burlington, VT 05401" },
  { name: "Sunset Boutique Suites", address: "305 Ocean Drive, Miami Beach, FL 33139" },
] as const;

/** One row of the item table below: an item's fields in a fixed order, so the table stays readable. */
type ItemRow = [
  name: string,
  category: Category,
  unit: string,
  currentStock: number,
  minStock: number,
  maxCapacity: number,
  unitCostCents: number,
  description?: string,
];

const item = (row: ItemRow): SeedItem => {
  const [name, category, unit, currentStock, minStock, maxCapacity, unitCostCents, description] = row;
  return { name, category, unit, currentStock, minStock, maxCapacity, unitCostCents, description };
};

/** Items per seeded property, in property order; some are at or below their minimum on purpose. */
export const SEED_ITEMS: SeedItem[][] = [
  [
    item(["Bath Towels", "housekeeping", "pieces", 120, 80, 300, 650, "White cotton, 70 x 140 cm"]),
    item(["Shampoo Bottles", "housekeeping", "bottles", 35, 50, 400, 90, "30 ml guest size"]),
    item(["Bed Sheets (Queen)", "housekeeping", "sets", 60, 40, 150, 2400]),
    item(["LED Light Bulbs", "maintenance", "boxes", 4, 6, 30, 1800, "Box of 10, E27 warm white"]),
    item(["AA Batteries", "maintenance", "packs", 22, 10, 60, 550]),
    item(["Keycards", "front_desk", "pieces", 400, 150, 1000, 35]),
    item(["Guest Notepads", "front_desk", "packs", 8, 10, 40, 420]),
    item(["Coffee Pods", "kitchen", "boxes", 18, 12, 60, 2200, "Box of 50"]),
    item(["Paper Cups", "kitchen", "packs", 30, 10, 80, 600]),
  ],
  [
    item(["Hand Towels", "housekeeping", "pieces", 90, 60, 200, 300]),
    item(["Toilet Paper", "housekeeping", "rolls", 140, 200, 600, 45]),
    item(["Air Filters", "maintenance", "pieces", 12, 8, 40, 1500]),
    item(["Welcome Folders", "front_desk", "pieces", 75, 30, 200, 150]),
    item(["Tea Bags", "kitchen", "boxes", 9, 6, 40, 480]),
  ],
  [
    item(["Bathrobes", "housekeeping", "pieces", 48, 30, 100, 3200]),
    item(["Conditioner Bottles", "housekeeping", "bottles", 210, 80, 400, 95]),
    item(["Pool Chemicals", "maintenance", "kg", 25, 20, 100, 850]),
    item(["Pens", "front_desk", "boxes", 2, 3, 20, 900, "Box of 50, branded"]),
    item(["Sparkling Water", "kitchen", "bottles", 160, 100, 400, 120]),
    item(["Cutlery Sets", "kitchen", "sets", 70, 40, 150, 750]),
  ],
];

/** The demo owner's monthly growth payments (99 USD each), oldest first, in days before seeding. */
export const SEED_PAYMENT_DAYS_AGO = [70, 40, 10] as const;

/**
 * The demo owner's paid plan: one period per payment above, the current one begun with the last payment. The
 * owner signed up (and made the properties and items) `createdDaysAgo`.
 */
export const SEED_OWNER_PLAN: { tier: PaidTier; periodDays: number; createdDaysAgo: number } = {
  tier: "growth",
  periodDays: 30,
  createdDaysAgo: 90,
};

/** The demo manager, invited by the owner, and the property (an index of SEED_PROPERTIES) it manages. */
export const SEED_MANAGER = { createdDaysAgo: 60, propertyIndex: 0 } as const;

/** The card the demo owner's renewals are charged to: the built-in provider's always-succeeding test card. */
export const SEED_CARD = { brand: "visa", last4: "4242", expMonth: 12, expiresInYears: 3 } as const;

/**
 * A line of a seeded request, by item name. Its state follows from the quantities: received when some arrived,
 * denied when approved at 0, approved when approved, else pending.
 */
export interface SeedRequestLine {
  item: string;
  requested: number;
  approved?: number;
  received?: number;
}

/** A seeded request and what happened to it, in days before seeding; the owner reviews, as only owners can. */
export interface SeedRequest {
  propertyIndex: number;
  requester: SeedAccount;
  reason: string;
  createdDaysAgo: number;
  review?: { status: "approved" | "declined"; daysAgo: number; notes?: string; trackingNumber?: string };
  receipt?: { by: SeedAccount; daysAgo: number };
  lines: SeedRequestLine[];
}

/**
 * One request in every status, oldest last. The received batteries are part of the item's stock above: the
 * item was created with that much less.
 */
export const SEED_REQUESTS: SeedRequest[] = [
  {
    propertyIndex: 0,
    requester: "manager",
    reason: "Running low before the holiday weekend",
    createdDaysAgo: 1,
    lines: [
      { item: "Shampoo Bottles", requested: 100 },
      { item: "LED Light Bulbs", requested: 5 },
    ],
  },
  {
    propertyIndex: 1,
    requester: "owner",
    reason: "Monthly restock",
    createdDaysAgo: 2,
    lines: [{ item: "Toilet Paper", requested: 200 }],
  },
  {
    propertyIndex: 0,
    requester: "manager",
    reason: "Front desk and breakfast supplies",
    createdDaysAgo: 4,
    review: {
      status: "approved",
      daysAgo: 3,
      trackingNumber: "1Z999AA10123456784",
      notes: "Ordered from the usual supplier",
    },
    lines: [
      { item: "Guest Notepads", requested: 10, approved: 10 },
      { item: "Coffee Pods", requested: 12, approved: 0 },
    ],
  },
  {
    propertyIndex: 2,
    requester: "owner",
    reason: "Branded pens for the conference",
    createdDaysAgo: 6,
    review: { status: "declined", daysAgo: 5, notes: "Use the stock in the storage room first" },
    lines: [{ item: "Pens", requested: 5, approved: 0 }],
  },
  {
    propertyIndex: 0,
    requester: "manager",
    reason: "Remote controls need batteries",
    createdDaysAgo: 9,
    review: { status: "approved", daysAgo: 8 },
    receipt: { by: "manager", daysAgo: 7 },
    lines: [{ item: "AA Batteries", requested: 10, approved: 10, received: 10 }],
  },
];
