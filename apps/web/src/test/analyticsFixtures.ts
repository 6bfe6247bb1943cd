import type { AnalyticsDto, AnalyticsOverviewDto, AnalyticsPropertyDetailDto } from "@stockroom/shared";

export const OVERVIEW: AnalyticsOverviewDto = {
  cards: { totalProperties: 3, inventoryValue: 1234.5, activeRequests: 9, pendingRequests: 7, criticalStock: 2 },
  categoryDemand: [
    { category: "housekeeping", requestedQuantity: 30, percentage: 75 },
    { category: "kitchen", requestedQuantity: 10, percentage: 25 },
  ],
  inventoryPerformance: { totalItems: 20, averageStock: 14, wellStocked: 15, lowStock: 2 },
  stockStatus: { out_of_stock: 1, low_stock: 1, overstocked: 3, good: 15 },
  requestsOverTime: [{ date: "2025-06-01", requests: 4, quantity: 40 }],
  highDemandItems: [
    { itemId: 1, name: "Bath Towels", propertyName: "Harbor View Hotel", requestedQuantity: 30, requestCount: 3 },
  ],
  propertyPerformance: [
    { propertyId: 1, name: "Harbor View Hotel", items: 10, lowStock: 1, requests: 5, efficiency: 90, badge: "default" },
  ],
  criticalActions: {
    criticalItems: [
      {
        id: 5,
        name: "Coffee Pods",
        propertyName: "Harbor View Hotel",
        currentStock: 0,
        minStock: 10,
        state: "out_of_stock",
      },
    ],
    pendingRequests: 7,
    pendingAlert: true,
  },
};

export const DETAIL: AnalyticsPropertyDetailDto = {
  property: { id: 1, name: "Harbor View Hotel", address: "12 Marina Way" },
  totals: { items: 1, totalValue: 250, lowStock: 0, pendingOrders: 2 },
  categories: [
    {
      category: "housekeeping",
      items: [
        {
          id: 1,
          name: "Bath Towels",
          category: "housekeeping",
          currentStock: 50,
          minThreshold: 10,
          maxCapacity: 100,
          parLevel: null,
          unitCost: 5,
          totalValue: 250,
          status: "good",
          ordersPending: 2,
          lastCounted: "2025-06-02T09:00:00.000Z",
        },
      ],
    },
  ],
  recentActivity: [
    {
      id: 9,
      status: "pending",
      quantity: 4,
      createdAt: "2025-06-03T09:00:00.000Z",
      itemName: "Bath Towels",
      requester: "Marco Silva",
    },
  ],
};

export function analyticsResponse(overrides: Partial<AnalyticsDto> = {}): AnalyticsDto {
  return {
    view: "overview",
    period: { key: "30", label: "Last 30 days", from: "2025-05-08T00:00:00.000Z", to: "2025-06-07T00:00:00.000Z" },
    filters: { propertyId: null, category: null },
    overview: OVERVIEW,
    ...overrides,
  };
}
