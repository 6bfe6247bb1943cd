import { eq, inArray } from "drizzle-orm";
import type { FastifySchema, RouteOptions } from "fastify";
import { beforeAll } from "vitest";
import { payments, propertyManagers, users } from "../../db/schema";
import { issueResetLink } from "../../modules/auth/reset-token";
import { type TestContext, createTestContext, signIn } from "../context";
import { type Account, FIXTURE_PASSWORD, client, createAccount } from "../fixtures";

/** Who makes a request in the authorization matrix. */
export const ACTORS = [
  "anonymous",
  "owner",
  "otherOwner",
  "managerAssigned",
  "managerUnassigned",
  "demo",
  "admin",
  "dueOwner",
  "dueManager",
] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, "anonymous">;

/**
 * Written into every name and text of the owner's target property. Only the owner and the manager
 * assigned there may ever receive it, so finding it in anyone else's answer is a cross-tenant leak.
 */
export const MARKER = "Zq7Secret";

/**
 * Two tenants and every kind of user around one target property of the first: the owner, a manager
 * assigned to it, a manager of the same owner assigned elsewhere, another owner, a demo account and
 * an admin; and a third tenant behind the paywall: an owner whose renewal failed (past due, with the
 * failed payment) and the manager of one of their properties. Factories make fresh targets for cells
 * that change or delete them.
 */
export interface World {
  ctx: TestContext;
  accounts: Record<SignedInActor, Account>;
  /** The owner's target property, its name, its first item and that item's name. */
  property: number;
  propertyName: string;
  item: number;
  itemName: string;
  /** The other owner's property (for requests that name two properties). */
  strangerProperty: number;
  /** A photo the owner uploaded. */
  photoUrl: string;
  /** A failed payment of the owner, for the retry route. */
  failedPayment: number;
  /** The actor's current Cookie header (undefined when anonymous). */
  cookie(actor: ActorName): string | undefined;
  /** Signs the actor in again, after a cell that replaced or ended its session. */
  signInAgain(actor: SignedInActor): Promise<void>;
  newItem(): Promise<number>;
  newProperty(): Promise<number>;
  /** A new manager of the owner, not assigned anywhere. */
  newManager(): Promise<string>;
  /**
   * A manager assigned to the target property besides the world's own one: the same one until a cell
   * unassigns it, so refused cells do not use up the plan's managers per property.
   */
  spareAssignedManager(): Promise<string>;
  pendingRequest(): Promise<number>;
  approvedRequest(): Promise<number>;
  /** A throwaway owner account. */
  newUser(): Promise<Account>;
  /** A valid reset token of a throwaway account. */
  resetToken(): Promise<string>;
}

/**
 * A world for a whole test file, built before its first test (the file closes it), with each route's schema
 * by `METHOD url`: the fuzz and validation-order tests send what the schemas refuse.
 */
export function useWorldWithSchemas(): { world: World; schemas: Map<string, FastifySchema | undefined> } {
  const schemas = new Map<string, FastifySchema | undefined>();
  const holder = { world: {} as World, schemas };
  beforeAll(async () => {
    const built = await buildWorld((route) => {
      for (const method of [route.method].flat()) schemas.set(`${method} ${route.url}`, route.schema);
    });
    Object.assign(holder.world, built);
  }, 120_000);
  return holder;
}

export async function buildWorld(
  onRoute: (route: RouteOptions) => void,
  {
    onQuery,
    readReplica = false,
  }: {
    onQuery?: (sql: string, params: unknown[]) => void;
    /** Gives the app a read replica: a second handle on the same database, which never replays anything. */
    readReplica?: boolean;
  } = {},
): Promise<World> {
  // Without the built web app: its static files are not API routes, and the table lists API routes.
  const ctx = await createTestContext({
    seed: false,
    onRoute,
    onQuery,
    onReadQuery: readReplica ? () => {} : undefined,
    env: { WEB_DIST_DIR: "/nonexistent" },
  });
  const { app } = ctx;
  const { db } = ctx.database;
  const api = client(app);
  const expectOk = async (call: ReturnType<typeof api>) => {
    const response = await call;
    if (response.status >= 300) throw new Error(`setup failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };

  // Pro leaves room for every cell's properties and managers and still has plans to upgrade to.
  const owner = await createAccount(app, db, { tier: "pro" });
  const otherOwner = await createAccount(app, db, { tier: "pro" });
  const managerAssigned = await createAccount(app, db, { role: "manager", createdBy: owner.id });
  const managerUnassigned = await createAccount(app, db, { role: "manager", createdBy: owner.id });
  const demo = await createAccount(app, db, { role: "demo", tier: "demo" });
  const admin = await createAccount(app, db, { role: "admin" });
  const dueOwner = await createAccount(app, db, { tier: "growth" });
  const dueManager = await createAccount(app, db, { role: "manager", createdBy: dueOwner.id });
  const accounts = { owner, otherOwner, managerAssigned, managerUnassigned, demo, admin, dueOwner, dueManager };
  // Both owners paid their current period, so canceling (a cell) keeps their access to its end.
  const periodEnd = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
  await db
    .update(users)
    .set({ currentPeriodEnd: periodEnd })
    .where(inArray(users.id, [owner.id, otherOwner.id]));

  let counter = 0;
  const unique = (label: string) => `${MARKER} ${label} ${++counter}`;
  const newProperty = async (name = unique("Hotel")) =>
    (await expectOk(api("POST", "/api/properties", owner.cookie, { name }))).id as number;
  const propertyName = unique("Hotel");
  const property = await newProperty(propertyName);
  // The unassigned manager works here, so nothing in it carries the marker.
  const elsewhere = await newProperty("Lakeside Lodge");
  await expectOk(api("POST", `/api/properties/${property}/managers`, owner.cookie, { managerId: managerAssigned.id }));
  await expectOk(
    api("POST", `/api/properties/${elsewhere}/managers`, owner.cookie, { managerId: managerUnassigned.id }),
  );

  const newItem = async () =>
    (
      await expectOk(
        api("POST", "/api/inventory", owner.cookie, {
          propertyId: property,
          name: unique("Towels"),
          category: "housekeeping",
          currentStock: 10,
          minStock: 5,
          maxCapacity: 100,
        }),
      )
    ).id as number;
  const item = await newItem();
  const itemName = (await expectOk(api("GET", `/api/properties/${property}/inventory`, owner.cookie)))[0]
    .name as string;

  const strangerProperty = (await expectOk(api("POST", "/api/properties", otherOwner.cookie, { name: "Elsewhere" })))
    .id as number;

  // Set up while paying; then the renewal fails.
  const dueProperty = (await expectOk(api("POST", "/api/properties", dueOwner.cookie, { name: "Overdue Inn" })))
    .id as number;
  await expectOk(api("POST", `/api/properties/${dueProperty}/managers`, dueOwner.cookie, { managerId: dueManager.id }));
  await db.update(users).set({ subscriptionStatus: "past_due" }).where(eq(users.id, dueOwner.id));
  await db
    .insert(payments)
    .values({ userId: dueOwner.id, amount: 9900, kind: "renewal", status: "failed", failureReason: "Card declined" });

  const pendingRequest = async () =>
    (
      await expectOk(
        api("POST", "/api/requests", managerAssigned.cookie, {
          items: [{ itemId: item, quantity: 5 }],
          reason: unique("Reason"),
        }),
      )
    ).id as number;

  const upload = await photoUpload();
  const uploaded = await app.inject({
    method: "POST",
    url: upload.url,
    headers: { ...upload.headers, cookie: owner.cookie },
    payload: upload.payload,
  });
  const photoUrl = uploaded.json<{ url: string }>().url;

  // Straight into the database: the matrix needs dozens of the owner's managers, more than the API's
  // invitations per hour allow (their limit has tests of its own in email-relay.test.ts).
  const newManager = async (propertyId: number | null) => {
    const [made] = await db
      .insert(users)
      .values({
        email: `manager-${++counter}@example.com`,
        firstName: "Fresh",
        lastName: "Manager",
        role: "manager",
        createdBy: owner.id,
        subscriptionStatus: "active",
      })
      .returning({ id: users.id });
    if (propertyId !== null)
      await db.insert(propertyManagers).values({ propertyId, managerId: made.id, ownerId: owner.id });
    return made.id;
  };
  let spare: string | undefined;

  const [failed] = await db
    .insert(payments)
    .values({ userId: owner.id, amount: 49900, kind: "renewal", status: "failed", failureReason: "Card declined" })
    .returning({ id: payments.id });

  return {
    ctx,
    accounts,
    property,
    propertyName,
    photoUrl,
    item,
    itemName,
    strangerProperty,
    failedPayment: failed.id,
    cookie: (actor) => (actor === "anonymous" ? undefined : accounts[actor].cookie),
    async signInAgain(actor) {
      accounts[actor].cookie = await signIn(app, accounts[actor].email, FIXTURE_PASSWORD);
    },
    newItem,
    newProperty: () => newProperty(),
    newManager: () => newManager(null),
    async spareAssignedManager() {
      const assigned = spare && (await db.select().from(propertyManagers).where(eq(propertyManagers.managerId, spare)));
      if (!assigned || assigned.length === 0) spare = await newManager(property);
      return spare!;
    },
    pendingRequest,
    async approvedRequest() {
      const id = await pendingRequest();
      await expectOk(api("PUT", `/api/requests/${id}/status`, owner.cookie, { status: "approved", quantity: 5 }));
      return id;
    },
    newUser: () => createAccount(app, db),
    async resetToken() {
      const user = await createAccount(app, db);
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
      const link = await issueResetLink(db, { userId: row.id, origin: "http://localhost", purpose: "reset" });
      return new URL(link).searchParams.get("token")!;
    },
  };
}

// A valid 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A photo upload as the browser sends it: multipart form data with one PNG. */
export async function photoUpload(): Promise<{ url: string; headers: Record<string, string>; payload: Buffer }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "towel.png");
  const request = new Request("http://localhost/api/uploads", { method: "POST", body: form });
  return {
    url: "/api/uploads",
    headers: { "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}
