import {
  CATEGORIES,
  emptyCategorySummary,
  itemCode,
  type Category,
  type CategorySummaryDto,
  type DashboardStatsDto,
  type InventoryItemDto,
  type InventorySummaryDto,
  type LimitExceededBody,
  type ManagedUserDto,
  type PaymentStatusDto,
  type PropertyWithRelationsDto,
  type SessionUser,
  type SupplierDto,
  type UsageLimitsDto,
} from "@stockroom/shared";
import { createQueryClient } from "@/lib/queryClient";
import { USER_QUERY_KEY } from "@/lib/queryKeys";
import { jsonResponse } from "./utils";

/** A query client that starts signed in as `user`. */
export function signedInClient(user: SessionUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return queryClient;
}

export function makeProperty(overrides: Partial<PropertyWithRelationsDto> = {}): PropertyWithRelationsDto {
  return {
    id: 1,
    name: "Harbor View Hotel",
    address: "12 Marina Way",
    ownerId: "u1",
    isActive: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    managers: [],
    itemCount: 0,
    ...overrides,
  };
}

/** A supplier answer: Harbor Linen, with nothing but its name, preferred by no item. */
export function makeSupplier(overrides: Partial<SupplierDto> = {}): SupplierDto {
  return {
    id: 1,
    name: "Harbor Linen",
    contactName: null,
    email: null,
    phone: null,
    leadTimeDays: null,
    itemCount: 0,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** An item answer; its code follows its id and barcode as the server's does, unless given. */
export function makeItem(overrides: Partial<InventoryItemDto> = {}): InventoryItemDto {
  const item: Omit<InventoryItemDto, "code"> = {
    id: 1,
    name: "Bath Towels",
    category: "housekeeping",
    description: null,
    currentStock: 100,
    minStock: 10,
    maxCapacity: null,
    parLevel: null,
    onOrder: 0,
    suggestedOrder: 0,
    unitCost: null,
    unit: "pieces",
    photoUrl: null,
    barcode: null,
    supplierId: null,
    nameConflict: false,
    propertyId: 1,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
  return { ...item, code: overrides.code ?? itemCode(item) };
}

/** GET /api/inventory/summary: every category, empty unless given figures. */
export function makeSummary(
  figures: Partial<Record<Category, Partial<Omit<CategorySummaryDto, "category">>>> = {},
): InventorySummaryDto {
  return CATEGORIES.map((category) => ({ ...emptyCategorySummary(category), ...figures[category] }));
}

export function makeManager(overrides: Partial<ManagedUserDto> = {}): ManagedUserDto {
  return {
    id: "m1",
    email: "marco@example.com",
    firstName: "Marco",
    lastName: "Silva",
    profileImageUrl: null,
    role: "manager",
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export const STATS: DashboardStatsDto = { totalProperties: 3, pendingRequests: 2, lowStockItems: 5, totalItems: 20 };

export function makeUsageLimits(canAddProperty = true): UsageLimitsDto {
  return {
    tier: "growth",
    limits: { maxProperties: 10, managersPerProperty: 3, additionalHotelPrice: null },
    usage: {
      propertyCount: 3,
      maxProperties: 10,
      canAddProperty,
      canAddManagerToProperty: true,
      isNearPropertyLimit: false,
      managersByProperty: {},
    },
  };
}

/** The 403 body of a plan limit reached: all 3 managers a Growth property may have (overrides for another limit). */
export function makeLimitExceeded(overrides: Partial<LimitExceededBody> = {}): LimitExceededBody {
  return {
    message: "Your Growth plan allows 3 managers per property.",
    error: "LIMIT_EXCEEDED",
    requiresUpgrade: true,
    limitType: "managers",
    currentUsage: 3,
    maxAllowed: 3,
    suggestedTier: "pro",
    ...overrides,
  };
}

/** GET /api/payment/status of an account in good standing; overrides describe a payment issue. */
export function makePaymentStatus(overrides: Partial<PaymentStatusDto> = {}): PaymentStatusDto {
  return {
    paymentValid: true,
    needsPaywall: false,
    canReactivate: false,
    subscriptionStatus: "active",
    subscriptionTier: "growth",
    currentMaxPaid: 9900,
    totalAmountPaid: 9900,
    lastPaymentDate: "2025-01-01T12:00:00.000Z",
    invoiceId: null,
    reason: null,
    amount: null,
    accessSuspendsAt: null,
    nextRetryAt: null,
    ...overrides,
  };
}

/** A past-due account: its $99.00 renewal (invoice 7) failed for `reason`, a decline by default; the paywall is up. */
export function makePastDueStatus(reason: PaymentStatusDto["reason"] = "payment_failed"): PaymentStatusDto {
  return makePaymentStatus({
    paymentValid: false,
    needsPaywall: true,
    subscriptionStatus: "past_due",
    reason,
    invoiceId: 7,
    amount: 9900,
  });
}

/** The mocked payment status route for pages behind the paywall (every signed-in page but the exempt ones). */
export const PAYMENT_OK = { "GET /api/payment/status": () => jsonResponse(200, makePaymentStatus()) };
