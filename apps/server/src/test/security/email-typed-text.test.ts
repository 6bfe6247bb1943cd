import { asc, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { purchaseOrderNumber } from "@stockroom/shared";
import { emailOutbox } from "../../db/schema";
import { runDigestJobs } from "../../modules/digest/service";
import { digestMoment } from "../../modules/digest/schedule";
import { type Account, createAccount } from "../fixtures";
import { linkableRuns, originLinks } from "../linkable";
import { useTestContext } from "../suite";

/*
 * Issue 34: text a customer typed reaches an email as plain words, purchase-order mails included. Every field
 * below is typed through the API with a hostile value (a link, a domain hidden by invisible or look-alike
 * characters, a header line), the real jobs write the emails, and each email read back from the outbox carries
 * the field as plain words, with the app's own links (from APP_ORIGIN) as its only links and a one-line subject.
 */

const ORIGIN = "https://stock.example.com";
const TYPED = {
  propertyName: "Harbor\r\nBcc: victim@evil.test\r\nPay at http://evil.test/pay",
  propertyAddress: "1 Quay St.\nUrgent: wire funds at https://evil.test/wire\n\u202Etset.live\u202C",
  supplierContact: "Urgent: pay invoice at ｗｗｗ．evil．test",
  itemName: "Towels\u200B see evil\u3002test/login or billing@evil.test",
  unit: "rolls http://evil.test",
};
/** The same fields as plain words: what each email must show of them. */
const PLAIN = {
  propertyName: "Harbor Bcc victim evil test Pay at http evil test/pay",
  propertyAddress: "1 Quay St., Urgent wire funds at https evil test/wire, tset live",
  supplierContact: "Urgent pay invoice at www evil test",
  itemName: "Towels see evil test/login or billing evil test",
  unit: "rolls http evil test",
};

const { ctx, api } = useTestContext({ seed: false, env: { APP_ORIGIN: ORIGIN } });
const db = () => ctx.database.db;

let owner: Account;
let manager: Account;
const made = { propertyId: 0, itemId: 0, supplierId: 0, approvedRequestId: 0 };

async function ok<T = Record<string, unknown>>(call: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const { status: got, body } = await call;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
}

/** The outbox rows written after `afterId`, oldest first. */
const mailsAfter = (afterId: number) =>
  db().select().from(emailOutbox).where(gt(emailOutbox.id, afterId)).orderBy(asc(emailOutbox.id));
const lastMailId = async () => (await db().select({ id: emailOutbox.id }).from(emailOutbox)).at(-1)?.id ?? 0;

/** Runs the alert sweep the way a serving instance does: its job, then every job it queued. */
async function sweepAlerts() {
  await ctx.jobs.send(db(), { name: "alerts.sweep", data: {} });
  await ctx.jobs.drain();
}

function expectPlainEmail(mail: { subject: string; textBody: string }) {
  expect(mail.subject).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
  expect(linkableRuns(mail.subject)).toEqual([]);
  expect(linkableRuns(mail.textBody, { origin: ORIGIN })).toEqual([]);
}

beforeAll(async () => {
  owner = await createAccount(ctx.app, db(), { tier: "basic" });
  manager = await createAccount(ctx.app, db(), { role: "manager", createdBy: owner.id });
  const property = await ok(
    api("POST", "/api/properties", owner.cookie, { name: TYPED.propertyName, address: TYPED.propertyAddress }),
    201,
  );
  made.propertyId = property.id as number;
  await ok(api("POST", `/api/properties/${made.propertyId}/managers`, owner.cookie, { managerId: manager.id }), 201);
  const supplier = await ok(
    api("POST", "/api/suppliers", owner.cookie, {
      name: "Linens",
      email: "orders@linens.test",
      contactName: TYPED.supplierContact,
    }),
    201,
  );
  made.supplierId = supplier.id as number;
  const item = await ok(
    api("POST", "/api/inventory", owner.cookie, {
      propertyId: made.propertyId,
      name: TYPED.itemName,
      unit: TYPED.unit,
      category: "housekeeping",
      currentStock: 20,
      minStock: 10,
      unitCost: 2.5,
      supplierId: made.supplierId,
    }),
    201,
  );
  made.itemId = item.id as number;
});

describe("typed text in emails (issue 34)", () => {
  it("the low-stock email shows the item, its unit and its property as plain words", async () => {
    const before = await lastMailId();
    await ok(
      api("POST", "/api/daily-checks", manager.cookie, {
        propertyId: made.propertyId,
        checkedAt: new Date().toISOString(),
        items: [{ itemId: made.itemId, countedQuantity: 2 }],
      }),
      201,
    );
    await sweepAlerts();
    const mails = await mailsAfter(before);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([manager.email, owner.email].sort());
    for (const mail of mails) {
      expectPlainEmail(mail);
      expect(mail.subject).toBe(`Low stock: ${PLAIN.itemName} at ${PLAIN.propertyName}`);
      expect(mail.textBody).toContain(
        `- ${PLAIN.itemName} at ${PLAIN.propertyName}: 2 ${PLAIN.unit} left, minimum 10 ${PLAIN.unit}`,
      );
      expect(originLinks(mail.textBody, ORIGIN)).toEqual([
        `${ORIGIN}/inventory?propertyId=${made.propertyId}&category=housekeeping#inventory-item-${made.itemId}`,
        `${ORIGIN}/settings`,
      ]);
    }
  });

  it("the request outcome email shows the property as plain words", async () => {
    const request = await ok(
      api("POST", "/api/requests", manager.cookie, { items: [{ itemId: made.itemId, quantity: 3 }] }),
      201,
    );
    made.approvedRequestId = request.id as number;
    const lines = (request.items as { id: number }[]).map((line) => ({ requestItemId: line.id, approvedQuantity: 3 }));
    const before = await lastMailId();
    await ok(api("PUT", `/api/requests/${request.id}/status`, owner.cookie, { status: "approved", items: lines }));
    await sweepAlerts();
    const [mail, ...others] = await mailsAfter(before);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ toAddress: manager.email, subject: `Request #${request.id} approved` });
    expectPlainEmail(mail);
    expect(mail.textBody).toContain(`Your request #${request.id} for ${PLAIN.propertyName} was approved.`);
    expect(originLinks(mail.textBody, ORIGIN)).toEqual([
      `${ORIGIN}/requests?openRequest=${request.id}`,
      `${ORIGIN}/settings`,
    ]);
  });

  it("the purchase-order email shows the supplier contact, the property and its address as plain words, with no link", async () => {
    const orders = await ok<{ id: number; supplierId: number | null }[]>(
      api("POST", `/api/requests/${made.approvedRequestId}/purchase-orders`, owner.cookie),
    );
    const order = orders.find((o) => o.supplierId === made.supplierId)!;
    const before = await lastMailId();
    await ok(api("POST", `/api/purchase-orders/${order.id}/send`, owner.cookie), 202);
    await ctx.jobs.drain();
    const [mail, ...others] = await mailsAfter(before);
    expect(others).toEqual([]);
    expect(mail.toAddress).toBe("orders@linens.test");
    expectPlainEmail(mail);
    expect(mail.subject).toBe(`Purchase order ${purchaseOrderNumber(order.id)} from ${PLAIN.propertyName}`);
    expect(mail.textBody.split("\n")[0]).toBe(`Hello ${PLAIN.supplierContact},`);
    expect(mail.textBody).toContain(`from ${PLAIN.propertyName}: 1 line(s), total $7.50.`);
    expect(mail.textBody).toContain(`Ship to: ${PLAIN.propertyName}, ${PLAIN.propertyAddress}\n`);
    expect(originLinks(mail.textBody, ORIGIN)).toEqual([]);
  });

  it("the weekly digest shows item, unit and property names as plain words", async () => {
    // A request left pending, so the digest's pending section names the property too.
    await ok(api("POST", "/api/requests", manager.cookie, { items: [{ itemId: made.itemId, quantity: 1 }] }), 201);
    // The digest job runs at the owner's chosen day and hour; the run is given that moment instead of waiting.
    const now = new Date(Date.now() + 24 * 60 * 60 * 1000);
    now.setUTCHours(8, 0, 0, 0);
    const preferences = { lowStockAlerts: true, requestUpdates: true, weeklyReports: true };
    await ok(
      api("PUT", "/api/auth/preferences", owner.cookie, { ...preferences, weeklyReportDay: digestMoment(now).day }),
    );
    const before = await lastMailId();
    expect(await runDigestJobs(db(), { mailer: ctx.mailer, appUrl: ORIGIN, now })).toEqual({ sent: 1, failed: 0 });
    const [mail, ...others] = await mailsAfter(before);
    expect(others).toEqual([]);
    expect(mail.toAddress).toBe(owner.email);
    expectPlainEmail(mail);
    expect(mail.textBody).toContain(
      `\n${PLAIN.propertyName} (1 low)\n  - ${PLAIN.itemName}: 2 ${PLAIN.unit}, minimum 10`,
    );
    expect(mail.textBody).toMatch(new RegExp(`The oldest, #\\d+ at ${escape(PLAIN.propertyName)}, has waited`));
    expect(mail.textBody).toContain(`#${made.approvedRequestId} at ${PLAIN.propertyName} (${PLAIN.itemName}):`);
    expect(originLinks(mail.textBody, ORIGIN)).toEqual([
      `${ORIGIN}/inventory`,
      `${ORIGIN}/requests`,
      `${ORIGIN}/settings`,
    ]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
