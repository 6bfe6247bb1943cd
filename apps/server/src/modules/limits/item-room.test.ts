import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_LIMITS } from "@stockroom/shared";
import { inventoryItems, properties } from "../../db/schema";
import { type TestContext, createTestContext } from "../../test/context";
import { type Account, client, createAccount } from "../../test/fixtures";
import { skipWithout } from "../../test/skips";

/**
 * The item allowance (decision 145) through the item form's route: a demo account's property holds at most
 * ITEM_LIMITS.perDemoProperty items, checked under the property's lock so parallel creations cannot pass it.
 */
describe("items per property", () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  let demo: Account;

  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
    api = client(ctx.app);
    demo = await createAccount(ctx.app, ctx.database.db, { role: "demo", tier: "demo" });
  });
  afterAll(() => ctx?.close());

  /** A property of the demo account already holding `items` items (stock 0, so the ledger needs no rows). */
  async function propertyHolding(items: number): Promise<number> {
    const db = ctx.database.db;
    const [property] = await db
      .insert(properties)
      .values({ name: `Full House ${items}`, ownerId: demo.id })
      .returning({ id: properties.id });
    await db.execute(
      sql`insert into ${inventoryItems} (name, category, property_id, owner_id)
          select 'Filler ' || n, 'housekeeping', ${property.id}, ${demo.id} from generate_series(1, ${items}) as n`,
    );
    return property.id;
  }

  const create = (propertyId: number, name: string) =>
    api("POST", "/api/inventory", demo.cookie, { name, category: "kitchen", propertyId });

  async function itemCount(propertyId: number): Promise<number> {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(inventoryItems)
      .where(eq(inventoryItems.propertyId, propertyId));
    return row.n;
  }

  it("creates items up to the allowance and refuses the next with 403 LIMIT_EXCEEDED, limitType items", async () => {
    const max = ITEM_LIMITS.perDemoProperty;
    const propertyId = await propertyHolding(max - 1);

    expect((await create(propertyId, "Last One In")).status).toBe(201);
    const refused = await create(propertyId, "One Too Many");

    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: "LIMIT_EXCEEDED",
      limitType: "items",
      requiresUpgrade: false,
      currentUsage: max,
      maxAllowed: max,
    });
    expect(refused.body.message).toContain(max.toLocaleString("en-US"));
    expect(await itemCount(propertyId)).toBe(max);
  });

  it.skipIf(skipWithout({ postgres: process.env.TEST_DATABASE_URL }))(
    "lets exactly the free places through when twenty creations race (PostgreSQL)",
    async () => {
      const max = ITEM_LIMITS.perDemoProperty;
      const propertyId = await propertyHolding(max - 5);

      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => create(propertyId, `Racer ${i}`)));

      expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
      expect(responses.filter((r) => r.status === 403)).toHaveLength(15);
      expect(await itemCount(propertyId)).toBe(max);
    },
  );
});
