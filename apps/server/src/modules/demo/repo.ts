import { and, eq, gte, inArray, lt, notExists, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  inventoryItems,
  paymentIntents,
  pendingDemoSignups,
  requestItems,
  requests,
  sessions,
  users,
} from "../../db/schema";
import type { SeedItem } from "../../db/seed-data";

/** A demo account (role and tier demo) that can sign in at once, its address proved by the sign-up's link. */
export async function insertDemoAccount(
  tx: Executor,
  values: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      ...values,
      role: "demo",
      subscriptionTier: "demo",
      subscriptionStatus: "active",
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return user.id;
}

export type DemoSignupRow = typeof pendingDemoSignups.$inferSelect;

/** Keeps a demo sign-up until the link emailed to its address is used; answers its id. */
export async function insertPendingDemoSignup(
  tx: Executor,
  signup: Omit<typeof pendingDemoSignups.$inferInsert, "id" | "tokenHash" | "createdAt">,
): Promise<number> {
  const [row] = await tx.insert(pendingDemoSignups).values(signup).returning({ id: pendingDemoSignups.id });
  return row.id;
}

/** The waiting sign-up with this id, locked; undefined once it was confirmed or removed. */
export async function lockPendingDemoSignup(tx: Executor, id: number): Promise<DemoSignupRow | undefined> {
  const [row] = await tx.select().from(pendingDemoSignups).where(eq(pendingDemoSignups.id, id)).for("update");
  return row;
}

export async function setDemoSignupToken(tx: Executor, { id, tokenHash }: { id: number; tokenHash: string }) {
  await tx.update(pendingDemoSignups).set({ tokenHash }).where(eq(pendingDemoSignups.id, id));
}

/** The sign-up whose emailed token has this hash, made after `since`; with `lock`, locked. */
export async function findDemoSignupByToken(
  tx: Executor,
  { tokenHash, since, lock = false }: { tokenHash: string; since: Date; lock?: boolean },
): Promise<DemoSignupRow | undefined> {
  const query = tx
    .select()
    .from(pendingDemoSignups)
    .where(and(eq(pendingDemoSignups.tokenHash, tokenHash), gte(pendingDemoSignups.createdAt, since)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Removes every waiting sign-up of the address: its account now exists, and their links with them. */
export async function deleteDemoSignupsOf(tx: Executor, email: string): Promise<void> {
  await tx.delete(pendingDemoSignups).where(sql`lower(${pendingDemoSignups.email}) = lower(${email})`);
}

export async function deleteDemoSignup(tx: Executor, id: number): Promise<void> {
  await tx.delete(pendingDemoSignups).where(eq(pendingDemoSignups.id, id));
}

/** Removes the sign-ups whose link expired (made before `cutoff`); answers how many. */
export async function deleteDemoSignupsBefore(db: Executor, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(pendingDemoSignups)
    .where(lt(pendingDemoSignups.createdAt, cutoff))
    .returning({ id: pendingDemoSignups.id });
  return gone.length;
}

/** A sample property of the demo account `ownerId`, which every row written for it carries (decision 155). */
interface SampleProperty {
  ownerId: string;
  propertyId: number;
}

/** Inserts a sample property's items; answers each with its id, name, unit and stock. */
export async function insertSampleItems(
  tx: Executor,
  { ownerId, propertyId, items }: SampleProperty & { items: SeedItem[] },
) {
  const rows = await tx
    .insert(inventoryItems)
    .values(items.map((item) => ({ ...item, propertyId, ownerId })))
    .returning({
      id: inventoryItems.id,
      name: inventoryItems.name,
      unit: inventoryItems.unit,
      stock: inventoryItems.currentStock,
    });
  return rows;
}

/** A pending request of these items, its quantity their sum and its item the first one's. */
export interface SampleRequest extends SampleProperty {
  requesterId: string;
  reason: string;
  lines: { item: { id: number; name: string; unit: string }; quantity: number }[];
}

export async function insertSampleRequest(
  tx: Executor,
  { ownerId, propertyId, requesterId, reason, lines }: SampleRequest,
) {
  const [request] = await tx
    .insert(requests)
    .values({
      propertyId,
      itemId: lines[0].item.id,
      requesterId,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      reason,
      ownerId,
    })
    .returning({ id: requests.id });
  await tx.insert(requestItems).values(
    lines.map(({ item, quantity }, position) => ({
      requestId: request.id,
      itemId: item.id,
      itemName: item.name,
      unit: item.unit,
      requestedQuantity: quantity,
      position,
      ownerId,
    })),
  );
}

/**
 * The demo accounts created before `cutoff` without a payment attempt since then, locked until the
 * transaction ends; answers their ids.
 */
export async function lockDemoAccountsIdleSince(tx: Executor, cutoff: Date): Promise<string[]> {
  const recentPayment = tx
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, users.id), gte(paymentIntents.createdAt, cutoff)));
  const stale = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "demo"), lt(users.createdAt, cutoff), notExists(recentPayment)))
    .for("update");
  return stale.map((demo) => demo.id);
}

/**
 * Deletes demo accounts and the managers they created, with those managers' sessions. The managers'
 * addresses were never proven by anyone (a demo account is anonymous), so they must not outlive the demo
 * and keep an address someone else may want (issue 16); the foreign key alone would leave them behind,
 * owned by no one. Assignments, tokens and sample data go by cascade.
 */
export async function deleteDemoAccounts(tx: Executor, demoIds: string[]): Promise<void> {
  if (demoIds.length === 0) return;
  const managers = await tx
    .delete(users)
    .where(and(eq(users.role, "manager"), inArray(users.createdBy, demoIds)))
    .returning({ id: users.id });
  const gone = [...demoIds, ...managers.map((manager) => manager.id)];
  await tx.delete(sessions).where(inArray(sql`${sessions.sess} ->> 'userId'`, gone));
  await tx.delete(users).where(and(eq(users.role, "demo"), inArray(users.id, demoIds)));
}
