import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery } from "../test/admin-query";

/**
 * Migration 0024 gives every tenant table its account's id (decision 155). On a database that already holds
 * rows of every kind it must fill each one from the parent that knows the account, delete only what no account
 * can claim, and leave the triggers writing the key from then on. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");
const TENANT_KEY = "0024_tenant_key";

interface Scratch {
  exec(text: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

function pgliteScratch(): Scratch {
  const client = new PGlite();
  return {
    exec: async (text) => void (await client.exec(text)),
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresScratch(serverUrl: string): Promise<Scratch> {
  const name = `stockroom_tenant_key_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The migrations folder as it was before the tenant key: the same files, the journal cut before 0024. */
function migrationsBeforeTenantKey(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-migrations-"));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === TENANT_KEY);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

let db: Scratch;
let before: string;

const owners = async (table: string, order = "1") =>
  (await db.query<{ owner_id: string }>(`select owner_id from ${table} order by ${order}`)).map((r) => r.owner_id);

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  db = serverUrl ? await postgresScratch(serverUrl) : pgliteScratch();
  before = migrationsBeforeTenantKey();
  await db.migrate(before);
  // Two accounts (o1 with its manager m1, o2), an admin, and a manager whose owner is gone (created_by NULL).
  await db.exec(`
    insert into users (id, email, role, created_by) values ('o1', 'o1@example.com', 'owner', null),
      ('o2', 'o2@example.com', 'owner', null), ('m1', 'm1@example.com', 'manager', 'o1'),
      ('a1', 'a1@example.com', 'admin', null), ('m2', 'm2@example.com', 'manager', null);
    insert into properties (id, name, owner_id) values (1, 'Harbor', 'o1'), (2, 'Summit', 'o2');
    insert into property_managers (property_id, manager_id) values (1, 'm1');
    insert into suppliers (id, owner_id, name) values (1, 'o1', 'Acme');
    insert into inventory_items (id, name, category, current_stock, min_stock, property_id) values
      (1, 'Soap', 'housekeeping', 1, 5, 1), (2, 'Towels', 'housekeeping', 9, 1, 2);
    insert into stock_movements (item_id, delta, resulting_stock, reason) values
      (1, 1, 1, 'created'), (2, 9, 9, 'created');
    insert into requests (id, item_id, property_id, requester_id, quantity) values (1, 1, 1, 'm1', 3), (2, 2, 2, 'o2', 4);
    insert into request_items (request_id, item_id, item_name, unit, position, requested_quantity) values
      (1, 1, 'Soap', 'pieces', 0, 3), (2, 2, 'Towels', 'pieces', 0, 4);
    insert into daily_checks (id, property_id, checked_by) values (1, 1, 'm1'), (2, 2, 'o2');
    insert into daily_check_items (daily_check_id, item_id, counted_quantity, previous_stock) values (1, 1, 1, 1), (2, 2, 9, 9);
    insert into purchase_orders (id, owner_id, property_id, request_id, supplier_id) values (1, 'o1', 1, 1, 1);
    insert into purchase_order_lines (purchase_order_id, item_id, position, item_name, unit, quantity, line_total_cents)
      values (1, 1, 0, 'Soap', 'pieces', 3, 0);
    -- A rollup row of a property deleted long ago: rollups have no foreign key and stayed behind.
    insert into analytics_days (property_id, day, requests, quantity) values (99, '2026-01-01', 1, 1);
    insert into activity_log (id, type, details, user_id, owner_id, property_id) values
      (1, 'property_created', 'kept as it was', 'o1', 'o1', 1),
      (2, 'request_created', 'from its property', 'o2', null, 2),
      (3, 'user_created', 'from its author''s account', 'm1', null, null),
      (4, 'user_created', 'an admin''s, no account', 'a1', null, null);`);
  // The episode trigger is deferred: item 1 (1 <= 5) has its episode once that transaction committed.
  await db.exec(`
    insert into notifications (id, user_id, kind, title, body, link, request_id, episode_id) values
      (1, 'm1', 'request_approved', 't', 'b', '/r/1', 1, null),
      (2, 'o1', 'low_stock', 't', 'b', '/i/1', null, (select id from low_stock_episodes where item_id = 1)),
      (3, 'm1', 'request_declined', 't', 'b', '/r/9', null, null),
      (4, 'a1', 'request_declined', 't', 'b', '/r/9', null, null),
      (5, 'm2', 'request_declined', 't', 'b', '/r/9', null, null),
      (6, 'o2', 'request_received', 't', 'b', '/r/2', 2, null);`);
  await db.migrate(MIGRATIONS);
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe("migration 0024 on a database with data", () => {
  it("fills every tenant row's owner_id from its parent", async () => {
    expect(await owners("property_managers")).toEqual(["o1"]);
    expect(await owners("inventory_items", "id")).toEqual(["o1", "o2"]);
    expect(await owners("stock_movements", "item_id")).toEqual(["o1", "o2"]);
    expect(await owners("low_stock_episodes")).toEqual(["o1"]);
    expect(await owners("requests", "id")).toEqual(["o1", "o2"]);
    expect(await owners("request_items", "request_id")).toEqual(["o1", "o2"]);
    expect(await owners("daily_checks", "id")).toEqual(["o1", "o2"]);
    expect(await owners("daily_check_items", "daily_check_id")).toEqual(["o1", "o2"]);
    expect(await owners("purchase_order_lines")).toEqual(["o1"]);
  });

  it("fills the rollups from their property and drops those of deleted properties", async () => {
    for (const table of ["analytics_days", "analytics_category_days", "analytics_item_days", "analytics_item_months"]) {
      expect(await db.query(`select property_id, owner_id from ${table} order by 1`), table).toEqual([
        { property_id: 1, owner_id: "o1" },
        { property_id: 2, owner_id: "o2" },
      ]);
    }
    expect(await db.query(`select property_id, owner_id from analytics_versions order by 1`)).toEqual([
      { property_id: 1, owner_id: "o1" },
      { property_id: 2, owner_id: "o2" },
    ]);
  });

  it("gives a notification its subject's account, else its recipient's, and drops one nobody's", async () => {
    expect(await db.query(`select id, owner_id from notifications order by id`)).toEqual([
      { id: 1, owner_id: "o1" },
      { id: 2, owner_id: "o1" },
      { id: 3, owner_id: "o1" },
      { id: 6, owner_id: "o2" },
    ]);
  });

  it("keeps activity owners, fills missing ones from the property or the author, drops an admin's", async () => {
    expect(await db.query(`select id, owner_id from activity_log order by id`)).toEqual([
      { id: 1, owner_id: "o1" },
      { id: 2, owner_id: "o2" },
      { id: 3, owner_id: "o1" },
    ]);
  });

  it("leaves the triggers writing the account of new rows", async () => {
    await db.exec(`
      insert into requests (id, item_id, property_id, requester_id, quantity, owner_id) values (3, 2, 2, 'o2', 5, 'o2');
      insert into request_items (request_id, item_id, item_name, unit, position, requested_quantity, owner_id)
        values (3, 2, 'Towels', 'pieces', 0, 5, 'o2');
      update inventory_items set current_stock = 0 where id = 2;
      insert into stock_movements (item_id, delta, resulting_stock, reason, owner_id) values (2, -9, 0, 'edited', 'o2');`);
    expect(await owners("low_stock_episodes", "item_id")).toEqual(["o1", "o2"]);
    expect(
      await db.query(`select requests, quantity::int, owner_id from analytics_days where property_id = 2`),
    ).toEqual([{ requests: 2, quantity: 9, owner_id: "o2" }]);
    expect(await db.query(`select owner_id from analytics_item_months where property_id = 2 and item_id = 2`)).toEqual([
      { owner_id: "o2" },
    ]);
    // A recategorised item and a deleted request recompute their days, with the account carried along.
    await db.exec(`update inventory_items set category = 'kitchen' where id = 2; delete from requests where id = 2;`);
    expect(
      await db.query(`select category, requests, owner_id from analytics_category_days where property_id = 2`),
    ).toEqual([{ category: "kitchen", requests: 1, owner_id: "o2" }]);
  });

  it("refuses a row without its account, and deletes an account's rows with it", async () => {
    await expect(
      db.exec(`insert into inventory_items (name, category, property_id) values ('Loose', 'kitchen', 1)`),
    ).rejects.toMatchObject({ code: "23502" });
    await db.exec(`delete from users where id = 'o2'`);
    for (const table of ["inventory_items", "requests", "request_items", "stock_movements", "notifications"]) {
      expect(await db.query(`select 1 from ${table} where owner_id = 'o2'`), table).toEqual([]);
    }
  });
});
