import { count, eq } from "drizzle-orm";
import { formatQuantity } from "@stockroom/shared";
import { hashPassword } from "../lib/password";
import { localCardId } from "../lib/local-cards";
import type { Database, Executor } from "./client";
import {
  activityLog,
  inventoryItems,
  paymentMethods,
  payments,
  properties,
  propertyManagers,
  requestItems,
  requests,
  stockMovements,
  users,
} from "./schema";
import { DEMO_CREDENTIALS, SEED_ITEMS, SEED_PAYMENT_DAYS_AGO, SEED_PROPERTIES } from "./seed-data";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds an empty database once with an admin and a demo hotel group: an owner with three properties,
 * stock in every category (some low), one manager on the first property and requests in every status.
 * Returns false when the database already has users.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  const [{ value: existing }] = await db.select({ value: count() }).from(users);
  if (existing > 0) return false;
  const passwordHash = await hashPassword(DEMO_CREDENTIALS.owner.password);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db.transaction(async (tx) => {
    const { admin, owner, manager } = DEMO_CREDENTIALS;
    await tx.insert(users).values({ ...pick(admin), passwordHash, role: "admin", subscriptionStatus: "active" });
    const [ownerRow] = await tx
      .insert(users)
      .values({
        ...pick(owner),
        passwordHash,
        role: "owner",
        subscriptionTier: "growth",
        subscriptionStatus: "active",
        billingPeriod: "monthly",
        currentPeriodStart: ago(10),
        currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
        billingAnchorDay: ago(10).getUTCDate(),
        totalAmountPaid: 3 * 9900,
        currentMaxPaid: 9900,
        totalLengthPaid: 90,
        longestPaidPeriod: "monthly",
        lastPaymentDate: ago(10),
        lastPaymentAmount: 9900,
        createdAt: ago(90),
      })
      .returning({ id: users.id });
    await tx.insert(payments).values(
      SEED_PAYMENT_DAYS_AGO.map((days) => ({
        userId: ownerRow.id,
        amount: 9900,
        kind: days === SEED_PAYMENT_DAYS_AGO[0] ? ("subscription" as const) : ("renewal" as const),
        status: "succeeded" as const,
        tier: "growth" as const,
        createdAt: ago(days),
      })),
    );
    // The card the demo owner's renewals are charged to (the built-in provider's always-succeeding test card).
    await tx.insert(paymentMethods).values({
      userId: ownerRow.id,
      provider: "local",
      providerMethodId: localCardId("succeeds"),
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      isDefault: true,
    });
    const [managerRow] = await tx
      .insert(users)
      .values({ ...pick(manager), passwordHash, role: "manager", createdBy: ownerRow.id, createdAt: ago(60) })
      .returning({ id: users.id });

    const propertyRows = await tx
      .insert(properties)
      .values(SEED_PROPERTIES.map((p) => ({ ...p, ownerId: ownerRow.id, createdAt: ago(90) })))
      .returning({ id: properties.id, name: properties.name });
    await tx
      .insert(propertyManagers)
      .values({ propertyId: propertyRows[0].id, managerId: managerRow.id, ownerId: ownerRow.id });

    const items = new Map<
      string,
      { id: number; propertyId: number; unit: string; currentStock: number; unitCostCents: number | null }
    >();
    for (const [index, property] of propertyRows.entries()) {
      const rows = await tx
        .insert(inventoryItems)
        .values(
          SEED_ITEMS[index].map((i) => ({ ...i, propertyId: property.id, ownerId: ownerRow.id, createdAt: ago(90) })),
        )
        .returning({
          id: inventoryItems.id,
          name: inventoryItems.name,
          unit: inventoryItems.unit,
          currentStock: inventoryItems.currentStock,
          unitCostCents: inventoryItems.unitCostCents,
          propertyId: inventoryItems.propertyId,
        });
      for (const row of rows) items.set(row.name, row);
    }

    const batteries = items.get("AA Batteries")!;
    const receivedBatteries = 10;
    await tx.insert(stockMovements).values(
      [...items.entries()].map(([name, i]) => {
        const initial = name === "AA Batteries" ? i.currentStock - receivedBatteries : i.currentStock;
        return {
          itemId: i.id,
          delta: initial,
          resultingStock: initial,
          reason: "created" as const,
          userId: ownerRow.id,
          ownerId: ownerRow.id,
          createdAt: ago(90),
        };
      }),
    );

    const line = (name: string, requested: number, extra: Partial<typeof requestItems.$inferInsert> = {}) => {
      const i = items.get(name)!;
      return { itemId: i.id, itemName: name, unit: i.unit, requestedQuantity: requested, ...extra };
    };
    await insertRequest(tx, ownerRow.id, {
      requesterId: managerRow.id,
      propertyId: propertyRows[0].id,
      reason: "Running low before the holiday weekend",
      createdAt: ago(1),
      lines: [line("Shampoo Bottles", 100), line("LED Light Bulbs", 5)],
    });
    await insertRequest(tx, ownerRow.id, {
      requesterId: ownerRow.id,
      propertyId: propertyRows[1].id,
      reason: "Monthly restock",
      createdAt: ago(2),
      lines: [line("Toilet Paper", 200)],
    });
    await insertRequest(tx, ownerRow.id, {
      requesterId: managerRow.id,
      propertyId: propertyRows[0].id,
      reason: "Front desk and breakfast supplies",
      status: "approved",
      reviewedBy: ownerRow.id,
      reviewedAt: ago(3),
      trackingNumber: "1Z999AA10123456784",
      notes: "Ordered from the usual supplier",
      createdAt: ago(4),
      lines: [
        line("Guest Notepads", 10, { approvedQuantity: 10, state: "approved" }),
        line("Coffee Pods", 12, { approvedQuantity: 0, state: "denied" }),
      ],
    });
    await insertRequest(tx, ownerRow.id, {
      requesterId: ownerRow.id,
      propertyId: propertyRows[2].id,
      reason: "Branded pens for the conference",
      status: "declined",
      reviewedBy: ownerRow.id,
      reviewedAt: ago(5),
      notes: "Use the stock in the storage room first",
      createdAt: ago(6),
      lines: [line("Pens", 5, { approvedQuantity: 0, state: "denied" })],
    });
    const received = await insertRequest(tx, ownerRow.id, {
      requesterId: managerRow.id,
      propertyId: propertyRows[0].id,
      reason: "Remote controls need batteries",
      status: "received",
      reviewedBy: ownerRow.id,
      reviewedAt: ago(8),
      receivedBy: managerRow.id,
      receivedAt: ago(7),
      createdAt: ago(9),
      lines: [
        line("AA Batteries", receivedBatteries, {
          approvedQuantity: receivedBatteries,
          receivedQuantity: receivedBatteries,
          receivedUnitCostCents: batteries.unitCostCents,
          state: "received",
        }),
      ],
    });
    await tx.insert(stockMovements).values({
      itemId: batteries.id,
      delta: receivedBatteries,
      resultingStock: batteries.currentStock,
      reason: "received",
      userId: managerRow.id,
      requestId: received,
      ownerId: ownerRow.id,
      createdAt: ago(7),
    });

    await tx.insert(activityLog).values([
      {
        type: "user_created",
        details: `Manager account created for ${manager.email}`,
        userId: ownerRow.id,
        ownerId: ownerRow.id,
        createdAt: ago(60),
      },
      ...propertyRows.map((p) => ({
        type: "property_created" as const,
        details: `Property '${p.name}' created`,
        userId: ownerRow.id,
        ownerId: ownerRow.id,
        propertyId: p.id,
        createdAt: ago(90),
      })),
    ]);
  });
  return true;
}

function pick({ email, firstName, lastName }: { email: string; firstName: string; lastName: string }) {
  return { email, firstName, lastName };
}

interface SeedRequest {
  requesterId: string;
  propertyId: number;
  reason: string;
  createdAt: Date;
  status?: "pending" | "approved" | "declined" | "received";
  reviewedBy?: string;
  reviewedAt?: Date;
  receivedBy?: string;
  receivedAt?: Date;
  trackingNumber?: string;
  notes?: string;
  lines: Omit<typeof requestItems.$inferInsert, "requestId" | "position" | "ownerId">[];
}

async function insertRequest(tx: Executor, ownerId: string, { lines, ...request }: SeedRequest): Promise<number> {
  const sum = (pick: (l: SeedRequest["lines"][number]) => number | null | undefined) =>
    lines.some((l) => pick(l) != null) ? lines.reduce((total, l) => total + (pick(l) ?? 0), 0) : null;
  const [row] = await tx
    .insert(requests)
    .values({
      ...request,
      ownerId,
      itemId: lines[0].itemId,
      quantity: sum((l) => l.requestedQuantity)!,
      approvedQuantity: sum((l) => l.approvedQuantity),
      receivedQuantity: sum((l) => l.receivedQuantity),
      updatedAt: request.receivedAt ?? request.reviewedAt ?? request.createdAt,
    })
    .returning({ id: requests.id });
  await tx.insert(requestItems).values(lines.map((l, position) => ({ ...l, requestId: row.id, position, ownerId })));
  await logRequestHistory(tx, ownerId, { id: row.id, lines, ...request });
  return row.id;
}

/** The activity entries the API writes for a request's creation, review and receipt, in the same words. */
async function logRequestHistory(tx: Executor, ownerId: string, request: SeedRequest & { id: number }) {
  const { id } = request;
  const entry = { ownerId, propertyId: request.propertyId };
  const count = request.lines.length;
  const [property] = await tx
    .select({ name: properties.name })
    .from(properties)
    .where(eq(properties.id, request.propertyId));
  await tx.insert(activityLog).values([
    {
      ...entry,
      type: "request_created" as const,
      details: `Request #${id} for ${count} item${count === 1 ? "" : "s"} at ${property.name}`,
      userId: request.requesterId,
      createdAt: request.createdAt,
    },
    ...(request.status && request.status !== "pending" && request.reviewedAt
      ? [
          {
            ...entry,
            type: "request_reviewed" as const,
            details: `Request #${id} ${request.status === "declined" ? "declined" : "approved"}`,
            userId: request.reviewedBy,
            createdAt: request.reviewedAt,
          },
        ]
      : []),
    ...(request.status === "received" && request.receivedAt
      ? [
          {
            ...entry,
            type: "request_received" as const,
            details: `Request #${id} received (${formatQuantity(
              request.lines.reduce((n, l) => n + (l.receivedQuantity ?? 0), 0),
              "units",
            )})`,
            userId: request.receivedBy,
            createdAt: request.receivedAt,
          },
        ]
      : []),
  ]);
}
