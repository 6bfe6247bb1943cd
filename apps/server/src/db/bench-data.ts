import { CATEGORIES } from "@stockroom/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client";
import { properties, propertyManagers, users } from "./schema";
import { hashPassword } from "../lib/password";

/** The data set sizes of issue #8: `large` is an enterprise group after two years of use. */
export const SIZES = {
  small: { properties: 2, itemsPerProperty: 50, managers: 4, requests: 1_000, checkDays: 30 },
  large: { properties: 20, itemsPerProperty: 500, managers: 40, requests: 100_000, checkDays: 30 },
} as const;
export type Size = keyof typeof SIZES;
export interface Shape {
  properties: number;
  itemsPerProperty: number;
  managers: number;
  requests: number;
  checkDays: number;
}

/** The account the benchmark signs in with. */
export const BENCH_OWNER = { email: "bench-owner@stockroom.test", password: "BenchOwner123" } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const ITEM_NAMES = [
  "Bath Towels",
  "Hand Towels",
  "Shampoo Bottles",
  "Bed Sheets",
  "LED Bulbs",
  "AA Batteries",
  "Keycards",
  "Guest Notepads",
  "Coffee Pods",
  "Paper Cups",
  "Tea Bags",
  "Air Filters",
];

/** The marker that tells a seeded data set's size, so a second run with the same size does nothing. */
const marker = (label: string) => `Bench ${label}`;

/**
 * Seeds the benchmark data set for one owner. Idempotent: with the same size already there it returns
 * false; a different size is removed first. Rows are made by set-based INSERT … SELECT statements, so
 * the large set (about 750 000 rows) takes seconds on PostgreSQL rather than minutes.
 */
export async function seedBenchData(
  db: Database,
  size: Size | { label: string; shape: Shape },
  now = new Date(),
): Promise<boolean> {
  const seeded = await writeDataSet(db, size, now);
  // Fresh statistics and visibility maps whether or not rows were written: the planner must see the set
  // as it is when a benchmark starts (autovacuum is off on the bench machines), and earlier runs' POSTs
  // left rows behind.
  await db.execute(sql`vacuum analyze`);
  return seeded;
}

async function writeDataSet(db: Database, size: Size | { label: string; shape: Shape }, now: Date) {
  const { label, shape } = typeof size === "string" ? { label: size, shape: SIZES[size] } : size;
  const [existing] = await db
    .select({ id: users.id, companyName: users.companyName })
    .from(users)
    .where(eq(users.email, BENCH_OWNER.email));
  if (existing?.companyName === marker(label)) return false;
  if (existing) await removeBenchOwner(db, existing.id);

  const passwordHash = await hashPassword(BENCH_OWNER.password);
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        email: BENCH_OWNER.email,
        firstName: "Bench",
        lastName: "Owner",
        passwordHash,
        role: "owner",
        companyName: marker(label),
        subscriptionTier: "enterprise",
        subscriptionStatus: "active",
        billingPeriod: "yearly",
        // Far from its period end, so no scheduled job touches the account while it is measured.
        currentPeriodStart: new Date(now.getTime() - 30 * DAY_MS),
        currentPeriodEnd: new Date(now.getTime() + 335 * DAY_MS),
        createdAt: new Date(now.getTime() - 730 * DAY_MS),
      })
      .returning({ id: users.id });
    const managers = await tx
      .insert(users)
      .values(
        Array.from({ length: shape.managers }, (_, i) => ({
          email: `bench-manager-${i + 1}@stockroom.test`,
          firstName: "Manager",
          lastName: String(i + 1),
          passwordHash,
          role: "manager" as const,
          createdBy: owner.id,
        })),
      )
      .returning({ id: users.id });
    const props = await tx
      .insert(properties)
      .values(
        Array.from({ length: shape.properties }, (_, i) => ({
          name: `Bench Hotel ${String(i + 1).padStart(2, "0")}`,
          address: `${i + 1} Benchmark Road`,
          ownerId: owner.id,
        })),
      )
      .returning({ id: properties.id });
    await tx.insert(propertyManagers).values(
      managers.map((manager, i) => ({
        propertyId: props[i % props.length].id,
        managerId: manager.id,
        ownerId: owner.id,
      })),
    );
    const propertyIds = props.map((p) => p.id);
    const set: BenchSet = { propertyIds, ownerId: owner.id, now };
    await insertItems(tx, set, shape.itemsPerProperty);
    await insertRequests(tx, set, shape.requests);
    await insertDailyChecks(tx, set, shape.checkDays);
  });
  return true;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The bench owner's properties, the owner, and the moment the history ends. */
interface BenchSet {
  propertyIds: number[];
  ownerId: string;
  now: Date;
}

async function insertItems(tx: Tx, { propertyIds, ownerId }: BenchSet, perProperty: number) {
  const categories = sql.raw(`(array[${CATEGORIES.map((c) => `'${c}'`).join(",")}]::item_category[])`);
  const names = sql.raw(`(array[${ITEM_NAMES.map((n) => `'${n}'`).join(",")}])`);
  // Every tenth item sits below its minimum, so low-stock lists are realistic.
  await tx.execute(sql`
    insert into inventory_items (name, category, current_stock, min_stock, max_capacity, unit_cost_cents, unit, property_id, owner_id)
    select ${names}[1 + g % ${ITEM_NAMES.length}] || ' ' || lpad(g::text, 4, '0'),
           ${categories}[1 + g % ${CATEGORIES.length}],
           case when g % 10 = 0 then 5 else 40 + g % 60 end, 20, 200, 100 + g % 900, 'pieces', p, ${ownerId}
    from unnest(${sql.raw(`array[${propertyIds.join(",")}]`)}::int[]) p, generate_series(1, ${perProperty}) g`);
  await tx.execute(sql`
    insert into stock_movements (item_id, delta, resulting_stock, reason, created_at, owner_id)
    select id, current_stock, current_stock, 'created', created_at, owner_id from inventory_items
    where property_id = any(${sql.raw(`array[${propertyIds.join(",")}]`)}::int[])`);
  await tx.execute(sql`
    create temporary table bench_items on commit drop as
    select id, property_id, name, unit,
           row_number() over (partition by property_id order by id)::int as rn,
           count(*) over (partition by property_id)::int as n
    from inventory_items where property_id = any(${sql.raw(`array[${propertyIds.join(",")}]`)}::int[])`);
  await tx.execute(sql`create index on bench_items (property_id, rn)`);
}

/**
 * Requests spread over two years with 1–5 lines each: older ones mostly received, the newest pending.
 * Line items are distinct within a request (positions step through the property's items by 13).
 */
async function insertRequests(tx: Tx, { propertyIds, ownerId, now }: BenchSet, count: number) {
  const props = sql.raw(`(array[${propertyIds.join(",")}]::int[])`);
  await tx.execute(sql`
    insert into requests (property_id, requester_id, quantity, reason, status, reviewed_by, reviewed_at,
                          received_by, received_at, created_at, updated_at, owner_id)
    select prop, requester, 1, 'Restock for the week', status,
           case when status <> 'pending' then ${ownerId} end,
           case when status <> 'pending' then created + interval '1 day' end,
           case when status = 'received' then requester end,
           case when status = 'received' then created + interval '3 days' end,
           created, created, ${ownerId}
    from (
      select ${props}[1 + g % ${propertyIds.length}] as prop,
             ${sql.raw(`timestamptz '${now.toISOString()}'`)} - (g::double precision / ${count} * interval '730 days') as created,
             (case when g <= ${count} * 0.02 then 'pending'
                   when g % 10 = 0 then 'declined'
                   when g <= ${count} * 0.05 then 'approved'
                   else 'received' end)::request_status as status,
             g
      from generate_series(1, ${count}) g
    ) r
    cross join lateral (
      select manager_id as requester from property_managers pm where pm.property_id = r.prop order by pm.id limit 1
    ) m`);
  await tx.execute(sql`
    insert into request_items (request_id, item_id, item_name, unit, position, requested_quantity,
                               approved_quantity, received_quantity, state, owner_id)
    select r.id, bi.id, bi.name, bi.unit, pos, q,
           case when r.status in ('approved', 'received') then q end,
           case when r.status = 'received' then q end,
           (case r.status when 'pending' then 'pending' when 'approved' then 'approved'
                          when 'declined' then 'denied' else 'received' end)::request_item_state,
           r.owner_id
    from requests r
    join properties p on p.id = r.property_id and p.id = any(${props})
    cross join lateral generate_series(1, 1 + r.id % 5) pos
    cross join lateral (select 1 + (r.id + pos) % 10 as q) qty
    join bench_items bi on bi.property_id = r.property_id
                       and bi.rn = 1 + ((r.id * 7 + pos * 13) % bi.n)`);
  await tx.execute(sql`
    update requests r set quantity = s.total, item_id = s.first_item,
           approved_quantity = case when r.status in ('approved', 'received') then s.total end,
           received_quantity = case when r.status = 'received' then s.total end
    from (select ri.request_id, sum(ri.requested_quantity)::int as total,
                 (array_agg(ri.item_id order by ri.position))[1] as first_item
          from request_items ri join requests rq on rq.id = ri.request_id
          where rq.property_id = any(${props}) group by ri.request_id) s
    where s.request_id = r.id`);
}

/** One count per property per day; each covers every item and leaves stock as it was. */
async function insertDailyChecks(tx: Tx, { propertyIds, ownerId, now }: BenchSet, days: number) {
  const props = sql.raw(`(array[${propertyIds.join(",")}]::int[])`);
  await tx.execute(sql`
    insert into daily_checks (property_id, checked_by, checked_at, created_at, owner_id)
    select p, (select manager_id from property_managers pm where pm.property_id = p order by pm.id limit 1),
           ${sql.raw(`timestamptz '${now.toISOString()}'`)} - d * interval '1 day',
           ${sql.raw(`timestamptz '${now.toISOString()}'`)} - d * interval '1 day', ${ownerId}
    from unnest(${props}) p, generate_series(1, ${days}) d`);
  await tx.execute(sql`
    insert into daily_check_items (daily_check_id, item_id, counted_quantity, previous_stock, owner_id)
    select dc.id, bi.id, i.current_stock, i.current_stock, dc.owner_id
    from daily_checks dc
    join bench_items bi on bi.property_id = dc.property_id
    join inventory_items i on i.id = bi.id
    where dc.property_id = any(${props})`);
}

/** Removes the bench owner, their managers and (by cascade) everything in their properties. */
async function removeBenchOwner(db: Database, ownerId: string) {
  await db.transaction(async (tx) => {
    const managers = await tx.select({ id: users.id }).from(users).where(eq(users.createdBy, ownerId));
    await tx.delete(properties).where(eq(properties.ownerId, ownerId));
    if (managers.length > 0)
      await tx.delete(users).where(
        inArray(
          users.id,
          managers.map((m) => m.id),
        ),
      );
    await tx.delete(users).where(eq(users.id, ownerId));
  });
}
