import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { digestRuns, emailOutbox } from "../../db/schema";
import { addItem, addProperty, storePreferences } from "../../test/digest-data";
import { createAccount } from "../../test/fixtures";
import { useAccount, useTestContext } from "../../test/suite";
import type { Mailer, OutgoingEmail } from "../email/mailer";
import { DIGEST_MAX_ATTEMPTS, DIGEST_RETRY_AFTER_MS, runDigestJobs } from "./service";

/**
 * The digest job (issue 20.5, decisions 135–136) with injected times: the chosen UTC day from 07:00, once per
 * owner and week, nothing when weekly reports are off, exactly once when runners race on one database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL: there the runners hold separate pool connections), and
 * a failed send recorded and retried.
 */

const { ctx } = useTestContext({ seed: false });
const owner = useAccount(ctx);
const quietOwner = useAccount(ctx);
const oldJsonOwner = useAccount(ctx);
const manager = useAccount(ctx, { role: "manager" });

const appUrl = "https://stock.example.com";
const at = (iso: string) => new Date(`${iso}Z`);
// Wednesday 6 and Thursday 7 January 2027; Monday 11 and Wednesday 13 January.
const wednesday = at("2027-01-06T08:00:00");
const MINUTE = 60 * 1000;

/** A mailer that keeps what it is given, or fails to write it while `failing` is set. */
function recordingMailer() {
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer & { sent: OutgoingEmail[]; failing: boolean } = {
    sent,
    failing: false,
    async queue(_executor, email) {
      await Promise.resolve();
      if (mailer.failing) throw new Error("outbox write failed");
      sent.push(email);
      return sent.length;
    },
  };
  return mailer;
}

const run = (mailer: Mailer, now: Date) => runDigestJobs(ctx.database.db, { mailer, appUrl, now });
const db = () => ctx.database.db;
const runsOf = (ownerId: string) => db().select().from(digestRuns).where(eq(digestRuns.ownerId, ownerId));

beforeEach(async () => {
  await db().delete(digestRuns);
  await storePreferences(db(), owner.id, {
    lowStockAlerts: true,
    requestUpdates: true,
    weeklyReports: true,
    weeklyReportDay: "wednesday",
  });
  await storePreferences(db(), quietOwner.id, {
    lowStockAlerts: true,
    requestUpdates: true,
    weeklyReports: false,
    weeklyReportDay: "wednesday",
  });
  await storePreferences(db(), manager.id, {
    lowStockAlerts: true,
    requestUpdates: true,
    weeklyReports: true,
    weeklyReportDay: "wednesday",
  });
  // As stored before the day existed: read as Monday.
  await storePreferences(db(), oldJsonOwner.id, { lowStockAlerts: true, requestUpdates: true, weeklyReports: false });
});

describe("runDigestJobs: the day rule", () => {
  it("sends on the chosen day from 07:00 UTC, once that week, and again the next week", async () => {
    const mailer = recordingMailer();
    const recipients = async (now: Date) => {
      mailer.sent.length = 0;
      await run(mailer, now);
      return mailer.sent.map((email) => email.to);
    };
    expect(await recipients(at("2027-01-05T12:00:00"))).toEqual([]);
    expect(await recipients(at("2027-01-06T06:59:00"))).toEqual([]);
    expect(await recipients(at("2027-01-06T07:00:00"))).toEqual([owner.email]);
    expect(await recipients(at("2027-01-06T07:01:00"))).toEqual([]);
    expect(await recipients(at("2027-01-06T23:59:00"))).toEqual([]);
    expect(await recipients(at("2027-01-07T08:00:00"))).toEqual([]);
    expect(await recipients(at("2027-01-13T07:30:00"))).toEqual([owner.email]);
    expect((await runsOf(owner.id)).map((r) => r.weekStart).sort()).toEqual(["2027-01-04", "2027-01-11"]);
  });

  it("moving the day after this week's digest waits for next week", async () => {
    const mailer = recordingMailer();
    await run(mailer, wednesday);
    await storePreferences(db(), owner.id, { weeklyReports: true, weeklyReportDay: "friday" });
    await run(mailer, at("2027-01-08T09:00:00"));
    await run(mailer, at("2027-01-15T09:00:00"));
    expect(mailer.sent.map((email) => email.to)).toEqual([owner.email, owner.email]);
  });

  it("sends nothing to an owner with weekly reports off, nor to a manager", async () => {
    const mailer = recordingMailer();
    await run(mailer, wednesday);
    expect(mailer.sent.map((email) => email.to)).toEqual([owner.email]);
    expect(await runsOf(quietOwner.id)).toEqual([]);
    expect(await runsOf(manager.id)).toEqual([]);
  });

  it("reads preferences stored without a day as Monday", async () => {
    await storePreferences(db(), oldJsonOwner.id, { lowStockAlerts: true, requestUpdates: true, weeklyReports: true });
    const mailer = recordingMailer();
    await run(mailer, wednesday);
    await run(mailer, at("2027-01-11T07:00:00"));
    expect(mailer.sent.filter((email) => email.to === oldJsonOwner.email)).toHaveLength(1);
    expect((await runsOf(oldJsonOwner.id)).map((r) => r.weekStart)).toEqual(["2027-01-11"]);
  });
});

describe("runDigestJobs: exactly once", () => {
  it("sends one digest per owner when several runners race on the same database", async () => {
    const extra = await Promise.all([1, 2, 3].map(() => weeklyOwner()));
    const mailers = [recordingMailer(), recordingMailer(), recordingMailer(), recordingMailer()];
    const outcomes = await Promise.all(mailers.map((mailer) => run(mailer, wednesday)));

    const sent = mailers.flatMap((mailer) => mailer.sent.map((email) => email.to)).sort();
    expect(sent).toEqual([owner.email, ...extra.map((a) => a.email)].sort());
    expect(outcomes.reduce((n, o) => n + o.sent, 0)).toBe(4);
    const runs = await db()
      .select()
      .from(digestRuns)
      .where(inArray(digestRuns.ownerId, [owner.id, ...extra.map((a) => a.id)]));
    expect(runs.map((r) => [r.attempts, r.sentAt?.toISOString()])).toEqual(
      Array.from({ length: 4 }, () => [1, wednesday.toISOString()]),
    );
    await storePreferencesOff(extra.map((a) => a.id));
  });

  it("goes through the mailer's outbox with the owner's data and configured links", async () => {
    const property = await addProperty(db(), { ownerId: owner.id, name: "Outbox Hotel" });
    await addItem(db(), { propertyId: property, name: "Towels", stock: 1, min: 10 });
    await Promise.all([run(ctx.mailer, wednesday), run(ctx.mailer, wednesday)]);

    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toBe("Your Stockroom week: 1 item low");
    expect(rows[0].textBody).toContain("Outbox Hotel (1 low)\n  - Towels: 1 pieces, minimum 10");
    expect(rows[0].textBody).toContain(`${appUrl}/settings`);
  });
});

describe("runDigestJobs: a digest that could not be written", () => {
  it("is recorded, retried after the wait, and given up after the last attempt", async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    expect(await run(mailer, wednesday)).toEqual({ sent: 0, failed: 1 });
    expect(await runsOf(owner.id)).toEqual([
      expect.objectContaining({ attempts: 1, sentAt: null, lastError: "outbox write failed" }),
    ]);
    // Too soon: the claim still stands, as it would while another instance is sending.
    expect(await run(mailer, new Date(wednesday.getTime() + 5 * MINUTE))).toEqual({ sent: 0, failed: 0 });

    const retry = (attempt: number) => new Date(wednesday.getTime() + attempt * (DIGEST_RETRY_AFTER_MS + MINUTE));
    mailer.failing = false;
    expect(await run(mailer, retry(1))).toEqual({ sent: 1, failed: 0 });
    expect(await runsOf(owner.id)).toEqual([
      expect.objectContaining({ attempts: 2, sentAt: retry(1), lastError: null }),
    ]);
    expect(await run(mailer, retry(2))).toEqual({ sent: 0, failed: 0 });

    await db().delete(digestRuns);
    mailer.failing = true;
    for (let attempt = 0; attempt < DIGEST_MAX_ATTEMPTS + 2; attempt++) await run(mailer, retry(attempt));
    expect(await runsOf(owner.id)).toEqual([expect.objectContaining({ attempts: DIGEST_MAX_ATTEMPTS, sentAt: null })]);
    expect(mailer.sent.filter((email) => email.to === owner.email)).toHaveLength(1);
  });
});

/** Another owner with weekly reports on Wednesdays, made inside a test. */
async function weeklyOwner() {
  const account = await createAccount(ctx.app, db());
  await storePreferences(db(), account.id, { weeklyReports: true, weeklyReportDay: "wednesday" });
  return account;
}

async function storePreferencesOff(ids: string[]) {
  for (const id of ids) await storePreferences(db(), id, { weeklyReports: false });
}
