import { type RequestDto, type RequestLineDto, UNREVIEWED_REQUEST } from "@stockroom/shared";

/** Request builders shared by the request and receiving tests. */

export function makeLine(overrides: Partial<RequestLineDto> = {}): RequestLineDto {
  return {
    id: 1,
    itemId: 11,
    name: "Bath Towels",
    unit: "pieces",
    requestedQuantity: 10,
    approvedQuantity: null,
    receivedQuantity: null,
    state: "pending",
    denied: false,
    currentStock: 120,
    maxCapacity: null,
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<RequestDto> = {}): RequestDto {
  const items = overrides.items ?? [makeLine()];
  return {
    id: 7,
    itemId: items[0].itemId,
    propertyId: 1,
    requesterId: "m1",
    quantity: items.reduce((sum, line) => sum + line.requestedQuantity, 0),
    reason: "Weekend restock",
    photoUrl: null,
    status: "pending",
    ...UNREVIEWED_REQUEST,
    approvedItems: null,
    createdAt: "2025-03-04T09:30:00.000Z",
    updatedAt: "2025-03-04T09:30:00.000Z",
    requester: { firstName: "Marco", lastName: "Silva", profileImageUrl: null },
    reviewer: null,
    receiver: null,
    item: {
      name: items[0].name,
      category: "housekeeping",
      unit: items[0].unit,
      currentStock: 120,
      propertyId: 1,
      property: { id: 1, name: "Harbor View Hotel" },
    },
    items,
    ...overrides,
  };
}
