import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STOCK } from "@stockroom/shared";
import { MIGRATIONS, migrationsBefore } from "../test/migrations-before";

/**
 * Migration 0008 adds the quantity bounds to a database that may already hold values past them (issue
 * 16.4 found an item at 2,000,000,001 units). It must apply to such data: live stock is clamped with a
 * ledger row for the difference, history stays as it was, and new rows are checked from then on.
 */

const BOUNDS = "0008_quantity_bounds";

let client: PGlite;
let before: string;

const query = async <T>(text: string) => (await client.query<T>(text)).rows;

beforeAll(async () => {
  client = new PGlite();
  before = migrationsBefore(BOUNDS);
  await migrate(drizzle(client), { migrationsFolder: before });
  // What the unbounded approval left behind: 2,000,000,000 approved and received on top of 1 unit.
  await client.exec(`
    insert into users (id, email, role) values ('u1', 'owner@example.com', 'owner');
    insert into properties (id, name, owner_id) values (1, 'Harbor', 'u1');
    insert into inventory_items (id, name, category, current_stock, min_stock, property_id)
      values (1, 'Soap', 'housekeeping', 2000000001, 20000000, 1), (2, 'Towels', 'housekeeping', 7, 1, 1);
    insert into requests (id, item_id, property_id, quantity, approved_quantity, received_quantity, status)
      values (1, 1, 1, 5, 2000000000, 2000000000, 'received');
    insert into request_items (request_id, item_id, item_name, unit, position, requested_quantity, approved_quantity, received_quantity, state)
      values (1, 1, 'Soap', 'pieces', 0, 5, 2000000000, 2000000000, 'received');
    insert into stock_movements (item_id, delta, resulting_stock, reason, request_id) values
      (1, 1, 1, 'created', null), (1, 2000000000, 2000000001, 'received', 1), (2, 7, 7, 'created', null);`);
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
}, 60_000);
afterAll(async () => {
  await client.close();
  fs.rmSync(before, { recursive: true, force: true });
});

describe("migration 0008 on data past the bounds", () => {
  it("clamps live stock and minimum to the cap, with a ledger row so stock still equals its ledger", async () => {
    expect(await query(`select id, current_stock, min_stock from inventory_items order by id`)).toEqual([
      { id: 1, current_stock: MAX_STOCK, min_stock: MAX_STOCK },
      { id: 2, current_stock: 7, min_stock: 1 },
    ]);
    expect(
      await query(`select i.id from inventory_items i join stock_movements m on m.item_id = i.id
                   group by i.id having i.current_stock <> sum(m.delta)`),
    ).toEqual([]);
    expect(await query(`select delta, resulting_stock, reason, user_id from stock_movements where id = 4`)).toEqual([
      { delta: MAX_STOCK - 2_000_000_001, resulting_stock: MAX_STOCK, reason: "edited", user_id: null },
    ]);
  });

  it("keeps history as it happened", async () => {
    expect(await query(`select approved_quantity, received_quantity from request_items`)).toEqual([
      { approved_quantity: 2_000_000_000, received_quantity: 2_000_000_000 },
    ]);
    expect(await query(`select count(*)::int as n from stock_movements where resulting_stock > ${MAX_STOCK}`)).toEqual([
      { n: 1 },
    ]);
  });

  it("checks every row written from then on", async () => {
    for (const statement of [
      `update inventory_items set current_stock = ${MAX_STOCK + 1} where id = 2`,
      `insert into stock_movements (item_id, delta, resulting_stock, reason, owner_id) values (2, 1, ${MAX_STOCK + 1}, 'edited', 'u1')`,
      `update request_items set received_quantity = received_quantity where id = 1`,
      `insert into request_items (request_id, item_id, item_name, unit, position, requested_quantity, owner_id)
         values (1, 2, 'Towels', 'pieces', 1, 1000001, 'u1')`,
    ]) {
      await expect(client.query(statement), statement).rejects.toMatchObject({ code: "23514" });
    }
  });
});
