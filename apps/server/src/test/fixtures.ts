import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import type { Role, Tier } from "@stockroom/shared";
import type { Database } from "../db/client";
import { emailOutbox, inventoryItems, properties, propertyManagers, users } from "../db/schema";
import { DEMO_CREDENTIALS } from "../db/seed-data";
import { hashPassword } from "../lib/password";
import { type TestContext, createTestContext, signIn } from "./context";

export { ledgerMismatches } from "./ledger";

/** The password of every account createAccount makes. */
export const FIXTURE_PASSWORD = "Fixture123";
let passwordHash: Promise<string> | undefined;

export interface Account {
  id: string;
  email: string;
  cookie: string;
}

/** Creates a signed-in account of any role and tier (another tenant, a second manager, ...). */
export async function createAccount(
  app: FastifyInstance,
  db: Database,
  options: { role?: Role; tier?: Tier; createdBy?: string } = {},
): Promise<Account> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const email = `${options.role ?? "owner"}-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      firstName: "Test",
      lastName: options.role ?? "owner",
      passwordHash: await passwordHash,
      role: options.role ?? "owner",
      subscriptionTier: options.tier ?? "starter",
      subscriptionStatus: "active",
      createdBy: options.createdBy,
    })
    .returning({ id: users.id });
  return { id: row.id, email, cookie: await signIn(app, email, FIXTURE_PASSWORD) };
}

/** The subject and text of every message written to `email`'s outbox, in the order written. */
export function mailTo(db: Database, email: string) {
  return db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(emailOutbox.id);
}

/** A Growth owner with one property ("Harbor View") and a manager of theirs assigned there. */
export async function ownerWithAssignedManager(app: FastifyInstance, db: Database) {
  const owner = await createAccount(app, db, { tier: "growth" });
  const manager = await createAccount(app, db, { role: "manager", createdBy: owner.id });
  const [property] = await db
    .insert(properties)
    .values({ name: "Harbor View", ownerId: owner.id })
    .returning({ id: properties.id });
  await db.insert(propertyManagers).values({ propertyId: property.id, managerId: manager.id, ownerId: owner.id });
  return { owner, manager, propertyId: property.id };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Puts an account ten days into a 30-day monthly period, which billing tests price against; returns its start. */
export async function startMonthlyPeriod(db: Database, userId: string): Promise<Date> {
  const start = new Date(Date.now() - 10 * DAY_MS);
  await db
    .update(users)
    .set({
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + 30 * DAY_MS),
      billingPeriod: "monthly",
    })
    .where(eq(users.id, userId));
  return start;
}

/** Cancels an account whose 30-day period ended yesterday: past its paid period, Reactivate's case. */
export async function endPaidPeriod(db: Database, userId: string): Promise<void> {
  const ended = new Date(Date.now() - DAY_MS);
  await db
    .update(users)
    .set({
      subscriptionStatus: "canceled",
      currentPeriodStart: new Date(ended.getTime() - 30 * DAY_MS),
      currentPeriodEnd: ended,
    })
    .where(eq(users.id, userId));
}

/** The seeded demo group: its accounts signed in, and its property ids by name. */
export async function seededGroup(app: FastifyInstance, db: Database) {
  const { owner, manager, admin } = DEMO_CREDENTIALS;
  const [ownerCookie, managerCookie, adminCookie] = await Promise.all([
    signIn(app, owner.email, owner.password),
    signIn(app, manager.email, manager.password),
    signIn(app, admin.email, admin.password),
  ]);
  const [ownerRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
  const [managerRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, manager.email));
  const props = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .orderBy(asc(properties.id));
  const byName = (name: string) => props.find((p) => p.name === name)!.id;
  return {
    owner: { id: ownerRow.id, cookie: ownerCookie },
    manager: { id: managerRow.id, cookie: managerCookie },
    admin: { cookie: adminCookie },
    harbor: byName("Harbor View Hotel"),
    maple: byName("Maple Grove Inn"),
    sunset: byName("Sunset Boutique Suites"),
  };
}

/** Id of the first item of a property with this name. */
export async function itemId(db: Database, propertyId: number, name: string): Promise<number> {
  const rows = await db
    .select({ id: inventoryItems.id, name: inventoryItems.name, propertyId: inventoryItems.propertyId })
    .from(inventoryItems)
    .where(eq(inventoryItems.name, name));
  return rows.find((r) => r.propertyId === propertyId)!.id;
}

/** A tiny client for inject: JSON in, status and JSON out. */
/**
 * POSTs as a new visitor each time, from its own address in `subnet` (e.g. "10.16.2"), so the per-address sign-up
 * and checkout limits never decide a test that is not about them. The context is read at each call.
 */
export function visitorPost(ctx: TestContext, subnet: string) {
  let visitors = 0;
  return (url: string, payload: object, cookie?: string) =>
    ctx.app.inject({
      method: "POST",
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: `${subnet}.${++visitors}`,
    });
}

export function client(app: FastifyInstance) {
  return async (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    cookie?: string,
    payload?: unknown,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.body ? (JSON.parse(response.body) as unknown) : undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect bodies freely
    return { status: response.statusCode, body: body as any };
  };
}

/** Current stock of one item. */
export async function stockOf(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ stock: inventoryItems.currentStock })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, id));
  return row.stock;
}

export interface SeededSuite {
  ctx: TestContext;
  api: ReturnType<typeof client>;
  group: Awaited<ReturnType<typeof seededGroup>>;
  /** An owner of another tenant, with nothing of the seeded group (absent when not asked for). */
  stranger: Account;
}

/**
 * The usual API test setup: a fresh seeded database, a client, the group's sessions and, unless a test
 * counts users, a stranger.
 */
export async function openSeededSuite({
  withStranger = true,
  env,
}: { withStranger?: boolean; env?: Record<string, string> } = {}): Promise<SeededSuite> {
  const ctx = await createTestContext({ env });
  return {
    ctx,
    api: client(ctx.app),
    group: await seededGroup(ctx.app, ctx.database.db),
    stranger: withStranger ? await createAccount(ctx.app, ctx.database.db) : (undefined as never),
  };
}

/** Details of a built-in provider test card (see TEST_CARDS), valid for two more years. */
export function testCard(number: string) {
  return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };
}
