import { and, asc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { DEFAULT_WEEKLY_REPORT_DAY, DIGEST, type Weekday } from "@stockroom/shared";
import { type Executor, selectRaw } from "../../db/client";
import { digestRuns, inventoryItems, properties, requestItems, requests, users } from "../../db/schema";
import { propertyScope } from "../access/repo";
import { isLow } from "../inventory/repo/columns";

/** Which claims of one digest week still allow a send: unsent, older than the lease and not given up. */
export interface ClaimRule {
  weekStart: string;
  /** A claim taken at or before this moment and still unsent may be taken again. */
  staleBefore: Date;
  maxAttempts: number;
}

/** The preferences as stored: JSON saved before the digest day existed reads as Monday (decision 135). */
const weeklyReportsOn = sql`(${users.notificationPreferences} ->> 'weeklyReports') = 'true'`;
const reportDay = sql`coalesce(${users.notificationPreferences} ->> 'weeklyReportDay', ${DEFAULT_WEEKLY_REPORT_DAY})`;

/**
 * Owners whose digest is due: weekly reports on, this day chosen, and no claim of the week that rules a
 * send out (sent, being sent, or out of attempts). At most `limit`; the next run takes the rest.
 */
export async function listDueOwners(
  db: Executor,
  { day, limit, ...rule }: ClaimRule & { day: Weekday; limit: number },
) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.role, "owner"),
        weeklyReportsOn,
        sql`${reportDay} = ${day}`,
        sql`not exists (select 1 from ${digestRuns} where ${digestRuns.ownerId} = ${users.id}
          and ${digestRuns.weekStart} = ${rule.weekStart}
          and (${digestRuns.sentAt} is not null or ${digestRuns.claimedAt} > ${rule.staleBefore.toISOString()}
            or ${digestRuns.attempts} >= ${rule.maxAttempts}))`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * Claims the owner's digest of the week, or answers false when another run holds it. The primary key
 * decides between instances: the first insert wins and the others' conflict. A conflicting claim is taken
 * over only while it is unsent, stale and has attempts left; PostgreSQL re-checks that condition on the
 * row as the winner left it, so two runs retrying at once still make one attempt (decision 136).
 */
export async function claimDigest(db: Executor, { ownerId, now, ...rule }: ClaimRule & { ownerId: string; now: Date }) {
  const rows = await db
    .insert(digestRuns)
    .values({ ownerId, weekStart: rule.weekStart, claimedAt: now })
    .onConflictDoUpdate({
      target: [digestRuns.ownerId, digestRuns.weekStart],
      set: { claimedAt: now, attempts: sql`${digestRuns.attempts} + 1` },
      setWhere: and(
        sql`${digestRuns.sentAt} is null`,
        lte(digestRuns.claimedAt, rule.staleBefore),
        lt(digestRuns.attempts, rule.maxAttempts),
      ),
    })
    .returning({ ownerId: digestRuns.ownerId });
  return rows.length === 1;
}

interface DigestRunKey {
  ownerId: string;
  weekStart: string;
}

export async function markDigestSent(db: Executor, { ownerId, weekStart, now }: DigestRunKey & { now: Date }) {
  await db
    .update(digestRuns)
    .set({ sentAt: now, lastError: null })
    .where(and(eq(digestRuns.ownerId, ownerId), eq(digestRuns.weekStart, weekStart)));
}

/** Keeps why the attempt failed; the claim stays unsent, so a later run may retry it (decision 136). */
export async function markDigestFailed(db: Executor, { ownerId, weekStart, error }: DigestRunKey & { error: string }) {
  await db
    .update(digestRuns)
    .set({ lastError: error.slice(0, 1000) })
    .where(and(eq(digestRuns.ownerId, ownerId), eq(digestRuns.weekStart, weekStart)));
}

/**
 * The owner's active properties: the one visibility rule, as the owner sees them. Every other tenant table a
 * statement reads is filtered by the account too (its owner_id, decision 155).
 */
const ownedBy = (ownerId: string) => propertyScope({ id: ownerId, role: "owner", createdBy: null });

export interface LowItemRow {
  propertyId: number;
  propertyName: string;
  lowCount: number;
  name: string;
  currentStock: number;
  minStock: number;
  unit: string;
}

/**
 * The owner's items at or below their minimum (the app's one low-stock rule), the worst few per property:
 * the lowest share of the minimum first, so an empty shelf leads. Each row carries its property's count.
 */
export async function selectLowItems(db: Executor, ownerId: string): Promise<LowItemRow[]> {
  const rows = await selectRaw<LowItemRow & { lowCount: string }>(
    db,
    sql`select "propertyId", "propertyName", "lowCount", name, "currentStock", "minStock", unit from (
        select ${properties.id} as "propertyId", ${properties.name} as "propertyName",
          ${inventoryItems.name} as name, ${inventoryItems.currentStock} as "currentStock",
          ${inventoryItems.minStock} as "minStock", ${inventoryItems.unit} as unit,
          count(*) over (partition by ${properties.id}) as "lowCount",
          row_number() over (partition by ${properties.id} order by
            ${inventoryItems.currentStock}::numeric / greatest(${inventoryItems.minStock}, 1),
            ${inventoryItems.name}, ${inventoryItems.id}) as rank
        from ${inventoryItems} join ${properties} on ${properties.id} = ${inventoryItems.propertyId}
        where ${ownedBy(ownerId)} and ${inventoryItems.ownerId} = ${ownerId} and ${isLow}
      ) low
      where rank <= ${DIGEST.worstItemsPerProperty}
      order by "propertyName", "propertyId", rank`,
  );
  return rows.map((row) => ({ ...row, lowCount: Number(row.lowCount) }));
}

/** How many of the owner's requests wait for review, and the one waiting longest. */
export async function selectPendingRequests(db: Executor, ownerId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      oldestId: sql<number | null>`(array_agg(${requests.id} order by ${requests.createdAt}, ${requests.id}))[1]`,
      oldestPropertyName: sql<
        string | null
      >`(array_agg(${properties.name} order by ${requests.createdAt}, ${requests.id}))[1]`,
      oldestCreatedAt: sql<Date | null>`min(${requests.createdAt})`.mapWith(requests.createdAt),
    })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .where(and(ownedBy(ownerId), eq(requests.ownerId, ownerId), eq(requests.status, "pending")));
  return {
    count: row.count,
    oldest:
      row.oldestId === null
        ? null
        : { id: row.oldestId, propertyName: row.oldestPropertyName ?? "", createdAt: row.oldestCreatedAt },
  };
}

/** A window of time the digest reports on, end excluded. */
export interface DigestPeriod {
  ownerId: string;
  from: Date;
  to: Date;
}

/** Requests reviewed in the period that were approved (received ones were approved first). */
const approvedIn = ({ ownerId, from, to }: DigestPeriod) =>
  and(
    ownedBy(ownerId),
    eq(requests.ownerId, ownerId),
    inArray(requests.status, ["approved", "received"]),
    gte(requests.reviewedAt, from),
    lt(requests.reviewedAt, to),
  );

/**
 * What the owner approved in the period, priced as analytics prices stock: quantity × the item's unit cost in
 * cents, a missing cost counting 0 (and the lines without one counted, so the email can say so).
 */
export async function selectApprovedSpend(db: Executor, period: DigestPeriod) {
  const [row] = await db
    .select({
      cents:
        sql<number>`coalesce(sum(${requestItems.approvedQuantity}::bigint * coalesce(${inventoryItems.unitCostCents}, 0)), 0)`.mapWith(
          Number,
        ),
      requests: sql<number>`count(distinct ${requests.id})`.mapWith(Number),
      unpricedLines: sql<number>`count(*) filter (where ${inventoryItems.unitCostCents} is null)`.mapWith(Number),
    })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    // The account in the join condition: a line whose item is gone still counts, unpriced.
    .leftJoin(
      inventoryItems,
      and(eq(inventoryItems.id, requestItems.itemId), eq(inventoryItems.ownerId, period.ownerId)),
    )
    .where(
      and(approvedIn(period), eq(requestItems.ownerId, period.ownerId), sql`${requestItems.approvedQuantity} > 0`),
    );
  return row;
}

/** The period's approvals that took longest from request to review, with their first line and line count. */
export async function selectSlowestApprovals(db: Executor, period: DigestPeriod) {
  return db
    .select({
      id: requests.id,
      propertyName: properties.name,
      createdAt: requests.createdAt,
      reviewedAt: requests.reviewedAt,
      firstItemName: sql<
        string | null
      >`(select ${requestItems.itemName} from ${requestItems} where ${requestItems.ownerId} = ${period.ownerId}
          and ${requestItems.requestId} = ${requests.id} order by ${requestItems.position} limit 1)`,
      lineCount: sql<number>`(select count(*) from ${requestItems} where ${requestItems.ownerId} = ${period.ownerId}
          and ${requestItems.requestId} = ${requests.id})`.mapWith(Number),
    })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .where(approvedIn(period))
    .orderBy(sql`${requests.reviewedAt} - ${requests.createdAt} desc`, asc(requests.id))
    .limit(DIGEST.slowestApprovals);
}
