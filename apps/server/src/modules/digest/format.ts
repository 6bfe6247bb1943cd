import { DIGEST, WEEKDAY_LABELS, type Weekday } from "@stockroom/shared";
import { greeting, plainLabel } from "../email/text";
import type { LowItemRow } from "./repo";

/** Everything one owner's digest says, as the repository reads it (decision 135). */
export interface DigestData {
  firstName: string | null;
  /** The owner's chosen day, named in the footer. */
  day: Weekday;
  /** The period spend and approvals cover, end excluded. */
  from: Date;
  to: Date;
  /** The worst few low items per property, each with its property's count of low items. */
  lowItems: LowItemRow[];
  pending: { count: number; oldest: { id: number; propertyName: string; createdAt: Date } | null };
  spend: { cents: number; requests: number; unpricedLines: number };
  slowestApprovals: {
    id: number;
    propertyName: string;
    createdAt: Date;
    reviewedAt: Date | null;
    firstItemName: string | null;
    lineCount: number;
  }[];
}

export interface DigestEmail {
  subject: string;
  text: string;
}

const HOUR_MS = 60 * 60 * 1000;
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const dateOf = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A wait as a person says it: "under an hour", "5 hours", "3 days 2 hours". */
export function waitedFor(ms: number): string {
  const hours = Math.floor(Math.max(ms, 0) / HOUR_MS);
  if (hours < 1) return "under an hour";
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? plural(days, "day") : `${plural(days, "day")} ${plural(rest, "hour")}`;
}

/**
 * The digest as a plain-text email (the app's other emails are plain text too). What users typed (names of
 * people, properties and items, units) is reduced to plain words (`../email/text`), so the only links are the
 * ones built here from the configured origin (`appUrl`).
 */
export function formatDigest(data: DigestData, { appUrl }: { appUrl: string }): DigestEmail {
  const lowTotal = totalLow(data.lowItems);
  const text = [
    greeting(data.firstName),
    "",
    `Here is your Stockroom week: the ${DIGEST.periodDays} days to ${dateOf.format(data.to)}.`,
    "",
    ...lowStockLines(data.lowItems, lowTotal, appUrl),
    "",
    ...pendingLines(data.pending, { appUrl, now: data.to }),
    "",
    ...spendLines(data.spend),
    "",
    ...approvalLines(data.slowestApprovals),
    "",
    `You get this email every ${WEEKDAY_LABELS[data.day]} because weekly reports are on.`,
    `Choose another day or turn it off in Settings: ${appUrl}/settings`,
  ].join("\n");
  return { subject: subjectOf(lowTotal, data.pending.count), text };
}

function subjectOf(lowTotal: number, pending: number): string {
  if (lowTotal === 0 && pending === 0) return "Your Stockroom week: all stocked, nothing waiting";
  const parts = [
    lowTotal > 0 ? `${plural(lowTotal, "item")} low` : null,
    pending > 0 ? `${plural(pending, "request")} waiting` : null,
  ];
  return `Your Stockroom week: ${parts.filter(Boolean).join(", ")}`;
}

function totalLow(rows: LowItemRow[]): number {
  const counts = new Map(rows.map((row) => [row.propertyId, row.lowCount]));
  return [...counts.values()].reduce((sum, n) => sum + n, 0);
}

function lowStockLines(rows: LowItemRow[], total: number, appUrl: string): string[] {
  if (total === 0) return ["LOW STOCK", "No item is at or below its minimum."];
  const lines = ["LOW STOCK", `${plural(total, "item")} at or below the minimum:`];
  const byProperty = new Map<number, LowItemRow[]>();
  for (const row of rows) byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row]);
  for (const items of byProperty.values()) {
    const [first] = items;
    lines.push("", `${plainLabel(first.propertyName)} (${first.lowCount} low)`);
    for (const item of items)
      lines.push(
        `  - ${plainLabel(item.name)}: ${item.currentStock} ${plainLabel(item.unit)}, minimum ${item.minStock}`,
      );
    if (first.lowCount > items.length) lines.push(`  and ${first.lowCount - items.length} more`);
  }
  lines.push("", `See them in the inventory: ${appUrl}/inventory`);
  return lines;
}

function pendingLines(pending: DigestData["pending"], { appUrl, now }: { appUrl: string; now: Date }): string[] {
  if (!pending.oldest) return ["PENDING REQUESTS", "No request is waiting for review."];
  const { id, propertyName, createdAt } = pending.oldest;
  return [
    "PENDING REQUESTS",
    `${plural(pending.count, "request")} waiting for review. The oldest, #${id} at ${plainLabel(propertyName)}, has waited ${waitedFor(now.getTime() - createdAt.getTime())}.`,
    `Review them: ${appUrl}/requests`,
  ];
}

function spendLines(spend: DigestData["spend"]): string[] {
  if (spend.requests === 0) return [`SPEND (last ${DIGEST.periodDays} days)`, "Nothing was approved."];
  const lines = [
    `SPEND (last ${DIGEST.periodDays} days)`,
    `${usd.format(spend.cents / 100)} approved on ${plural(spend.requests, "request")}, at the items' unit costs.`,
  ];
  if (spend.unpricedLines > 0)
    lines.push(
      `${plural(spend.unpricedLines, "line")} without a unit cost ${spend.unpricedLines === 1 ? "counts" : "count"} as $0.`,
    );
  return lines;
}

function approvalLines(approvals: DigestData["slowestApprovals"]): string[] {
  if (approvals.length === 0) return ["SLOWEST APPROVALS", "No request was approved."];
  const lines = ["SLOWEST APPROVALS (request to approval)"];
  for (const approval of approvals) {
    const first = plainLabel(approval.firstItemName) || "Request";
    const what = approval.lineCount > 1 ? `${first} and ${plural(approval.lineCount - 1, "more item")}` : first;
    const waited = waitedFor((approval.reviewedAt ?? approval.createdAt).getTime() - approval.createdAt.getTime());
    lines.push(`  - #${approval.id} at ${plainLabel(approval.propertyName)} (${what}): ${waited}`);
  }
  return lines;
}
