import { and, asc, count, eq, inArray, isNotNull, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, PLANS, TEST_CARDS, type Tier } from "@stockroom/shared";
import { activityLog, emailOutbox, properties, propertyManagers, stockMovements, users } from "../db/schema";
import { INVITATION_LIMITS } from "../modules/users/routes";
import {
  type Account,
  type SeededSuite,
  createAccount,
  itemId,
  ledgerMismatches,
  openSeededSuite,
  stockOf,
  testCard,
} from "./fixtures";
import { skipWithout } from "./skips";

/**
 * Limits and stock under real concurrency: many requests at once against PostgreSQL, each outcome
 * counted exactly. PGlite serves one connection at a time, so nothing can race there; these run only
 * when TEST_DATABASE_URL names a server. The pool holds ten connections, so twenty parallel requests
 * keep it full and make the slower ones wait on each other's row locks.
 */

const PARALLEL = 20;

type Response = Awaited<ReturnType<SeededSuite["api"]>>;

/** Runs `attempt` PARALLEL times (or n) at once. */
function race<T>(attempt: (i: number) => Promise<T>, n = PARALLEL): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));
}

/** How many responses had each status, e.g. { 200: 1, 409: 19 }. */
function tally(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

describe.skipIf(skipWithout({ postgres: process.env.TEST_DATABASE_URL }))("races on PostgreSQL", () => {
  let ctx: SeededSuite["ctx"];
  let api: SeededSuite["api"];
  let group: SeededSuite["group"];

  beforeAll(async () => {
    ({ ctx, api, group } = await openSeededSuite({ withStranger: false }));
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.database.db;
  const harborItem = (name: string) => itemId(db(), group.harbor, name);

  interface Created {
    id: number;
    items: { id: number; name: string }[];
  }

  async function newRequest(lines: [string, number][]): Promise<Created> {
    const items = await Promise.all(
      lines.map(async ([name, quantity]) => ({ itemId: await harborItem(name), quantity })),
    );
    const created = await api("POST", "/api/requests", group.manager.cookie, { items });
    expect(created.status).toBe(201);
    return created.body as Created;
  }

  /** A request approved in full: every line's approved quantity is its requested one. */
  async function approvedRequest(lines: [string, number][]): Promise<number> {
    const { id } = await newRequest(lines);
    const approved = await api("PUT", `/api/requests/${id}/status`, group.owner.cookie, { status: "approved" });
    expect(approved.status).toBe(200);
    return id;
  }

  const movementsOf = (requestId: number) =>
    db().select().from(stockMovements).where(eq(stockMovements.requestId, requestId)).orderBy(asc(stockMovements.id));

  const activityCount = async (type: "request_reviewed" | "request_received", requestId: number) =>
    (
      await db()
        .select({ n: count() })
        .from(activityLog)
        .where(and(eq(activityLog.type, type), like(activityLog.details, `Request #${requestId} %`)))
    )[0].n;

  /**
   * Every ledger row of these items follows from the one before (resulting = previous + delta), and
   * the last one is the stock: nothing was applied on a stale read, in whatever order writers ran.
   */
  async function expectUnbrokenLedger(ids: number[]) {
    const rows = await db()
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.itemId, ids))
      .orderBy(asc(stockMovements.id));
    for (const id of ids) {
      const chain = rows.filter((r) => r.itemId === id);
      let stock = 0;
      for (const row of chain) {
        stock += row.delta;
        expect(row.resultingStock, `ledger row ${row.id} of item ${id}`).toBe(stock);
      }
      expect(await stockOf(db(), id)).toBe(stock);
    }
    expect(await ledgerMismatches(db())).toEqual([]);
  }

  describe("approving a pending request", () => {
    it("lets exactly one of twenty approvals and declines through, and stores the winner's decision whole", async () => {
      const request = await newRequest([
        ["Bath Towels", 40],
        ["Paper Cups", 30],
      ]);
      const [towels, cups] = request.items.map((line) => line.id);
      const responses = await race((i) =>
        api(
          "PUT",
          `/api/requests/${request.id}/status`,
          group.owner.cookie,
          i % 4 === 3
            ? { status: "declined", notes: `Declined by attempt ${i}` }
            : {
                status: "approved",
                trackingNumber: `TRACK-${i}`,
                items: [
                  { requestItemId: towels, approvedQuantity: i + 1 },
                  { requestItemId: cups, approvedQuantity: i % 2 ? 0 : i + 2 },
                ],
              },
        ),
      );

      expect(tally(responses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
      const winner = responses.find((r) => r.status === 200)!;
      for (const loser of responses.filter((r) => r.status === 409)) {
        expect(loser.body).toMatchObject({
          error: "CONFLICT",
          message: `This request has already been ${winner.body.status}`,
          status: winner.body.status,
        });
      }
      // Each attempt asked for different quantities, so any mix of two attempts would show here.
      const stored = await api("GET", `/api/requests/${request.id}`, group.owner.cookie);
      expect(stored.body).toEqual(winner.body);
      expect(stored.body.items).toHaveLength(2);
      expect(await activityCount("request_reviewed", request.id)).toBe(1);
      expect(await movementsOf(request.id)).toEqual([]);
    });
  });

  describe("receiving an approved request", () => {
    const LINES: [string, number][] = [
      ["Shampoo Bottles", 24],
      ["Guest Notepads", 6],
      ["Coffee Pods", 3],
    ];
    const bulkBody = { items: LINES.map(([itemName, receivedQuantity]) => ({ itemName, receivedQuantity })) };

    async function stocks(): Promise<number[]> {
      return Promise.all(LINES.map(async ([name]) => stockOf(db(), await harborItem(name))));
    }

    /** The request ended received once, and each item's stock rose by its approved quantity once. */
    async function expectReceivedOnce(id: number, before: number[]) {
      expect(await stocks()).toEqual(before.map((stock, i) => stock + LINES[i][1]));
      const moves = await movementsOf(id);
      const ids = await Promise.all(LINES.map(([name]) => harborItem(name)));
      expect(moves.map((m) => [m.itemId, m.delta, m.reason]).sort()).toEqual(
        LINES.map(([, quantity], i) => [ids[i], quantity, "received"]).sort(),
      );
      const stored = await api("GET", `/api/requests/${id}`, group.owner.cookie);
      expect(stored.body).toMatchObject({ status: "received", receivedQuantity: 33 });
      expect(stored.body.items.map((i: { state: string }) => i.state)).toEqual(["received", "received", "received"]);
      expect(await activityCount("request_received", id)).toBe(1);
      expect(await ledgerMismatches(db())).toEqual([]);
    }

    it("applies exactly one of twenty bulk receives", async () => {
      const id = await approvedRequest(LINES);
      const before = await stocks();
      const responses = await race(() =>
        api("POST", `/api/receive-request-bulk/${id}`, group.manager.cookie, bulkBody),
      );
      expect(tally(responses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
      for (const loser of responses.filter((r) => r.status === 409)) {
        expect(loser.body.message).toBe("This request has already been received");
      }
      await expectReceivedOnce(id, before);
    });

    it("applies each item once when twenty single-item receives race, and completes the request once", async () => {
      const id = await approvedRequest(LINES);
      const before = await stocks();
      const responses = await race((i) => {
        const [itemName, receivedQuantity] = LINES[i % LINES.length];
        const cookie = i % 2 ? group.owner.cookie : group.manager.cookie;
        return api("POST", `/api/receive-request/${id}`, cookie, { itemName, receivedQuantity });
      });
      expect(responses.filter((r) => r.status === 200)).toHaveLength(LINES.length);
      // A late attempt finds its item gone (400) or, once the last item is in, the request closed (409).
      for (const loser of responses.filter((r) => r.status !== 200)) {
        expect([400, 409]).toContain(loser.status);
        expect(loser.body.message).toMatch(
          /^('.+' is not an approved item waiting to be received|This request has already been received)$/,
        );
      }
      expect(responses.filter((r) => r.status === 200 && r.body.status === "received")).toHaveLength(1);
      await expectReceivedOnce(id, before);
    });

    it("applies each item once when bulk, single-item and status receives race", async () => {
      const id = await approvedRequest(LINES);
      const before = await stocks();
      const responses = await race((i) => {
        if (i % 3 === 0) return api("POST", `/api/receive-request-bulk/${id}`, group.owner.cookie, bulkBody);
        if (i % 3 === 1) return api("PUT", `/api/requests/${id}/status`, group.manager.cookie, { status: "received" });
        const [itemName, receivedQuantity] = LINES[i % LINES.length];
        return api("POST", `/api/receive-request/${id}`, group.manager.cookie, { itemName, receivedQuantity });
      });
      const succeeded = responses.filter((r) => r.status === 200);
      expect(succeeded.length).toBeGreaterThanOrEqual(1);
      expect(succeeded.length).toBeLessThanOrEqual(LINES.length);
      expect(succeeded.filter((r) => r.body.status === "received")).toHaveLength(1);
      for (const loser of responses.filter((r) => r.status !== 200)) expect([400, 409]).toContain(loser.status);
      await expectReceivedOnce(id, before);
    });
  });

  describe("counting stock", () => {
    const NAMES = ["Bath Towels", "Bed Sheets (Queen)", "AA Batteries", "Keycards"];

    it("keeps every count of twenty parallel daily checks, the last one written as the stock", async () => {
      const ids = await Promise.all(NAMES.map(harborItem));
      const before = await Promise.all(ids.map((id) => stockOf(db(), id)));
      // Item lists in both orders and of different lengths, so the checks lock overlapping sets.
      const bodies = Array.from({ length: PARALLEL }, (_, i) => {
        const counted = ids.slice(0, i % 4 === 3 ? 2 : ids.length).map((id, k) => ({
          itemId: id,
          countedQuantity: 1000 + 10 * i + k,
        }));
        return { propertyId: group.harbor, items: i % 2 ? counted.reverse() : counted };
      });
      const responses = await race((i) =>
        api("POST", "/api/daily-checks", i % 2 ? group.owner.cookie : group.manager.cookie, bodies[i]),
      );
      expect(tally(responses)).toEqual({ 201: PARALLEL });

      // Checks get their id once they hold their items' locks, so id order is the order they applied in:
      // each saw the stock the previous one left, and the last one's count stands.
      const applied = responses.map((r) => r.body).sort((a, b) => a.id - b.id);
      for (const [k, id] of ids.entries()) {
        let stock = before[k];
        for (const check of applied) {
          const line = check.items.find((l: { itemId: number }) => l.itemId === id);
          if (!line) continue;
          expect(line.previousStock, `check ${check.id}, item ${id}`).toBe(stock);
          expect(line.variance).toBe(line.countedQuantity - stock);
          stock = line.countedQuantity;
        }
        expect(await stockOf(db(), id)).toBe(stock);
      }
      const counted = await db()
        .select({ n: count() })
        .from(stockMovements)
        .where(
          inArray(
            stockMovements.dailyCheckId,
            applied.map((c) => c.id),
          ),
        );
      expect(counted[0].n).toBe(bodies.reduce((sum, b) => sum + b.items.length, 0));
      await expectUnbrokenLedger(ids);
    });

    it("keeps stock equal to the ledger when receives of the same items race daily checks", async () => {
      // Their names sort the other way round from their ids, so a writer locking by name (as an index on
      // property and name would return them) and one locking by id would cross.
      const [shampoo, sheets] = await Promise.all(["Shampoo Bottles", "Bed Sheets (Queen)"].map(harborItem));
      const quantities = (i: number): [number, number] => [5 + i, 1 + i];
      // Half the requests list the items the other way round, so receives meet them in both orders.
      const requests: number[] = [];
      for (let i = 0; i < 6; i++) {
        const [a, b] = quantities(i);
        const lines: [string, number][] = [
          ["Shampoo Bottles", a],
          ["Bed Sheets (Queen)", b],
        ];
        requests.push(await approvedRequest(i % 2 ? lines.reverse() : lines));
      }
      const receives = requests.map((id, i) => {
        if (i % 2) return api("PUT", `/api/requests/${id}/status`, group.owner.cookie, { status: "received" });
        const [a, b] = quantities(i);
        return api("POST", `/api/receive-request-bulk/${id}`, group.manager.cookie, {
          items: [
            { itemName: "Shampoo Bottles", receivedQuantity: a },
            { itemName: "Bed Sheets (Queen)", receivedQuantity: b },
          ],
        });
      });
      const checks = race((i) => {
        const items = [
          { itemId: shampoo, countedQuantity: 200 + i },
          { itemId: sheets, countedQuantity: 50 + i },
        ];
        return api("POST", "/api/daily-checks", i % 2 ? group.owner.cookie : group.manager.cookie, {
          propertyId: group.harbor,
          items: i % 2 ? items.reverse() : items,
        });
      }, 14);
      const [received, counted] = await Promise.all([Promise.all(receives), checks]);

      expect(tally(received)).toEqual({ 200: requests.length });
      expect(tally(counted)).toEqual({ 201: 14 });
      for (const [i, id] of requests.entries()) {
        const [a, b] = quantities(i);
        const moves = (await movementsOf(id)).map((m) => [m.itemId, m.delta]);
        expect(moves).toHaveLength(2);
        expect(moves).toEqual(
          expect.arrayContaining([
            [shampoo, a],
            [sheets, b],
          ]),
        );
      }
      await expectUnbrokenLedger([shampoo, sheets]);
    });
  });

  describe("manager limits", () => {
    const MAX = PLANS.growth.managersPerProperty;
    let owner: Account;

    // An owner per race: an account may send only so many invitations an hour (INVITATION_LIMITS).
    beforeEach(async () => {
      owner = await createAccount(ctx.app, db(), { tier: "growth" });
    });

    async function newProperty(name: string): Promise<number> {
      const created = await api("POST", "/api/properties", owner.cookie, { name });
      expect(created.status).toBe(201);
      return created.body.id as number;
    }

    const newManager = () => createAccount(ctx.app, db(), { role: "manager", createdBy: owner.id });

    const managersOf = async (propertyId: number) =>
      (
        await db()
          .select({ id: propertyManagers.managerId })
          .from(propertyManagers)
          .where(eq(propertyManagers.propertyId, propertyId))
      ).map((row) => row.id);

    const createManager = (i: number, propertyId: number | null) =>
      api("POST", "/api/users/create-manager", owner.cookie, {
        email: `race-${propertyId ?? "none"}-${i}@example.com`,
        firstName: "Race",
        lastName: `Manager ${i}`,
        propertyId,
      });

    const assign = (propertyId: number, managerId: string) =>
      api("POST", `/api/properties/${propertyId}/managers`, owner.cookie, { managerId });

    function expectLimitRefusals(responses: Response[]) {
      for (const refused of responses.filter((r) => r.status !== 201)) {
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          error: "LIMIT_EXCEEDED",
          requiresUpgrade: true,
          limitType: "managers",
          currentUsage: MAX,
          maxAllowed: MAX,
          suggestedTier: "pro",
        });
      }
    }

    it("creates exactly the plan's managers on one property when twenty creations race", async () => {
      const property = await newProperty("Creations");
      const responses = await race((i) => createManager(i, property));
      expect(tally(responses)).toEqual({ 201: MAX, 403: PARALLEL - MAX });
      expectLimitRefusals(responses);
      const created = responses.filter((r) => r.status === 201).map((r) => r.body.id as string);
      expect((await managersOf(property)).sort()).toEqual([...created].sort());
      // A refused creation leaves no account behind.
      const accounts = await db()
        .select({ id: users.id })
        .from(users)
        .where(like(users.email, `race-${property}-%`));
      expect(accounts.map((a) => a.id).sort()).toEqual([...created].sort());
    });

    it("assigns exactly the free places when twenty assignments race", async () => {
      const property = await newProperty("Assignments");
      const managers = await Promise.all(Array.from({ length: PARALLEL }, newManager));
      expect((await assign(property, managers[0].id)).status).toBe(201);
      const responses = await race((i) => assign(property, managers[i].id));
      // The first manager is already there: 409 for them, MAX − 1 places for the others.
      expect(responses[0].status).toBe(409);
      expect(tally(responses.slice(1))).toEqual({ 201: MAX - 1, 403: PARALLEL - MAX });
      expectLimitRefusals(responses.slice(1));
      expect(await managersOf(property)).toHaveLength(MAX);
    });

    it("keeps the limit when creations and assignments race on one property", async () => {
      const property = await newProperty("Mixed");
      const managers = await Promise.all(Array.from({ length: PARALLEL / 2 }, newManager));
      const responses = await race((i) => (i % 2 ? assign(property, managers[i >> 1].id) : createManager(i, property)));
      expect(tally(responses)).toEqual({ 201: MAX, 403: PARALLEL - MAX });
      expectLimitRefusals(responses);
      expect(await managersOf(property)).toHaveLength(MAX);
    });

    it("assigns one manager once when the same assignment is sent twenty times", async () => {
      const property = await newProperty("Same manager");
      const manager = await newManager();
      const responses = await race(() => assign(property, manager.id));
      expect(tally(responses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
      for (const loser of responses.filter((r) => r.status === 409)) {
        expect(loser.body.message).toBe("This manager is already assigned to the property");
      }
      expect(await managersOf(property)).toEqual([manager.id]);
    });

    it("creates one account when the same email is sent twenty times", async () => {
      const responses = await race((i) =>
        api("POST", "/api/users/create-manager", owner.cookie, {
          email: i % 2 ? "Same.Race@example.com" : "same.race@example.com",
          firstName: "Same",
          lastName: `Race ${i}`,
        }),
      );
      // One address gets only so many invitations an hour; those let through race for the email.
      const { max } = INVITATION_LIMITS.createsPerRecipient;
      expect(tally(responses)).toEqual({ 201: 1, 409: max - 1, 429: PARALLEL - max });
      for (const loser of responses.filter((r) => r.status === 409)) {
        expect(loser.body).toMatchObject({ error: "CONFLICT", message: ACCOUNT_MESSAGES.emailTaken });
      }
      const accounts = await db().select({ id: users.id }).from(users).where(like(users.email, "same.race@%"));
      expect(accounts).toHaveLength(1);
    });
    it("gives one email to one manager when two managers are renamed to it twenty times", async () => {
      const [first, second] = await Promise.all([newManager(), newManager()]);
      const email = "renamed.race@example.com";
      const responses = await race((i) =>
        api("PATCH", `/api/users/${(i % 2 ? first : second).id}`, owner.cookie, {
          email,
          firstName: "Renamed",
          lastName: `Race ${i}`,
        }),
      );
      // Whoever takes the email first may save it again; the other is refused every time.
      expect(tally(responses)).toEqual({ 200: PARALLEL / 2, 409: PARALLEL / 2 });
      const holders = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(holders).toHaveLength(1);
      const winner = holders[0].id === first.id ? 1 : 0;
      for (const [i, response] of responses.entries()) {
        expect(response.status).toBe(i % 2 === winner ? 200 : 409);
      }
    });
  });

  describe("property limits", () => {
    const propertiesOf = async (ownerId: string) =>
      (await db().select({ n: count() }).from(properties).where(eq(properties.ownerId, ownerId)))[0].n;

    async function ownerWith(tier: Tier, existing: number): Promise<Account> {
      const owner = await createAccount(ctx.app, db(), { tier });
      if (existing > 0) {
        await db()
          .insert(properties)
          .values(Array.from({ length: existing }, (_, i) => ({ name: `Existing ${i}`, ownerId: owner.id })));
      }
      return owner;
    }

    const createProperty = (owner: Account, i: number) =>
      api("POST", "/api/properties", owner.cookie, { name: `Race ${i}`, address: null });

    it("creates exactly the plan's remaining properties when twenty creations race", async () => {
      const max = PLANS.basic.maxProperties;
      const owner = await ownerWith("basic", 1);
      const responses = await race((i) => createProperty(owner, i));
      expect(tally(responses)).toEqual({ 201: max - 1, 403: PARALLEL - max + 1 });
      for (const refused of responses.filter((r) => r.status === 403)) {
        expect(refused.body).toMatchObject({
          error: "LIMIT_EXCEEDED",
          limitType: "properties",
          currentUsage: max,
          maxAllowed: max,
          suggestedTier: "growth",
        });
      }
      expect(await propertiesOf(owner.id)).toBe(max);
    });

    it("asks payment for every creation past the enterprise allowance, however many race", async () => {
      const max = PLANS.enterprise.maxProperties;
      const owner = await ownerWith("enterprise", max - 2);
      const responses = await race((i) => createProperty(owner, i));
      expect(tally(responses)).toEqual({ 201: 2, 402: PARALLEL - 2 });
      for (const refused of responses.filter((r) => r.status === 402)) {
        expect(refused.body).toMatchObject({
          error: "PAYMENT_REQUIRED",
          additionalProperties: 1,
          additionalCost: 1000,
        });
      }
      expect(await propertiesOf(owner.id)).toBe(max);
    });
  });

  describe("sign-ups", () => {
    /** Each from its own address: the per-address sign-up limits are not what these count. */
    const signUp = (url: string, payload: object, i: number) =>
      ctx.app.inject({ method: "POST", url, payload, remoteAddress: `198.51.100.${i + 1}` });

    /** Rows that hold the address: those that sign in with it (decision 165). */
    const holdersOf = (email: string) =>
      db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNotNull(users.passwordHash)));

    it("makes one demo account when twenty sign-ups with one email race and their link is used twenty times at once", async () => {
      const email = "demo.race@example.com";
      const responses = await race((i) =>
        signUp(
          "/api/demo/signup",
          {
            firstName: "Dee",
            lastName: "Race",
            email,
            password: "DemoRace2026",
            currentTools: "Paper",
            propertyCount: "1",
          },
          i,
        ),
      );
      // Every sign-up is answered alike, or limited for the address; none makes an account before its link is used.
      for (const response of responses) expect([201, 429]).toContain(response.statusCode);
      expect(responses.some((response) => response.statusCode === 201)).toBe(true);
      expect(await holdersOf(email)).toEqual([]);

      await ctx.jobs.drain();
      const mails = await db()
        .select({ text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email));
      const tokens = mails.map((mail) => /\/demo\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1]).filter(Boolean);
      expect(tokens.length).toBeGreaterThan(0);
      const confirmations = await race((i) => signUp("/api/demo/confirm", { token: tokens[i % tokens.length] }, i));
      expect(confirmations.filter((response) => response.statusCode === 201)).toHaveLength(1);
      for (const response of confirmations) expect(response.statusCode).toBeLessThan(500);
      expect(await holdersOf(email)).toHaveLength(1);
    });

    it("makes one account of twenty checkouts with one email, all paid at once", async () => {
      const email = "checkout.race@example.com";
      const checkouts = await race((i) =>
        signUp(
          "/api/create-subscription-intent",
          {
            planId: "basic",
            customerInfo: {
              firstName: "Check",
              lastName: `Out ${i}`,
              email,
              password: "Checkout2026",
              confirmPassword: "Checkout2026",
            },
          },
          i,
        ),
      );
      // Each checkout pays into a row of its own (decision 166), which holds nothing until it is paid.
      for (const response of checkouts) expect([200, 429]).toContain(response.statusCode);
      const opened = checkouts.filter((response) => response.statusCode === 200);
      expect(opened.length).toBeGreaterThan(1);
      expect(await holdersOf(email)).toEqual([]);

      const payments = await Promise.all(
        opened.map((checkout) =>
          ctx.app.inject({
            method: "POST",
            url: "/api/local-payments/confirm",
            payload: { clientSecret: checkout.json().clientSecret, card: testCard(TEST_CARDS.success) },
          }),
        ),
      );
      // The first payment makes the account; the others are refused before any charge.
      expect(payments.filter((payment) => payment.statusCode === 200)).toHaveLength(1);
      for (const payment of payments.filter((p) => p.statusCode !== 200)) {
        expect(payment.statusCode).toBe(409);
        expect(payment.json()).toMatchObject({ error: "CONFLICT", message: ACCOUNT_MESSAGES.checkoutEmailTaken });
      }
      expect(await holdersOf(email)).toHaveLength(1);
    });
  });
});
