import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { PURCHASE_ORDER_MESSAGES, purchaseOrderNumber } from "@stockroom/shared";
import {
  activityLog,
  emailOutbox,
  inventoryItems,
  properties,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
} from "../../db/schema";
import { createAccount, itemId } from "../../test/fixtures";
import { type SmtpTestServer, startSmtpServer } from "../../test/smtp";
import { useSeededSuite } from "../../test/suite";

let smtp: SmtpTestServer;
const { ctx, api, group, stranger } = useSeededSuite(async () => {
  smtp = await startSmtpServer();
  return { env: { SMTP_URL: smtp.url } };
});
afterAll(() => smtp.close());
const db = () => ctx.database.db;

async function supplier(values: { name: string; email?: string | null; contactName?: string; phone?: string }) {
  const [row] = await db()
    .insert(suppliers)
    .values({ ownerId: group.owner.id, email: null, ...values })
    .returning({ id: suppliers.id });
  return row.id;
}

async function setItem(name: string, values: { supplierId: number | null; unitCostCents: number | null }) {
  const id = await itemId(db(), group.harbor, name);
  await db().update(inventoryItems).set(values).where(eq(inventoryItems.id, id));
  return id;
}

/** A request of these items in Harbor View, approved at these quantities (0 denies a line). */
async function approvedRequest(lines: { itemId: number; quantity: number; approve?: number }[]) {
  const created = await api("POST", "/api/requests", group.manager.cookie, {
    items: lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const items = (created.body.items as { id: number }[]).map((line, i) => ({
    requestItemId: line.id,
    approvedQuantity: lines[i].approve ?? lines[i].quantity,
  }));
  const approved = await api("PUT", `/api/requests/${created.body.id}/status`, group.owner.cookie, {
    status: "approved",
    items,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return created.body.id as number;
}

const createOrders = (requestId: number, cookie = group.owner.cookie) =>
  api("POST", `/api/requests/${requestId}/purchase-orders`, cookie);

/** Two suppliers and an item without one, each with its cost; a fresh request of all four, one line denied. */
async function setUp() {
  const linens = await supplier({
    name: `Linens ${Math.random()}`,
    email: "orders@linens.test",
    contactName: "Lin Ens",
    phone: "555-0100",
  });
  const amenities = await supplier({ name: `Amenities ${Math.random()}` });
  const towels = await setItem("Bath Towels", { supplierId: linens, unitCostCents: 1299 });
  const sheets = await setItem("Bed Sheets (Queen)", { supplierId: linens, unitCostCents: 2550 });
  const shampoo = await setItem("Shampoo Bottles", { supplierId: amenities, unitCostCents: 75 });
  const pods = await setItem("Coffee Pods", { supplierId: null, unitCostCents: null });
  const keycards = await setItem("Keycards", { supplierId: amenities, unitCostCents: 100 });
  const requestId = await approvedRequest([
    { itemId: towels, quantity: 3 },
    { itemId: sheets, quantity: 4, approve: 2 },
    { itemId: shampoo, quantity: 10 },
    { itemId: pods, quantity: 5 },
    { itemId: keycards, quantity: 7, approve: 0 },
  ]);
  return { linens, amenities, requestId };
}

describe("POST /api/requests/:id/purchase-orders", () => {
  it("makes one order per supplier of the approved lines, with no-supplier last, at today's costs", async () => {
    const { linens, amenities, requestId } = await setUp();
    const { status, body } = await createOrders(requestId);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toHaveLength(3);
    const bySupplier = new Map((body as { id: number; supplierId: number | null }[]).map((o) => [o.supplierId, o]));
    expect(bySupplier.get(linens)).toMatchObject({ total: 38.97 + 51, lineCount: 2, status: "open" });
    expect(bySupplier.get(amenities)).toMatchObject({ total: 7.5, lineCount: 1, supplierEmail: null });
    expect(bySupplier.get(null)).toMatchObject({ supplierName: null, total: 0, lineCount: 1 });
    expect(body[2].supplierId).toBeNull();
    expect(body[0].number).toBe(purchaseOrderNumber(body[0].id));
    const detail = await api("GET", `/api/purchase-orders/${bySupplier.get(linens)!.id}`, group.owner.cookie);
    expect(detail.body.lines).toEqual([
      expect.objectContaining({
        itemName: "Bath Towels",
        unit: "pieces",
        quantity: 3,
        unitCost: 12.99,
        lineTotal: 38.97,
      }),
      expect.objectContaining({ itemName: "Bed Sheets (Queen)", quantity: 2, unitCost: 25.5, lineTotal: 51 }),
    ]);
    const [{ totalCents }] = await db()
      .select({ totalCents: purchaseOrders.totalCents })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, bySupplier.get(linens)!.id));
    expect(totalCents).toBe(3897 + 5100);
    const logged = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.type, "purchase_order_created"), eq(activityLog.ownerId, group.owner.id)));
    expect(logged.length).toBeGreaterThanOrEqual(3);
  });

  it("answers the same orders when asked again, also many times at once, and a later cost change does not touch them", async () => {
    const { requestId } = await setUp();
    const results = await Promise.all(Array.from({ length: 8 }, () => createOrders(requestId)));
    for (const result of results) expect(result.status, JSON.stringify(result.body)).toBe(200);
    const ids = results.map((r) => (r.body as { id: number }[]).map((o) => o.id).join(","));
    expect(new Set(ids).size).toBe(1);
    const rows = await db().select().from(purchaseOrders).where(eq(purchaseOrders.requestId, requestId));
    expect(rows).toHaveLength(3);
    const lines = await db()
      .select({ id: purchaseOrderLines.id })
      .from(purchaseOrderLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
      .where(eq(purchaseOrders.requestId, requestId));
    expect(lines).toHaveLength(4);
    await setItem("Bath Towels", { supplierId: null, unitCostCents: 9999 });
    const again = await createOrders(requestId);
    expect(again.body).toEqual(results[0].body);
  });

  it("refuses a request that is not approved (409), and one with nothing approved left to order", async () => {
    const towels = await itemId(db(), group.harbor, "Bath Towels");
    const pending = await api("POST", "/api/requests", group.manager.cookie, {
      items: [{ itemId: towels, quantity: 2 }],
    });
    const refused = await createOrders(pending.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PURCHASE_ORDER_MESSAGES.notApproved);
    const received = await approvedRequest([{ itemId: towels, quantity: 1 }]);
    const bulk = await api("POST", `/api/receive-request-bulk/${received}`, group.owner.cookie, {
      items: [{ itemName: "Bath Towels", receivedQuantity: 1 }],
    });
    expect(bulk.status).toBe(200);
    expect((await createOrders(received)).status).toBe(409);
    const rows = await db().select().from(purchaseOrders).where(eq(purchaseOrders.requestId, pending.body.id));
    expect(rows).toHaveLength(0);
  });

  it("hides another owner's request (404) and refuses managers (403)", async () => {
    const { requestId } = await setUp();
    expect((await createOrders(requestId, stranger.cookie)).status).toBe(404);
    expect((await createOrders(requestId, group.manager.cookie)).status).toBe(403);
    expect((await createOrders(999_999)).status).toBe(404);
    const rows = await db().select().from(purchaseOrders).where(eq(purchaseOrders.requestId, requestId));
    expect(rows).toHaveLength(0);
  });
});

describe("purchase order reads", () => {
  it("lists the owner's orders newest first, a page at a time, filtered by property and status", async () => {
    const { requestId } = await setUp();
    const made = (await createOrders(requestId)).body as { id: number }[];
    const first = await ctx.app.inject({
      method: "GET",
      url: "/api/purchase-orders?limit=2",
      headers: { cookie: group.owner.cookie },
    });
    const page = JSON.parse(first.body) as { id: number }[];
    expect(page).toHaveLength(2);
    expect(page[0].id).toBeGreaterThan(page[1].id);
    const cursor = first.headers["x-next-cursor"] as string;
    const next = await api("GET", `/api/purchase-orders?limit=200&cursor=${cursor}`, group.owner.cookie);
    expect(next.body.every((o: { id: number }) => o.id < page[1].id)).toBe(true);
    const harbor = await api("GET", `/api/purchase-orders?propertyId=${group.harbor}&status=open`, group.owner.cookie);
    expect(harbor.body.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining(made.map((o) => o.id)));
    expect((await api("GET", `/api/purchase-orders?propertyId=${group.maple}`, group.owner.cookie)).body).toEqual([]);
    expect((await api("GET", `/api/purchase-orders?propertyId=${group.harbor}`, stranger.cookie)).status).toBe(404);
    expect((await api("GET", "/api/purchase-orders", stranger.cookie)).body).toEqual([]);
    expect((await api("GET", `/api/purchase-orders/${made[0].id}`, stranger.cookie)).status).toBe(404);
    expect((await api("GET", "/api/purchase-orders", group.manager.cookie)).status).toBe(403);
    expect((await api("GET", "/api/purchase-orders?status=closed", group.owner.cookie)).status).toBe(400);
  });

  it("downloads an order as a PDF: number, date, ship-to, supplier, lines and total", async () => {
    const { linens, requestId } = await setUp();
    const orders = (await createOrders(requestId)).body as { id: number; supplierId: number | null }[];
    const order = orders.find((o) => o.supplierId === linens)!;
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/purchase-orders/${order.id}/pdf`,
      headers: { cookie: group.owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const number = purchaseOrderNumber(order.id);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${number}.pdf"`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    for (const expected of [number, "Harbor View Hotel", "Linens", "Lin Ens", "orders@linens.test", "555-0100"]) {
      expect(text).toContain(expected);
    }
    for (const expected of [
      "Bath Towels",
      "$12.99",
      "$38.97",
      "Bed Sheets (Queen)",
      "$25.50",
      "$51.00",
      "Total: $89.97",
    ]) {
      expect(text).toContain(expected);
    }
    const other = await ctx.app.inject({
      method: "GET",
      url: `/api/purchase-orders/${order.id}/pdf`,
      headers: { cookie: stranger.cookie },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("POST /api/purchase-orders/:id/send", () => {
  const sentLogOf = async (number: string) =>
    (
      await db()
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.type, "purchase_order_sent"), eq(activityLog.ownerId, group.owner.id)))
    ).filter((row) => row.details.startsWith(number));
  const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  it("queues the email with the PDF attached and marks the order sent only once SMTP took it; again resends", async () => {
    const { linens, requestId } = await setUp();
    const orders = (await createOrders(requestId)).body as { id: number; supplierId: number | null }[];
    const order = orders.find((o) => o.supplierId === linens)!;
    const number = purchaseOrderNumber(order.id);
    const queued = await api("POST", `/api/purchase-orders/${order.id}/send`, group.owner.cookie);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    // Nothing has been handed to SMTP yet: the order is not sent and says its email is queued.
    expect(queued.body).toMatchObject({
      status: "open",
      sentAt: null,
      sentTo: null,
      email: { status: "queued", to: "orders@linens.test", error: null },
    });
    expect(receivedBy("orders@linens.test")).toEqual([]);
    expect(await sentLogOf(number)).toEqual([]);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "orders@linens.test"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      replyTo: expect.stringContaining("@"),
      purpose: { kind: "purchase_order", orderId: order.id },
    });
    expect(mail[0].subject).toBe(`Purchase order ${number} from Harbor View Hotel`);
    expect(mail[0].textBody).not.toMatch(/https?:/);
    const [attachment] = mail[0].attachments!;
    expect(attachment).toMatchObject({ filename: `${number}.pdf`, contentType: "application/pdf" });
    const pdf = Buffer.from(attachment.contentBase64, "base64");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(number);

    await ctx.jobs.drain();
    expect(receivedBy("orders@linens.test")).toHaveLength(1);
    const delivered = await api("GET", `/api/purchase-orders/${order.id}`, group.owner.cookie);
    expect(delivered.body).toMatchObject({
      status: "sent",
      sentTo: "orders@linens.test",
      email: { status: "sent", to: "orders@linens.test" },
    });
    expect(delivered.body.sentAt).toEqual(expect.any(String));
    expect(await sentLogOf(number)).toHaveLength(1);

    expect((await api("POST", `/api/purchase-orders/${order.id}/send`, group.owner.cookie)).status).toBe(202);
    await ctx.jobs.drain();
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "orders@linens.test"))).toHaveLength(
      2,
    );
    expect(receivedBy("orders@linens.test")).toHaveLength(2);
    expect(await sentLogOf(number)).toHaveLength(2);
  });

  it("needs a supplier email (400, nothing queued), and is the owner's alone", async () => {
    const { amenities, requestId } = await setUp();
    const orders = (await createOrders(requestId)).body as { id: number; supplierId: number | null }[];
    const noEmail = orders.find((o) => o.supplierId === amenities)!;
    const noSupplier = orders.find((o) => o.supplierId === null)!;
    const refused = await api("POST", `/api/purchase-orders/${noEmail.id}/send`, group.owner.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PURCHASE_ORDER_MESSAGES.noSupplierEmail);
    const none = await api("POST", `/api/purchase-orders/${noSupplier.id}/send`, group.owner.cookie);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(PURCHASE_ORDER_MESSAGES.noSupplier);
    expect((await api("POST", `/api/purchase-orders/${noEmail.id}/send`, stranger.cookie)).status).toBe(404);
    expect((await api("POST", `/api/purchase-orders/${noEmail.id}/send`, group.manager.cookie)).status).toBe(403);
    const [row] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, noEmail.id));
    expect(row).toMatchObject({ status: "open", sentAt: null, sentTo: null, emailId: null });
    // Once the supplier has an address, the same order goes to it.
    await db().update(suppliers).set({ email: "hello@amenities.test" }).where(eq(suppliers.id, amenities));
    const later = await api("POST", `/api/purchase-orders/${noEmail.id}/send`, group.owner.cookie);
    expect(later.body).toMatchObject({ status: "open", email: { status: "queued", to: "hello@amenities.test" } });
    await ctx.jobs.drain();
    const sent = await api("GET", `/api/purchase-orders/${noEmail.id}`, group.owner.cookie);
    expect(sent.body).toMatchObject({ status: "sent", sentTo: "hello@amenities.test" });
  });

  it("shows a refusal for good with SMTP's reason, stays open, and a second send after the fix goes", async () => {
    const { linens, requestId } = await setUp();
    const orders = (await createOrders(requestId)).body as { id: number; supplierId: number | null }[];
    const order = orders.find((o) => o.supplierId === linens)!;
    smtp.refuse(550, "5.1.1 <orders@linens.test>: mailbox unavailable");
    try {
      await api("POST", `/api/purchase-orders/${order.id}/send`, group.owner.cookie);
      await ctx.jobs.drain();
    } finally {
      smtp.accept();
    }
    const refused = await api("GET", `/api/purchase-orders/${order.id}`, group.owner.cookie);
    expect(refused.body).toMatchObject({ status: "open", sentAt: null, email: { status: "failed" } });
    expect(refused.body.email.error).toContain("mailbox unavailable");
    expect(await sentLogOf(purchaseOrderNumber(order.id))).toEqual([]);
    // A 550 is final: running the jobs again sends nothing.
    const before = receivedBy("orders@linens.test").length;
    await ctx.jobs.drain();
    expect(receivedBy("orders@linens.test")).toHaveLength(before);

    expect((await api("POST", `/api/purchase-orders/${order.id}/send`, group.owner.cookie)).status).toBe(202);
    await ctx.jobs.drain();
    const retried = await api("GET", `/api/purchase-orders/${order.id}`, group.owner.cookie);
    expect(retried.body).toMatchObject({ status: "sent", email: { status: "sent", error: null } });
    expect(receivedBy("orders@linens.test")).toHaveLength(before + 1);
  });

  it("lets a demo account email nobody", async () => {
    const demo = await createAccount(ctx.app, db(), { role: "demo" });
    const [property] = await db()
      .insert(properties)
      .values({ name: "Demo Inn", ownerId: demo.id })
      .returning({ id: properties.id });
    const [order] = await db()
      .insert(purchaseOrders)
      .values({
        ownerId: demo.id,
        propertyId: property.id,
        supplierName: "Anyone",
        supplierEmail: "victim@external.test",
      })
      .returning({ id: purchaseOrders.id });
    const refused = await api("POST", `/api/purchase-orders/${order.id}/send`, demo.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PURCHASE_ORDER_MESSAGES.demoCannotEmail);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "victim@external.test"))).toEqual([]);
  });
});

describe("deleting what orders point at", () => {
  it("deletes a property with several requests' orders to the same supplier", async () => {
    const [property] = await db()
      .insert(properties)
      .values({ name: "Annex", ownerId: group.owner.id })
      .returning({ id: properties.id });
    const [item] = await db()
      .insert(inventoryItems)
      .values({
        propertyId: property.id,
        name: "Soap",
        category: "housekeeping",
        unit: "bars",
        currentStock: 0,
        ownerId: group.owner.id,
      })
      .returning({ id: inventoryItems.id });
    const made = [];
    for (let n = 0; n < 2; n++) {
      const created = await api("POST", "/api/requests", group.owner.cookie, {
        items: [{ itemId: item.id, quantity: 2 }],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await api("PUT", `/api/requests/${created.body.id}/status`, group.owner.cookie, { status: "approved" });
      made.push((await createOrders(created.body.id)).status);
    }
    expect(made).toEqual([200, 200]);
    const deleted = await api("DELETE", `/api/properties/${property.id}`, group.owner.cookie);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.propertyId, property.id))).toEqual([]);
  });
});

describe("deleting a supplier", () => {
  it("keeps its orders when their request also has an order without a supplier", async () => {
    const { linens, requestId } = await setUp();
    expect((await createOrders(requestId)).status).toBe(200);
    await db().delete(suppliers).where(eq(suppliers.id, linens));
    const orders = await db().select().from(purchaseOrders).where(eq(purchaseOrders.requestId, requestId));
    expect(orders).toHaveLength(3);
  });
});
