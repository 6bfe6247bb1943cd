import { count } from "drizzle-orm";
import { PLANS, formatQuantity } from "@stockroom/shared";
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
import {
  DEMO_CREDENTIALS,
  SEED_CARD,
  SEED_ITEMS,
  SEED_MANAGER,
  SEED_OWNER_PLAN,
  SEED_PAYMENT_DAYS_AGO,
  SEED_PROPERTIES,
  SEED_REQUESTS,
  type SeedAccount,
  type SeedRequest,
  type SeedRequestLine,
} from "./seed-data";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What every writer below needs: the transaction, the seeding time and the demo accounts' ids. */
interface Seeding {
  tx: Executor;
  now: Date;
  ago: (days: number) => Date;
  accounts: Record<SeedAccount, string>;
}

/** A seeded item as the requests use it; `stock` is its stock so far, its received lines added in order. */
interface SeededItem {
  id: number;
  unit: string;
  unitCostCents: number | null;
  stock: number;
}

/** The seeded properties, in SEED_PROPERTIES order, each with its items by name. */
type SeededProperties = { id: number; name: string; items: Map<string, SeededItem> }[];

/**
 * Seeds an empty database once with the demo hotel group of seed-data.ts: an admin, an owner with three
 * properties, stock in every category (some low), one manager on the first property and requests in every
 * status. Returns false when the database already has users.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  const [{ value: existing }] = await db.select({ value: count() }).from(users);
  if (existing > 0) return false;
  const passwordHashes = await hashDemoPasswords();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db.transaction(async (tx) => {
    const seeding: Seeding = { tx, now, ago, accounts: await insertAccounts(tx, { passwordHashes, ago }) };
    await insertOwnerBilling(seeding);
    const seeded = await insertProperties(seeding);
    for (const request of SEED_REQUESTS)
      await insertRequest(seeding, { request, property: seeded[request.propertyIndex] });
    await logAccountHistory(seeding, seeded);
  });
  return true;
}

/** Each demo account's password hash; accounts that share a password share its hash (hashing is slow on purpose). */
async function hashDemoPasswords(): Promise<Record<SeedAccount, string>> {
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    return hashes.get(password)!;
  };
  const { admin, owner, manager } = DEMO_CREDENTIALS;
  return {
    admin: await hashOf(admin.password),
    owner: await hashOf(owner.password),
    manager: await hashOf(manager.password),
  };
}

async function insertAccounts(
  tx: Executor,
  { passwordHashes, ago }: { passwordHashes: Record<SeedAccount, string>; ago: (days: number) => Date },
): Promise<Record<SeedAccount, string>> {
  const { admin, owner, manager } = DEMO_CREDENTIALS;
  const insert = async (values: typeof users.$inferInsert) =>
    (await tx.insert(users).values(values).returning({ id: users.id }))[0].id;
  const adminId = await insert({
    ...pick(admin),
    passwordHash: passwordHashes.admin,
    role: "admin",
    subscriptionStatus: "active",
  });
  const ownerId = await insert({ ...pick(owner), passwordHash: passwordHashes.owner, ...ownerPlan(ago) });
  const managerId = await insert({
    ...pick(manager),
    passwordHash: passwordHashes.manager,
    role: "manager",
    createdBy: ownerId,
    createdAt: ago(SEED_MANAGER.createdDaysAgo),
  });
  return { admin: adminId, owner: ownerId, manager: managerId };
}

function pick({ email, firstName, lastName }: { email: string; firstName: string; lastName: string }) {
  return { email, firstName, lastName };
}

/** The owner's account as its payments left it: one period per payment, the current one begun with the last. */
function ownerPlan(ago: (days: number) => Date) {
  const { tier, periodDays, createdDaysAgo } = SEED_OWNER_PLAN;
  const price = PLANS[tier].price;
  const lastPayment = ago(SEED_PAYMENT_DAYS_AGO[SEED_PAYMENT_DAYS_AGO.length - 1]);
  return {
    role: "owner" as const,
    subscriptionTier: tier,
    subscriptionStatus: "active" as const,
    billingPeriod: "monthly" as const,
    currentPeriodStart: lastPayment,
    currentPeriodEnd: new Date(lastPayment.getTime() + periodDays * DAY_MS),
    billingAnchorDay: lastPayment.getUTCDate(),
    totalAmountPaid: SEED_PAYMENT_DAYS_AGO.length * price,
    currentMaxPaid: price,
    totalLengthPaid: SEED_PAYMENT_DAYS_AGO.length * periodDays,
    longestPaidPeriod: "monthly" as const,
    lastPaymentDate: lastPayment,
    lastPaymentAmount: price,
    createdAt: ago(createdDaysAgo),
  };
}

/** The owner's payments (the first subscribed, the others renewed) and saved card. */
async function insertOwnerBilling({ tx, now, ago, accounts }: Seeding) {
  const { tier } = SEED_OWNER_PLAN;
  await tx.insert(payments).values(
    SEED_PAYMENT_DAYS_AGO.map((days, index) => ({
      userId: accounts.owner,
      amount: PLANS[tier].price,
      kind: index === 0 ? ("subscription" as const) : ("renewal" as const),
      status: "succeeded" as const,
      tier,
      createdAt: ago(days),
      // Sample history: handled, so no receipt is emailed for it (decision 193).
      receiptedAt: ago(days),
    })),
  );
  const { expiresInYears, ...card } = SEED_CARD;
  await tx.insert(paymentMethods).values({
    ...card,
    userId: accounts.owner,
    provider: "local",
    providerMethodId: localCardId("succeeds"),
    expYear: now.getUTCFullYear() + expiresInYears,
    isDefault: true,
  });
}

/** The owner's properties, the manager's assignment and every property's items with their opening stock. */
async function insertProperties(seeding: Seeding): Promise<SeededProperties> {
  const { tx, ago, accounts } = seeding;
  const ownerId = accounts.owner;
  const createdAt = ago(SEED_OWNER_PLAN.createdDaysAgo);
  const rows = await tx
    .insert(properties)
    .values(SEED_PROPERTIES.map((property) => ({ ...property, ownerId, createdAt })))
    .returning({ id: properties.id, name: properties.name });
  await tx
    .insert(propertyManagers)
    .values({ propertyId: rows[SEED_MANAGER.propertyIndex].id, managerId: accounts.manager, ownerId });
  const seeded: SeededProperties = [];
  for (const [index, property] of rows.entries()) {
    seeded.push({ ...property, items: await insertItems(seeding, { propertyId: property.id, index }) });
  }
  await tx.insert(stockMovements).values(
    seeded.flatMap(({ items }) =>
      [...items.values()].map((item) => ({
        itemId: item.id,
        delta: item.stock,
        resultingStock: item.stock,
        reason: "created" as const,
        userId: ownerId,
        ownerId,
        createdAt,
      })),
    ),
  );
  return seeded;
}

/**
 * One property's items. SEED_ITEMS holds the stock after the seeded receipts, so each item starts with what its
 * received lines brought in taken off (its "created" ledger row); the receipts add it back.
 */
async function insertItems(
  { tx, ago, accounts }: Seeding,
  { propertyId, index }: { propertyId: number; index: number },
) {
  const createdAt = ago(SEED_OWNER_PLAN.createdDaysAgo);
  const rows = await tx
    .insert(inventoryItems)
    .values(SEED_ITEMS[index].map((item) => ({ ...item, propertyId, ownerId: accounts.owner, createdAt })))
    .returning({
      id: inventoryItems.id,
      name: inventoryItems.name,
      unit: inventoryItems.unit,
      currentStock: inventoryItems.currentStock,
      unitCostCents: inventoryItems.unitCostCents,
    });
  const receivedOf = (name: string) =>
    SEED_REQUESTS.filter((request) => request.propertyIndex === index)
      .flatMap((request) => request.lines)
      .reduce((total, line) => total + (line.item === name ? (line.received ?? 0) : 0), 0);
  return new Map(
    rows.map(({ name, currentStock, ...item }) => [name, { ...item, stock: currentStock - receivedOf(name) }]),
  );
}

/** A line's state, which follows from its quantities (see SeedRequestLine). */
function lineState({ approved, received }: SeedRequestLine) {
  if (received !== undefined) return "received" as const;
  if (approved === undefined) return "pending" as const;
  return approved === 0 ? ("denied" as const) : ("approved" as const);
}

/** Sums a quantity over the lines, or null when no line has one (as the API leaves it unset). */
function total(lines: SeedRequestLine[], quantity: (line: SeedRequestLine) => number | undefined) {
  return lines.some((line) => quantity(line) !== undefined)
    ? lines.reduce((sum, line) => sum + (quantity(line) ?? 0), 0)
    : null;
}

/** A request with its lines, its activity entries and, once received, the stock it brought in. */
async function insertRequest(
  seeding: Seeding,
  { request, property }: { request: SeedRequest; property: SeededProperties[number] },
) {
  const { tx, ago, accounts } = seeding;
  const { review, receipt, lines } = request;
  const itemOf = (line: SeedRequestLine) => property.items.get(line.item)!;
  const createdAt = ago(request.createdDaysAgo);
  const reviewedAt = review && ago(review.daysAgo);
  const receivedAt = receipt && ago(receipt.daysAgo);
  const [row] = await tx
    .insert(requests)
    .values({
      ownerId: accounts.owner,
      propertyId: property.id,
      requesterId: accounts[request.requester],
      reason: request.reason,
      status: receipt ? "received" : review?.status,
      reviewedBy: review && accounts.owner,
      reviewedAt,
      trackingNumber: review?.trackingNumber,
      notes: review?.notes,
      receivedBy: receipt && accounts[receipt.by],
      receivedAt,
      itemId: itemOf(lines[0]).id,
      quantity: total(lines, (line) => line.requested)!,
      approvedQuantity: total(lines, (line) => line.approved),
      receivedQuantity: total(lines, (line) => line.received),
      createdAt,
      updatedAt: receivedAt ?? reviewedAt ?? createdAt,
    })
    .returning({ id: requests.id });
  await tx.insert(requestItems).values(
    lines.map((line, position) => ({
      requestId: row.id,
      position,
      ownerId: accounts.owner,
      itemId: itemOf(line).id,
      itemName: line.item,
      unit: itemOf(line).unit,
      requestedQuantity: line.requested,
      approvedQuantity: line.approved,
      receivedQuantity: line.received,
      receivedUnitCostCents: line.received === undefined ? undefined : itemOf(line).unitCostCents,
      state: lineState(line),
    })),
  );
  await logRequestHistory(seeding, { id: row.id, request, property });
  if (receipt) await receiveStock(seeding, { requestId: row.id, receipt, lines, items: property.items });
}

interface ReceivedLines {
  requestId: number;
  receipt: NonNullable<SeedRequest["receipt"]>;
  lines: SeedRequestLine[];
  items: Map<string, SeededItem>;
}

/** The "received" ledger rows of a received request, each after the item's stock so far. */
async function receiveStock({ tx, ago, accounts }: Seeding, { requestId, receipt, lines, items }: ReceivedLines) {
  await tx.insert(stockMovements).values(
    lines
      .filter((line) => line.received !== undefined)
      .map((line) => {
        const item = items.get(line.item)!;
        item.stock += line.received!;
        return {
          itemId: item.id,
          delta: line.received!,
          resultingStock: item.stock,
          reason: "received" as const,
          userId: accounts[receipt.by],
          requestId,
          ownerId: accounts.owner,
          createdAt: ago(receipt.daysAgo),
        };
      }),
  );
}

/** The activity entries the API writes for a request's creation, review and receipt, in the same words. */
async function logRequestHistory(
  { tx, ago, accounts }: Seeding,
  { id, request, property }: { id: number; request: SeedRequest; property: SeededProperties[number] },
) {
  const { review, receipt, lines } = request;
  const entry = { ownerId: accounts.owner, propertyId: property.id };
  const received = lines.reduce((sum, line) => sum + (line.received ?? 0), 0);
  await tx.insert(activityLog).values([
    {
      ...entry,
      type: "request_created" as const,
      details: `Request #${id} for ${lines.length} item${lines.length === 1 ? "" : "s"} at ${property.name}`,
      userId: accounts[request.requester],
      createdAt: ago(request.createdDaysAgo),
    },
    ...(review
      ? [
          {
            ...entry,
            type: "request_reviewed" as const,
            details: `Request #${id} ${review.status}`,
            userId: accounts.owner,
            createdAt: ago(review.daysAgo),
          },
        ]
      : []),
    ...(receipt
      ? [
          {
            ...entry,
            type: "request_received" as const,
            details: `Request #${id} received (${formatQuantity(received, "units")})`,
            userId: accounts[receipt.by],
            createdAt: ago(receipt.daysAgo),
          },
        ]
      : []),
  ]);
}

/** The activity entries of the account's own history: the manager's invitation and each property's creation. */
async function logAccountHistory({ tx, ago, accounts }: Seeding, seeded: SeededProperties) {
  const ownerId = accounts.owner;
  await tx.insert(activityLog).values([
    {
      type: "user_created",
      details: `Manager account created for ${DEMO_CREDENTIALS.manager.email}`,
      userId: ownerId,
      ownerId,
      createdAt: ago(SEED_MANAGER.createdDaysAgo),
    },
    ...seeded.map((property) => ({
      type: "property_created" as const,
      details: `Property '${property.name}' created`,
      userId: ownerId,
      ownerId,
      propertyId: property.id,
      createdAt: ago(SEED_OWNER_PLAN.createdDaysAgo),
    })),
  ]);
}
