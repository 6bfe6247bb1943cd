import { eq } from "drizzle-orm";
import type { NotificationPreferences, RequestItemState, RequestStatus } from "@stockroom/shared";
import type { Database } from "../db/client";
import { inventoryItems, properties, requestItems, requests, stockMovements, users } from "../db/schema";
import { ownerOfItem, ownerOfProperty } from "./tenant-keys";

/**
 * Rows for the weekly digest's tests (issue 20.5), written straight to the tables so each request can carry
 * the creation and review times a test needs; items get their ledger row, so the stock invariant holds.
 */

export async function addProperty(
  db: Database,
  { ownerId, name, active = true }: { ownerId: string; name: string; active?: boolean },
) {
  const [row] = await db
    .insert(properties)
    .values({ ownerId, name, isActive: active })
    .returning({ id: properties.id });
  return row.id;
}

export interface ItemSpec {
  propertyId: number;
  name: string;
  stock: number;
  min: number;
  unitCostCents?: number | null;
}

export async function addItem(db: Database, { propertyId, name, stock, min, unitCostCents = null }: ItemSpec) {
  const [row] = await db
    .insert(inventoryItems)
    .values({
      propertyId,
      name,
      category: "housekeeping",
      currentStock: stock,
      minStock: min,
      unitCostCents,
      ownerId: ownerOfProperty(propertyId),
    })
    .returning({ id: inventoryItems.id });
  await db
    .insert(stockMovements)
    .values({ itemId: row.id, delta: stock, resultingStock: stock, reason: "created", ownerId: ownerOfItem(row.id) });
  return row.id;
}

export interface RequestSpec {
  propertyId: number;
  status: RequestStatus;
  createdAt: Date;
  reviewedAt?: Date;
  /** Item id, name, requested and approved quantity (approved is ignored while pending). */
  lines: { itemId: number; name: string; requested: number; approved?: number }[];
}

export async function addRequest(db: Database, { propertyId, status, createdAt, reviewedAt, lines }: RequestSpec) {
  const reviewed = status !== "pending";
  const approvedOf = (line: RequestSpec["lines"][number]) => (reviewed ? (line.approved ?? line.requested) : null);
  const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);
  const [row] = await db
    .insert(requests)
    .values({
      propertyId,
      itemId: lines[0].itemId,
      quantity: sum(lines.map((l) => l.requested)),
      approvedQuantity: reviewed ? sum(lines.map(approvedOf)) : null,
      receivedQuantity: status === "received" ? sum(lines.map(approvedOf)) : null,
      status,
      createdAt,
      updatedAt: reviewedAt ?? createdAt,
      reviewedAt: reviewedAt ?? null,
      ownerId: ownerOfProperty(propertyId),
    })
    .returning({ id: requests.id, ownerId: requests.ownerId });
  await db.insert(requestItems).values(
    lines.map((line, position) => {
      const approved = approvedOf(line);
      const state: RequestItemState = !reviewed
        ? "pending"
        : approved === 0
          ? "denied"
          : status === "received"
            ? "received"
            : "approved";
      return {
        requestId: row.id,
        itemId: line.itemId,
        itemName: line.name,
        unit: "pieces",
        position,
        requestedQuantity: line.requested,
        approvedQuantity: approved,
        receivedQuantity: status === "received" ? approved : null,
        state,
        ownerId: row.ownerId,
      };
    }),
  );
  return row.id;
}

/** Writes a user's stored preferences as given: a partial object stands for JSON saved by an older version. */
export async function storePreferences(db: Database, userId: string, preferences: Partial<NotificationPreferences>) {
  await db
    .update(users)
    .set({ notificationPreferences: preferences as NotificationPreferences })
    .where(eq(users.id, userId));
}
