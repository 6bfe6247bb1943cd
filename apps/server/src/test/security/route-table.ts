import { eq, sql } from "drizzle-orm";
import { TEST_CARDS, generatedItemCode } from "@stockroom/shared";
import { emailOutbox, payments, purchaseOrders, suppliers } from "../../db/schema";
import { csvUpload } from "../../modules/item-import/test-upload";
import { FIXTURE_PASSWORD } from "../fixtures";
import { type ActorName, type World, photoUpload } from "./world";

/** One request of a cell: built per cell, so routes that change or delete get a fresh target. */
export interface CellRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RouteCase {
  request: (w: World, actor: ActorName) => CellRequest | Promise<CellRequest>;
  /** The exact status each actor must get. */
  expect: Record<ActorName, number>;
  /** Admin views of every tenant: the admin may see the owner's data there. */
  adminSeesAll?: boolean;
}

type Statuses = Omit<Record<ActorName, number>, "anonymous">;

/**
 * Open to everyone, signed in or not; the paywall leaves these routes open (PAYWALL_OPEN_ROUTES), so
 * the owner whose payment is due and their manager get what anyone else gets.
 */
const everyone = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  owner: status,
  otherOwner: status,
  managerAssigned: status,
  managerUnassigned: status,
  demo: status,
  admin: status,
  dueOwner: status,
  dueManager: status,
});

/** The paywall's answer to the owner whose payment is due and their manager, before any 403 or 404. */
const paywalled = { dueOwner: 402, dueManager: 402 } as const;

/** Any signed-in user, about their own account. */
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });

/** Owner-like roles (owner, demo, admin) about their own account; managers are refused. */
const ownerLike = (status: number, others: Partial<Statuses> = {}) => ({
  ...signedIn(status),
  managerAssigned: 403,
  managerUnassigned: 403,
  dueManager: 403,
  ...others,
});

/**
 * Reads of the target property, and the writes its manager may make too (counts, requests, receipts):
 * its owner and its manager; to everyone else it does not exist.
 */
const propertyRead = (status = 200) => ({
  anonymous: 401,
  owner: status,
  managerAssigned: status,
  otherOwner: 404,
  managerUnassigned: 404,
  demo: 404,
  admin: 404,
  ...paywalled,
});

/** Owner-only changes to the target property: managers are refused, other tenants find nothing. */
const ownerWrite = (status = 200) => ({
  ...propertyRead(status),
  managerAssigned: 403,
  managerUnassigned: 403,
});

const adminOnly = (status = 200) => ({
  ...signedIn(403),
  ...paywalled,
  admin: status,
});

/** The caller's own sign-in (the owner's for an anonymous caller). */
const ownCredentials = (w: World, actor: ActorName) => {
  const account = actor === "anonymous" ? w.accounts.owner : w.accounts[actor];
  return { email: account.email, password: FIXTURE_PASSWORD };
};

/** The owner's property transfers go to: one per world, however many cells and fuzz runs ask for it. */
const transferTargets = new WeakMap<World, Promise<number>>();
const transferTarget = (w: World) => {
  if (!transferTargets.has(w)) transferTargets.set(w, w.newProperty());
  return transferTargets.get(w)!;
};

let uniqueSeq = 0;
const unique = (label: string) => `${label}-${Date.now()}-${++uniqueSeq}`;

/** A fresh supplier of the target property's owner, for the cells that change or delete one. */
const ownerSupplier = async (w: World) => {
  const [row] = await w.ctx.database.db
    .insert(suppliers)
    .values({ ownerId: w.accounts.owner.id, name: unique("Supplier") })
    .returning({ id: suppliers.id });
  return row.id;
};

/**
 * A purchase order of a fresh approved request of the target property, made by its owner; with an email
 * address when the cell sends it.
 */
async function purchaseOrder(w: World, { email }: { email?: string } = {}): Promise<number> {
  const made = await w.ctx.app.inject({
    method: "POST",
    url: `/api/requests/${await w.approvedRequest()}/purchase-orders`,
    headers: { cookie: w.cookie("owner")! },
  });
  const [order] = JSON.parse(made.body) as { id: number }[];
  if (email)
    await w.ctx.database.db
      .update(purchaseOrders)
      .set({ supplierName: "Supplier", supplierEmail: email })
      .where(eq(purchaseOrders.id, order.id));
  return order.id;
}

/** A charge of the owner with its receipt issued, for the receipt's download. */
async function receiptedPayment(w: World): Promise<number> {
  const [row] = await w.ctx.database.db
    .insert(payments)
    .values({
      userId: w.accounts.owner.id,
      amount: 9900,
      kind: "renewal",
      status: "succeeded",
      tier: "growth",
      receiptNumber: sql<number>`nextval('payment_receipt_numbers')`,
      receiptedAt: new Date(),
    })
    .returning({ id: payments.id });
  return row.id;
}

/** A message SMTP refused for good, for the cells that queue one again. */
async function failedEmail(w: World): Promise<number> {
  const [row] = await w.ctx.database.db
    .insert(emailOutbox)
    .values({
      toAddress: "nobody@supplier.example.com",
      subject: unique("Refused"),
      textBody: "Refused for good",
      status: "failed",
      error: "550 No such user",
      attempts: 1,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** A background job that failed for good (no retries left), for the cells that send one round again. */
async function failedJob(w: World): Promise<string> {
  const queue = "auth.password-reset";
  const id = await w.ctx.jobs.boss.send(queue, { email: "nobody@example.com" }, { retryLimit: 0 });
  await w.ctx.jobs.boss.fail(queue, id!, { message: "the matrix failed it" });
  return `${queue}/${id}`;
}

const card = { number: TEST_CARDS.success, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };

/**
 * Every route of the server ("METHOD /path" as registered) and what each kind of user gets from it.
 * Billing routes act on the caller's own account, so their statuses differ by the caller's plan, not
 * by tenant. The test fails for a registered route missing here, and for an entry with no route.
 * Longer than the project's 400 lines on purpose: one table of every route is what a reviewer reads the
 * authorization matrix from, and splitting it by module would hide a route left out.
 */
export const ROUTE_TABLE: Record<string, RouteCase> = {
  "GET /api/health": { request: () => ({ url: "/api/health" }), expect: everyone(200) },
  "GET /api/stripe/config": { request: () => ({ url: "/api/stripe/config" }), expect: everyone(200) },
  "GET /api/login": { request: () => ({ url: "/api/login" }), expect: everyone(302) },
  "GET /api/logout": { request: () => ({ url: "/api/logout" }), expect: everyone(302) },
  // The published API document and its reference (served outside production).
  "GET /api/openapi.json": { request: () => ({ url: "/api/openapi.json" }), expect: everyone(200) },
  "GET /api/docs": { request: () => ({ url: "/api/docs" }), expect: everyone(200) },
  "GET /api/docs/json": { request: () => ({ url: "/api/docs/json" }), expect: everyone(200) },
  "GET /api/docs/yaml": { request: () => ({ url: "/api/docs/yaml" }), expect: everyone(200) },
  "GET /api/docs/static/*": { request: () => ({ url: "/api/docs/static/index.css" }), expect: everyone(200) },
  "GET /api/docs/static/index.html": { request: () => ({ url: "/api/docs/static/index.html" }), expect: everyone(302) },
  "GET /api/docs/static/swagger-initializer.js": {
    request: () => ({ url: "/api/docs/static/swagger-initializer.js" }),
    expect: everyone(200),
  },
  "POST /api/logout": { request: () => ({ url: "/api/logout" }), expect: everyone(200) },

  // Sign-in, reset and sign-up are public; signing in again replaces the caller's session.
  "POST /api/auth/login": {
    request: (w, actor) => ({ url: "/api/auth/login", payload: ownCredentials(w, actor) }),
    expect: everyone(200),
  },
  "POST /api/auth/auto-login": {
    request: (w, actor) => ({ url: "/api/auth/auto-login", payload: ownCredentials(w, actor) }),
    expect: everyone(200),
  },
  "POST /api/auth/forgot-password": {
    request: (w, actor) => ({ url: "/api/auth/forgot-password", payload: { email: ownCredentials(w, actor).email } }),
    expect: everyone(200),
  },
  "POST /api/auth/reset-password": {
    request: async (w) => ({
      url: "/api/auth/reset-password",
      payload: { token: await w.resetToken(), newPassword: "BrandNew2026" },
    }),
    expect: everyone(200),
  },
  "POST /api/auth/reset-link": {
    request: async (w) => ({ url: "/api/auth/reset-link", payload: { token: await w.resetToken() } }),
    expect: everyone(200),
  },
  "POST /api/auth/reset-link/renew": {
    request: async (w) => ({ url: "/api/auth/reset-link/renew", payload: { token: await w.resetToken() } }),
    expect: everyone(200),
  },
  "POST /api/demo/signup": {
    request: () => ({
      url: "/api/demo/signup",
      payload: {
        firstName: "Dee",
        lastName: "Mo",
        email: `${unique("demo")}@example.com`,
        password: "DemoPass2026",
        currentTools: "Spreadsheets",
        propertyCount: "1",
      },
    }),
    expect: everyone(201),
  },
  // A link nobody was sent: every caller gets the same refusal (the link itself is the capability).
  "POST /api/demo/confirm": {
    request: () => ({ url: "/api/demo/confirm", payload: { token: "not-a-link-we-sent" } }),
    expect: everyone(400),
  },
  "GET /api/auth/user": { request: () => ({ url: "/api/auth/user" }), expect: signedIn(200) },
  "GET /api/auth/preferences": { request: () => ({ url: "/api/auth/preferences" }), expect: signedIn(200) },
  "PUT /api/auth/preferences": {
    request: () => ({
      url: "/api/auth/preferences",
      payload: { lowStockAlerts: false, requestUpdates: true, weeklyReports: true },
    }),
    expect: signedIn(200),
  },
  "GET /api/usage-limits": { request: () => ({ url: "/api/usage-limits" }), expect: ownerLike(200) },
  "GET /api/notifications": {
    request: () => ({ url: "/api/notifications" }),
    expect: { ...signedIn(200), ...paywalled },
  },
  "GET /api/notifications/unread": {
    request: () => ({ url: "/api/notifications/unread" }),
    expect: { ...signedIn(200), ...paywalled },
  },
  "POST /api/notifications/read": {
    request: () => ({ url: "/api/notifications/read", payload: { all: true } }),
    expect: { ...signedIn(200), ...paywalled },
  },
  "GET /api/managed-properties": {
    request: () => ({ url: "/api/managed-properties" }),
    expect: { ...signedIn(200), ...paywalled },
  },
  "GET /api/payment/status": { request: () => ({ url: "/api/payment/status" }), expect: signedIn(200) },
  "POST /api/uploads": { request: photoUpload, expect: { ...signedIn(201), ...paywalled } },
  "GET /uploads/:name": {
    request: (w) => ({ url: w.photoUrl }),
    // A photo belongs to the owner's account, so every manager of that owner may see it.
    expect: { ...propertyRead(200), managerUnassigned: 200 },
  },

  // The owner's own lists and creations.
  "GET /api/properties": { request: () => ({ url: "/api/properties" }), expect: ownerLike(200, paywalled) },
  "GET /api/properties/inactive": {
    request: () => ({ url: "/api/properties/inactive" }),
    expect: ownerLike(200, paywalled),
  },
  "POST /api/properties": {
    request: () => ({ url: "/api/properties", payload: { name: unique("Hotel") } }),
    expect: ownerLike(201, paywalled),
  },
  "GET /api/users": { request: () => ({ url: "/api/users" }), expect: ownerLike(200, paywalled) },
  "POST /api/users/create-manager": {
    request: (w) => ({
      url: "/api/users/create-manager",
      payload: { email: `${unique("m")}@example.com`, firstName: "New", lastName: "Manager", propertyId: w.property },
    }),
    expect: ownerWrite(201),
  },

  // The target property and what belongs to it.
  "PUT /api/properties/:id": {
    request: (w) => ({ url: `/api/properties/${w.property}`, payload: { name: `${w.propertyName}` } }),
    expect: ownerWrite(),
  },
  "DELETE /api/properties/:id": {
    request: async (w) => ({ url: `/api/properties/${await w.newProperty()}` }),
    expect: ownerWrite(),
  },
  "POST /api/properties/:id/managers": {
    request: async (w) => ({
      url: `/api/properties/${w.property}/managers`,
      payload: { managerId: await w.newManager() },
    }),
    expect: ownerWrite(201),
  },
  "DELETE /api/properties/:id/managers/:managerId": {
    request: async (w) => ({ url: `/api/properties/${w.property}/managers/${await w.spareAssignedManager()}` }),
    expect: ownerWrite(),
  },
  "GET /api/properties/:id/inventory": {
    request: (w) => ({ url: `/api/properties/${w.property}/inventory` }),
    expect: propertyRead(),
  },
  "PATCH /api/users/:id": {
    request: async (w) => ({
      url: `/api/users/${await w.newManager()}`,
      payload: { email: `${unique("renamed")}@example.com`, firstName: "Re", lastName: "Named" },
    }),
    expect: ownerWrite(),
  },
  "DELETE /api/users/:id": {
    request: async (w) => ({ url: `/api/users/${await w.newManager()}` }),
    expect: ownerWrite(),
  },
  "POST /api/users/:id/resend-invite": {
    request: async (w) => ({ url: `/api/users/${await w.newManager()}/resend-invite` }),
    expect: ownerWrite(),
  },
  "GET /api/dashboard/stats": {
    request: (w) => ({ url: `/api/dashboard/stats?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/analytics": {
    request: (w) => ({ url: `/api/analytics?propertyId=${w.property}` }),
    expect: ownerWrite(),
  },
  "GET /api/stock-value": {
    request: (w) => ({ url: `/api/stock-value?propertyId=${w.property}` }),
    expect: ownerWrite(),
  },
  "GET /api/spend": {
    request: (w) => ({ url: `/api/spend?propertyId=${w.property}` }),
    expect: ownerWrite(),
  },
  "GET /api/inventory": {
    request: (w) => ({ url: `/api/inventory?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/inventory/all": {
    request: (w) => ({ url: `/api/inventory/all?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/inventory/summary": {
    request: (w) => ({ url: `/api/inventory/summary?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/inventory/name-conflicts": {
    request: (w) => ({ url: `/api/inventory/name-conflicts?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/inventory/lookup": {
    request: (w) => ({ url: `/api/inventory/lookup?code=${generatedItemCode(w.item)}&propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/low-stock": {
    request: (w) => ({ url: `/api/low-stock?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/reorder-suggestions": {
    request: (w) => ({ url: `/api/reorder-suggestions?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "POST /api/inventory": {
    request: (w) => ({
      url: "/api/inventory",
      payload: { propertyId: w.property, name: unique("Soap"), category: "housekeeping", currentStock: 3 },
    }),
    expect: propertyRead(201),
  },
  "PUT /api/inventory/:id": {
    request: (w) => ({ url: `/api/inventory/${w.item}`, payload: { minStock: 4 } }),
    expect: propertyRead(),
  },
  "DELETE /api/inventory/:id": {
    request: async (w) => ({ url: `/api/inventory/${await w.newItem()}` }),
    expect: propertyRead(),
  },
  "GET /api/inventory/:id/movements": {
    request: (w) => ({ url: `/api/inventory/${w.item}/movements` }),
    expect: propertyRead(),
  },
  // The account's suppliers: managers read their owner's (the item form), only owner-like roles change them.
  "GET /api/suppliers": { request: () => ({ url: "/api/suppliers" }), expect: { ...signedIn(200), ...paywalled } },
  "POST /api/suppliers": {
    request: () => ({ url: "/api/suppliers", payload: { name: unique("Supplier") } }),
    expect: ownerLike(201, paywalled),
  },
  "PUT /api/suppliers/:id": {
    request: async (w) => ({ url: `/api/suppliers/${await ownerSupplier(w)}`, payload: { name: unique("Supplier") } }),
    expect: ownerWrite(),
  },
  "DELETE /api/suppliers/:id": {
    request: async (w) => ({ url: `/api/suppliers/${await ownerSupplier(w)}` }),
    expect: ownerWrite(),
  },
  // CSV import into the target property (issue 22.1): the same file again and again, so it updates one item.
  "GET /api/items/import-template.csv": {
    request: () => ({ url: "/api/items/import-template.csv" }),
    expect: ownerLike(200, paywalled),
  },
  "POST /api/properties/:id/items/import/preview": {
    request: async (w) => ({
      url: `/api/properties/${w.property}/items/import/preview`,
      ...(await csvUpload("name,category,currentStock\r\nImported soap,housekeeping,3\r\n")),
    }),
    expect: ownerWrite(),
  },
  "POST /api/properties/:id/items/import": {
    request: async (w) => ({
      url: `/api/properties/${w.property}/items/import`,
      ...(await csvUpload("name,category,currentStock\r\nImported soap,housekeeping,3\r\n")),
    }),
    expect: ownerWrite(),
  },
  "GET /api/properties/:id/items/export.csv": {
    request: (w) => ({ url: `/api/properties/${w.property}/items/export.csv` }),
    expect: ownerWrite(),
  },
  // The account's saved import mappings (decision 198): owner-like roles only, each about their own account.
  "GET /api/items/import-mappings": {
    request: () => ({ url: "/api/items/import-mappings" }),
    expect: ownerLike(200, paywalled),
  },
  "PUT /api/items/import-mappings": {
    request: () => ({
      url: "/api/items/import-mappings",
      payload: { name: "Route table", columns: {}, categories: {} },
    }),
    expect: ownerLike(200, paywalled),
  },
  "DELETE /api/items/import-mappings/:id": {
    request: () => ({ url: "/api/items/import-mappings/999999" }),
    expect: ownerLike(404, paywalled),
  },
  "GET /api/labels.pdf": {
    request: (w) => ({ url: `/api/labels.pdf?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  // Transfers go from the target property's first item to another property of its owner (made once).
  "POST /api/transfers": {
    request: async (w) => ({
      url: "/api/transfers",
      payload: { fromItemId: w.item, toPropertyId: await transferTarget(w), quantity: 1 },
    }),
    expect: ownerWrite(201),
  },
  "GET /api/transfers/target": {
    request: async (w) => ({
      url: `/api/transfers/target?fromItemId=${w.item}&toPropertyId=${await transferTarget(w)}`,
    }),
    expect: ownerWrite(),
  },
  "POST /api/daily-checks": {
    request: (w) => ({
      url: "/api/daily-checks",
      payload: { propertyId: w.property, items: [{ itemId: w.item, countedQuantity: 12 }] },
    }),
    expect: propertyRead(201),
  },
  "GET /api/requests": {
    request: (w) => ({ url: `/api/requests?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/requests/counts": {
    request: (w) => ({ url: `/api/requests/counts?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/approved-requests": {
    request: (w) => ({ url: `/api/approved-requests?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/received-requests": {
    request: (w) => ({ url: `/api/received-requests?propertyId=${w.property}` }),
    expect: propertyRead(),
  },
  "GET /api/requests/:id": {
    request: async (w) => ({ url: `/api/requests/${await w.pendingRequest()}` }),
    expect: propertyRead(),
  },
  "POST /api/requests": {
    request: (w) => ({ url: "/api/requests", payload: { items: [{ itemId: w.item, quantity: 2 }] } }),
    expect: propertyRead(201),
  },
  "PUT /api/requests/:id/status": {
    request: async (w) => ({
      url: `/api/requests/${await w.pendingRequest()}/status`,
      payload: { status: "approved", quantity: 5 },
    }),
    expect: ownerWrite(),
  },
  "POST /api/receive-request/:id": {
    request: async (w) => ({
      url: `/api/receive-request/${await w.approvedRequest()}`,
      payload: { itemName: w.itemName, receivedQuantity: 5 },
    }),
    expect: propertyRead(),
  },
  "POST /api/receive-request-bulk/:id": {
    request: async (w) => ({
      url: `/api/receive-request-bulk/${await w.approvedRequest()}`,
      payload: { items: [{ itemName: w.itemName, receivedQuantity: 5 }] },
    }),
    expect: propertyRead(),
  },

  // Purchase orders (issue 22.3): the owner's own, made from the target property's approved requests.
  "POST /api/requests/:id/purchase-orders": {
    request: async (w) => ({ url: `/api/requests/${await w.approvedRequest()}/purchase-orders` }),
    expect: ownerWrite(),
  },
  "GET /api/purchase-orders": { request: () => ({ url: "/api/purchase-orders" }), expect: ownerLike(200, paywalled) },
  "GET /api/purchase-orders/:id": {
    request: async (w) => ({ url: `/api/purchase-orders/${await purchaseOrder(w)}` }),
    expect: ownerWrite(),
  },
  "GET /api/purchase-orders/:id/pdf": {
    request: async (w) => ({ url: `/api/purchase-orders/${await purchaseOrder(w)}/pdf` }),
    expect: ownerWrite(),
  },
  "POST /api/purchase-orders/:id/send": {
    request: async (w) => ({
      url: `/api/purchase-orders/${await purchaseOrder(w, { email: "orders@supplier.example.com" })}/send`,
    }),
    // 202: the email is queued; the order reads sent once SMTP has taken it (issue 34.2).
    expect: ownerWrite(202),
  },

  // Billing: the caller's own account.
  "GET /api/subscription/info": { request: () => ({ url: "/api/subscription/info" }), expect: ownerLike(200) },
  "GET /api/subscription/next-payment": {
    request: () => ({ url: "/api/subscription/next-payment" }),
    expect: ownerLike(200),
  },
  "GET /api/payment/methods": { request: () => ({ url: "/api/payment/methods" }), expect: ownerLike(200) },
  "GET /api/payment/history": { request: () => ({ url: "/api/payment/history" }), expect: ownerLike(200) },
  // The owner's own receipt: every other account has none by that id.
  "GET /api/payment/history/:id/receipt": {
    request: async (w) => ({ url: `/api/payment/history/${await receiptedPayment(w)}/receipt` }),
    expect: ownerLike(404, { owner: 200 }),
  },
  "GET /api/payment/billing-details": {
    request: () => ({ url: "/api/payment/billing-details" }),
    expect: ownerLike(200),
  },
  "PUT /api/payment/billing-details": {
    request: () => ({ url: "/api/payment/billing-details", payload: { companyName: "Harbor Hotels LLC" } }),
    expect: ownerLike(200),
  },
  "POST /api/payment/update-method": { request: () => ({ url: "/api/payment/update-method" }), expect: ownerLike(200) },
  "POST /api/payment/retry": {
    request: (w) => ({ url: "/api/payment/retry", payload: { invoiceId: w.failedPayment } }),
    // Open behind the paywall, so the owner whose payment is due meets the usual answers: not their invoice.
    expect: { ...ownerWrite(), dueOwner: 404, dueManager: 403 },
  },
  "POST /api/subscription/create-upgrade-intent": {
    request: () => ({ url: "/api/subscription/create-upgrade-intent", payload: { subscriptionTier: "pro_plus" } }),
    expect: ownerLike(200, { demo: 400 }),
  },
  "POST /api/subscription/calculate-upgrade": {
    request: () => ({ url: "/api/subscription/calculate-upgrade", payload: { subscriptionTier: "pro_plus" } }),
    expect: ownerLike(200, { demo: 400 }),
  },
  "POST /api/subscription/create-upgrade-payment": {
    request: () => ({ url: "/api/subscription/create-upgrade-payment", payload: { targetTier: "pro_plus" } }),
    expect: ownerLike(200, { demo: 400 }),
  },
  "POST /api/subscription/confirm-upgrade": {
    request: () => ({
      url: "/api/subscription/confirm-upgrade",
      payload: { subscriptionTier: "pro_plus", paymentIntentId: "pi_unknown" },
    }),
    expect: ownerLike(404),
  },
  "POST /api/subscription/try-auto-payment": {
    request: () => ({ url: "/api/subscription/try-auto-payment", payload: { subscriptionTier: "pro_plus" } }),
    expect: ownerLike(200, { demo: 400 }),
  },
  "POST /api/subscription/update": {
    request: (w) => ({
      url: "/api/subscription/update",
      payload: { subscriptionTier: "starter", propertiesToKeep: [w.property] },
    }),
    // Another owner cannot keep the owner's property: it does not count, so their choice is refused. An
    // account whose payment is due must pay before changing plans.
    expect: ownerLike(200, { otherOwner: 400, demo: 400, dueOwner: 409 }),
  },
  "POST /api/subscription/cancel-update": {
    request: () => ({ url: "/api/subscription/cancel-update", payload: {} }),
    // Only the owner scheduled a change (just above).
    expect: ownerLike(409, { owner: 200, demo: 400 }),
  },
  "POST /api/subscription/cancel": {
    request: () => ({ url: "/api/subscription/cancel" }),
    expect: ownerLike(200, { demo: 400 }),
  },
  "POST /api/subscription/reactivate": {
    request: () => ({ url: "/api/subscription/reactivate" }),
    expect: ownerLike(200, { demo: 400 }),
  },
  "POST /api/additional-property/payment-intent": {
    request: () => ({ url: "/api/additional-property/payment-intent", payload: { additionalProperties: 1 } }),
    // Only Enterprise buys properties beyond its plan; demo accounts add theirs free.
    expect: ownerLike(400, { demo: 200, ...paywalled }),
  },
  "POST /api/additional-property/confirm-payment": {
    request: () => ({
      url: "/api/additional-property/confirm-payment",
      payload: { paymentIntentId: "pi_unknown", propertyData: { name: unique("Annex") } },
    }),
    expect: ownerLike(404, { demo: 403, ...paywalled }),
  },

  // Checkout and card confirmation are for signed-out visitors and hold their own capability secrets.
  "POST /api/test-payment": {
    request: () => ({ url: "/api/test-payment", payload: { targetTier: "basic" } }),
    expect: everyone(200),
  },
  "POST /api/create-subscription-intent": {
    request: () => ({
      url: "/api/create-subscription-intent",
      payload: {
        planId: "basic",
        customerInfo: {
          firstName: "New",
          lastName: "Customer",
          email: `${unique("buyer")}@example.com`,
          password: "Checkout2026",
          confirmPassword: "Checkout2026",
        },
      },
    }),
    expect: { ...everyone(409), anonymous: 200 },
  },
  "POST /api/complete-registration": {
    request: () => ({
      url: "/api/complete-registration",
      payload: { paymentIntent: "pi_unknown", planId: "basic", email: "nobody@example.com" },
    }),
    expect: everyone(404),
  },
  // A demo account pays to become an owner; the payment's confirmation also admits owners (a webhook may
  // have converted the account first), who find no such payment of theirs.
  "POST /api/demo/conversion": {
    request: () => ({ url: "/api/demo/conversion", payload: { tier: "growth", data: "keep" } }),
    expect: { ...signedIn(403), demo: 200 },
  },
  "POST /api/demo/conversion/confirm": {
    request: () => ({ url: "/api/demo/conversion/confirm", payload: { paymentIntentId: "pi_unknown" } }),
    expect: { ...signedIn(403), owner: 404, otherOwner: 404, demo: 404, dueOwner: 404 },
  },
  "POST /api/local-payments/confirm": {
    request: () => ({ url: "/api/local-payments/confirm", payload: { clientSecret: "pi_unknown_secret", card } }),
    expect: everyone(404),
  },
  "POST /api/local-payments/authenticate": {
    request: () => ({
      url: "/api/local-payments/authenticate",
      payload: { clientSecret: "pi_unknown_secret", approve: true },
    }),
    expect: everyone(404),
  },
  "POST /api/stripe/webhook": { request: () => ({ url: "/api/stripe/webhook", payload: {} }), expect: everyone(404) },

  // Admin area and the development mailbox.
  "GET /api/admin/stats": { request: () => ({ url: "/api/admin/stats" }), expect: adminOnly(), adminSeesAll: true },
  "GET /api/admin/users": { request: () => ({ url: "/api/admin/users" }), expect: adminOnly(), adminSeesAll: true },
  "GET /api/admin/properties": {
    request: () => ({ url: "/api/admin/properties" }),
    expect: adminOnly(),
    adminSeesAll: true,
  },
  "GET /api/admin/requests": {
    request: () => ({ url: "/api/admin/requests" }),
    expect: adminOnly(),
    adminSeesAll: true,
  },
  "PUT /api/admin/users/:userId/subscription": {
    request: async (w) => ({
      url: `/api/admin/users/${(await w.newUser()).id}/subscription`,
      payload: { subscriptionTier: "basic", subscriptionStatus: "active", role: "owner" },
    }),
    expect: adminOnly(),
  },
  "DELETE /api/admin/users/:id": {
    request: async (w) => ({ url: `/api/admin/users/${(await w.newUser()).id}` }),
    expect: adminOnly(),
  },
  "POST /api/admin/demo-user": { request: () => ({ url: "/api/admin/demo-user" }), expect: adminOnly(201) },
  "GET /api/dev/outbox": { request: () => ({ url: "/api/dev/outbox" }), expect: adminOnly(), adminSeesAll: true },
  "GET /api/admin/outbox": { request: () => ({ url: "/api/admin/outbox" }), expect: adminOnly(), adminSeesAll: true },
  "GET /api/admin/outbox/summary": {
    request: () => ({ url: "/api/admin/outbox/summary" }),
    expect: adminOnly(),
    adminSeesAll: true,
  },
  "POST /api/admin/outbox/:id/retry": {
    request: async (w) => ({ url: `/api/admin/outbox/${await failedEmail(w)}/retry` }),
    expect: adminOnly(202),
  },
  "GET /api/admin/jobs": { request: () => ({ url: "/api/admin/jobs" }), expect: adminOnly(), adminSeesAll: true },
  "POST /api/admin/jobs/:queue/:id/retry": {
    request: async (w) => ({ url: `/api/admin/jobs/${await failedJob(w)}/retry` }),
    expect: adminOnly(202),
  },
};
