import { NOTIFICATION_EMAIL_PREFERENCE, effectiveTier, tierHasLowStockAlerts } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import type { Mailer, OutgoingEmail } from "../email/mailer";
import { type DueEmail, type NewNotification, claimDueEmails, insertNotifications } from "../notifications/repo";
import { claimDueEpisodes, selectPropertyAudience } from "./repo";
import {
  type RequestOutcome,
  importLowStockEmail,
  itemLink,
  lowStockEmail,
  lowStockNotification,
  requestOutcomeEmail,
} from "./text";

/** Rows claimed per transaction: a backlog is worked off in several short transactions. */
const BATCH = 200;

export interface AlertJobOptions {
  mailer: Mailer;
  /** The configured origin every emailed link starts with (never a request's Host). */
  linkOrigin: string;
  now?: Date;
}

/**
 * Tells the owner and managers about every new low-stock episode, then writes the emails of every notification
 * nobody has emailed yet (decision 134). Each step claims its rows and writes what they lead to in one
 * transaction, so a notification or an email exists exactly once however many instances run this at the same
 * moment; the outbox delivers the emails (decision 158). The `alerts.sweep` job runs this.
 */
export async function runAlertJobs(db: Database, { mailer, linkOrigin, now = new Date() }: AlertJobOptions) {
  let episodes = 0;
  let notified = 0;
  for (;;) {
    const claimed = await db.transaction((tx) => notifyEpisodes(tx, now));
    episodes += claimed.episodes;
    notified += claimed.notifications;
    if (claimed.episodes < BATCH) break;
  }
  let emails = 0;
  for (;;) {
    const { claimed, written } = await db.transaction((tx) => writeEmails(tx, { now, linkOrigin, mailer }));
    emails += written;
    if (claimed < BATCH) break;
  }
  return { episodes, notifications: notified, emails };
}

async function notifyEpisodes(tx: Executor, now: Date) {
  const episodes = await claimDueEpisodes(tx, { limit: BATCH, now });
  // A property switched off by a downgrade is out of sight, and a plan without alerts pays for none
  // (decision 144): their episodes count as told, nobody is.
  const active = episodes.filter((e) => e.propertyActive && tierHasLowStockAlerts(effectiveTier(e.owner, now)));
  if (active.length === 0) return { episodes: episodes.length, notifications: 0 };
  const audience: { propertyId: number; userId: string }[] = [];
  for (const [ownerId, propertyIds] of propertiesByAccount(active)) {
    audience.push(...(await selectPropertyAudience(tx, { ownerId, propertyIds: [...propertyIds] })));
  }
  const rows: NewNotification[] = active.flatMap((episode) =>
    audience
      .filter((a) => a.propertyId === episode.propertyId)
      .map((a) => ({
        ownerId: episode.ownerId,
        userId: a.userId,
        kind: "low_stock" as const,
        ...lowStockNotification(episode),
        link: itemLink(episode),
        episodeId: episode.episodeId,
        createdAt: now,
      })),
  );
  return { episodes: episodes.length, notifications: await insertNotifications(tx, rows) };
}

/** The claimed episodes' properties, per account: the audience is read one account at a time (decision 155). */
function propertiesByAccount(episodes: { ownerId: string; propertyId: number }[]): Map<string, Set<number>> {
  const byAccount = new Map<string, Set<number>>();
  for (const { ownerId, propertyId } of episodes) {
    byAccount.set(ownerId, (byAccount.get(ownerId) ?? new Set()).add(propertyId));
  }
  return byAccount;
}

/** Whether the recipient's preferences let this notification go out by email. */
function wanted(due: DueEmail): boolean {
  // A manager a demo account made gets no email (issue 16.2): a demo emails no one but itself, and only once its
  // address was proved (issue 34: a demo account made before sign-ups were confirmed never was).
  if (due.user.creatorRole === "demo") return false;
  if (due.user.role === "demo" && !due.user.emailVerified) return false;
  return due.user.preferences[NOTIFICATION_EMAIL_PREFERENCE[due.kind]];
}

async function writeEmails(
  tx: Executor,
  { now, linkOrigin, mailer }: { now: Date; linkOrigin: string; mailer: Mailer },
) {
  const due = await claimDueEmails(tx, { limit: BATCH, now });
  const emails: OutgoingEmail[] = [];
  const lowByUser = new Map<string, DueEmail[]>();
  for (const row of due.filter(wanted)) {
    if (row.kind === "low_stock") {
      // The item may be gone since: its notification stays in the bell, there is nothing left to mail.
      if (!row.item || row.itemPropertyName === null) continue;
      lowByUser.set(row.user.id, [...(lowByUser.get(row.user.id) ?? []), row]);
    } else if (row.kind === "low_stock_import") {
      const url = `${linkOrigin}${row.link}`;
      emails.push({
        to: row.user.email,
        ...importLowStockEmail({ firstName: row.user.firstName, title: row.title, url, origin: linkOrigin }),
      });
    } else if (row.requestId !== null && row.requestPropertyName !== null) {
      const outcome = row.kind.replace("request_", "") as RequestOutcome;
      emails.push({
        to: row.user.email,
        ...requestOutcomeEmail({
          firstName: row.user.firstName,
          requestId: row.requestId,
          outcome,
          propertyName: row.requestPropertyName,
          url: `${linkOrigin}${row.link}`,
          origin: linkOrigin,
        }),
      });
    }
  }
  for (const rows of lowByUser.values()) {
    const items = rows.map((r) => ({
      ...r.item!,
      itemName: r.item!.name,
      propertyName: r.itemPropertyName!,
      link: r.link,
    }));
    emails.push({
      to: rows[0].user.email,
      ...lowStockEmail({ firstName: rows[0].user.firstName, items, origin: linkOrigin }),
    });
  }
  for (const email of emails) await mailer.queue(tx, email);
  return { claimed: due.length, written: emails.length };
}
