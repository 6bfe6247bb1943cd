import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, createTestContext } from "../test/context";
import { tenantKeyMismatches } from "../test/tenant-keys";
import { selectRaw } from "./client";
import { DERIVED_TABLES } from "./schema";
import { GLOBAL_TABLES, REFERENCE_TABLES, TENANT_TABLES, TENANT_TABLES_WITHOUT_FOREIGN_KEY } from "./tenancy";

/**
 * Decision 155 read back from the migrated database: every table is classified, and every tenant table carries
 * its account's id, NOT NULL, with a foreign key to users that deletes the rows with the account (the derived
 * rollups excepted) and an index leading with it for that cascade.
 */

let ctx: TestContext;
const query = <T>(text: string) => selectRaw<T>(ctx.database.db, sql.raw(text));

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the tenant key in the schema", () => {
  it("classifies every table once: tenant, reference or global", async () => {
    const tables = await query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const classified = [...TENANT_TABLES, ...REFERENCE_TABLES, ...GLOBAL_TABLES];
    expect(new Set(classified).size).toBe(classified.length);
    expect(tables.map((t) => t.name)).toEqual([...classified].sort());
  });

  it("gives every tenant table a NOT NULL owner_id, and no other table one", async () => {
    const columns = await query<{ table: string; nullable: string; type: string }>(
      `select table_name as "table", is_nullable as nullable, data_type as type from information_schema.columns
       where table_schema = 'public' and column_name = 'owner_id' order by 1`,
    );
    expect(columns.map((c) => c.table)).toEqual([...TENANT_TABLES].sort());
    for (const column of columns) {
      expect(column).toEqual({ table: column.table, nullable: "NO", type: "character varying" });
    }
  });

  it("references users from every tenant owner_id, deleting the rows with the account, but the rollups'", async () => {
    const keys = await query<{ table: string; target: string; onDelete: string }>(
      `select k.table_name as "table", t.table_name || '.' || t.column_name as target, r.delete_rule as "onDelete"
       from information_schema.referential_constraints r
       join information_schema.key_column_usage k on k.constraint_name = r.constraint_name and k.table_schema = 'public'
       join information_schema.constraint_column_usage t on t.constraint_name = r.constraint_name
       where k.column_name = 'owner_id' order by 1`,
    );
    const expected = TENANT_TABLES.filter((table) => !TENANT_TABLES_WITHOUT_FOREIGN_KEY.has(table)).sort();
    expect(keys).toEqual(expected.map((table) => ({ table, target: "users.id", onDelete: "CASCADE" })));
    expect([...TENANT_TABLES_WITHOUT_FOREIGN_KEY].sort()).toEqual([...DERIVED_TABLES].sort());
  });

  it("indexes owner_id first wherever its foreign key cascades", async () => {
    const leading = await query<{ table: string }>(
      `select distinct c.relname as "table" from pg_index x
       join pg_class c on c.oid = x.indrelid
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
       where a.attname = 'owner_id' order by 1`,
    );
    const cascading = TENANT_TABLES.filter((table) => !TENANT_TABLES_WITHOUT_FOREIGN_KEY.has(table));
    expect(cascading.filter((table) => !leading.some((l) => l.table === table))).toEqual([]);
  });
});

describe("the tenant key in the data", () => {
  it("matches each row's property's owner after the seed", async () => {
    const counted = await query<{ table: string }>(
      TENANT_TABLES.map((table) => `select '${table}' as "table" from ${table} having count(*) > 0`).join(
        " union all ",
      ),
    );
    // The seed writes most tenant tables, so the check below compares real rows.
    expect(counted.length).toBeGreaterThan(8);
    expect(await tenantKeyMismatches(ctx.database.db)).toEqual([]);
  });

  it("reports a row that names another account", async () => {
    const [other] = await query<{ id: string }>(`insert into users (email) values ('other@example.com') returning id`);
    await query(`update stock_movements set owner_id = '${other.id}' where id = (select min(id) from stock_movements)`);
    await query(
      `update analytics_days set owner_id = '${other.id}' where property_id = (select min(property_id) from analytics_days)`,
    );
    expect(await tenantKeyMismatches(ctx.database.db)).toEqual([
      { table: "analytics_days", rows: expect.any(Number) },
      { table: "stock_movements", rows: 1 },
    ]);
    await query(`update stock_movements m set owner_id = i.owner_id from inventory_items i where i.id = m.item_id`);
    await query(`update analytics_days a set owner_id = p.owner_id from properties p where p.id = a.property_id`);
    expect(await tenantKeyMismatches(ctx.database.db)).toEqual([]);
  });
});
