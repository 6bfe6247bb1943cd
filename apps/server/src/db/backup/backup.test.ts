import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededSuite, itemId, openSeededSuite } from "../../test/fixtures";
import { type Database, type DatabaseHandle, openDatabase, selectRaw } from "../client";
import { syncPlanCatalogue } from "../plans";
import * as schema from "../schema";
import { seedDemoData } from "../seed";
import { backupDatabase } from "./backup";
import { readCatalog } from "./catalog";
import { readHeader } from "./format";
import { restoreDatabase } from "./restore";
import { openEmptyDatabase, tableContents } from "./testing";
import { skipWithout } from "../../test/skips";

const serverUrl = process.env.TEST_DATABASE_URL;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-backup-"));
const file = path.join(workDir, "backup.ndjson.gz");

let suite: SeededSuite;
let source: Database;
let target: DatabaseHandle;

beforeAll(async () => {
  suite = await openSeededSuite();
  source = suite.ctx.database.db;
  await changeThroughTheApi();
  await createTypeProbe(source, { withRows: true });
  target = await openEmptyDatabase(serverUrl);
  await createTypeProbe(target.db, { withRows: false });
});
afterAll(async () => {
  await target?.close();
  await suite?.ctx.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** A request approved and partly received, a daily count and a new manager (who is created_by the owner). */
async function changeThroughTheApi() {
  const { api, group } = suite;
  const towels = await itemId(source, group.harbor, "Bath Towels");
  const cups = await itemId(source, group.harbor, "Paper Cups");
  const created = await api("POST", "/api/requests", group.manager.cookie, {
    items: [
      { itemId: towels, quantity: 10 },
      { itemId: cups, quantity: 6 },
    ],
    reason: "Backup drill",
  });
  expect(created.status).toBe(201);
  const approvedItems = JSON.stringify([
    { name: "Bath Towels", requested: 10, approved: 10 },
    { name: "Paper Cups", requested: 6, approved: 6 },
  ]);
  const approved = await api("PUT", `/api/requests/${created.body.id}/status`, group.owner.cookie, {
    status: "approved",
    approvedItems,
  });
  expect(approved.status).toBe(200);
  const received = await api("POST", `/api/receive-request-bulk/${created.body.id}`, group.manager.cookie, {
    items: [
      { itemName: "Bath Towels", receivedQuantity: 9 },
      { itemName: "Paper Cups", receivedQuantity: 0 },
    ],
  });
  expect(received.status).toBe(200);
  const counted = await api("POST", "/api/daily-checks", group.manager.cookie, {
    propertyId: group.harbor,
    items: [{ itemId: towels, countedQuantity: 100 }],
  });
  expect(counted.status).toBe(201);
  const manager = await api("POST", "/api/users/create-manager", group.owner.cookie, {
    email: "backup.drill@example.com",
    firstName: "Bea",
    lastName: "Kup",
    propertyId: group.maple,
  });
  expect(manager.status).toBe(201);
}

/**
 * A table with the types the schema does not use yet and values at their limits; backups copy every
 * table of the schema, so it travels like the application's own.
 */
async function createTypeProbe(db: Database, { withRows }: { withRows: boolean }) {
  await db.execute(sql`create table backup_probe (
    id bigserial primary key, amount numeric, big bigint, at timestamptz, day date, ratio double precision,
    flag boolean, doc jsonb, raw json, note text, tags text[], bytes bytea)`);
  if (!withRows) return;
  await db.execute(sql`insert into backup_probe (amount, big, at, day, ratio, flag, doc, raw, note, tags, bytes) values
    (12345678901234567890.123456789, 9223372036854775807, '2024-02-29 23:59:59.999999+05:30', '2024-02-29', 0.1,
     true, '{"big": 123456789012345678901234567890, "list": [1, 2.50, null]}', '{ "kept" :  "as typed" }',
     ${'tab\t"quoted" back\\slash\nnew line ünïcödé 🏨'}, '{a,"b c",NULL}', '\\x00ff'),
    (-0.000000001, -9223372036854775808, '1970-01-01 00:00:00+00', null, 'NaN', false, 'null', 'null', '', '{}', ''),
    (null, null, null, null, null, null, null, null, null, null, null)`);
  // As if later rows had been deleted: restored ids must continue after them, not reuse them.
  await db.execute(sql`select setval('backup_probe_id_seq', 100)`);
}

async function nextIds(db: Database): Promise<Record<string, string>> {
  const { sequences } = await readCatalog(db);
  const ids: Record<string, string> = {};
  for (const s of sequences) {
    const [row] = await selectRaw<{ id: string }>(db, sql`select nextval(${s.sequence}::regclass)::text as id`);
    ids[`${s.table}.${s.column}`] = row.id;
  }
  return ids;
}

describe("backup", () => {
  it("writes every table of the Drizzle schema, each after the tables it references", async () => {
    const header = await backupDatabase(suite.ctx.database, file);
    expect(await readHeader(file)).toEqual(header);
    expect(header.migrations.count).toBeGreaterThan(0);

    const drizzleTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableConfig(table));
    const names = header.tables.map((t) => t.name);
    expect([...names].sort()).toEqual([...drizzleTables.map((t) => t.name), "backup_probe"].sort());
    for (const table of drizzleTables) {
      for (const fk of table.foreignKeys) {
        const referenced = getTableConfig(fk.reference().foreignTable).name;
        expect(names.indexOf(referenced), `${table.name} → ${referenced}`).toBeLessThanOrEqual(
          names.indexOf(table.name),
        );
      }
    }
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe("restore", () => {
  it("fills an empty database with equal rows in every table, and its sequences continue", async () => {
    await restoreDatabase(target.db, file);

    const expected = await tableContents(source);
    expect(expected.requests.some((row) => row.includes("Backup drill"))).toBe(true);
    expect(expected.daily_checks.length).toBeGreaterThan(0);
    expect(expected.sessions.length).toBeGreaterThan(0);
    expect(expected.backup_probe).toHaveLength(3);
    expect(await tableContents(target.db)).toEqual(expected);

    const ids = await nextIds(target.db);
    expect(ids).toEqual(await nextIds(source));
    expect(ids["backup_probe.id"]).toBe("101");
    // Receipt numbers come from a sequence of their own (decision 193): it continues too, never reissuing one.
    expect(ids).toHaveProperty(["payments.receipt_number"]);
    const [created] = await target.db
      .insert(schema.properties)
      .values({ name: "After the restore", ownerId: suite.group.owner.id })
      .returning({ id: schema.properties.id });
    expect(created.id).toBeGreaterThan(Math.max(...(await source.select().from(schema.properties)).map((p) => p.id)));
  });

  it("refuses a database that holds data unless forced, and then replaces its data", async () => {
    const before = await tableContents(target.db);
    await expect(restoreDatabase(target.db, file)).rejects.toThrow(/already holds data .*--force/);
    expect(await tableContents(target.db)).toEqual(before);

    await restoreDatabase(target.db, file, { force: true });
    expect(await tableContents(target.db)).toEqual(await tableContents(source));
  });

  it("fails on a damaged, truncated or foreign file and leaves the database as it was", async () => {
    await target.db.insert(schema.webhookEvents).values({ id: "evt_marker", type: "marker" });
    const before = await tableContents(target.db);
    const good = fs.readFileSync(file);
    const lines = zlib.gunzipSync(good).toString("utf8").trimEnd().split("\n");
    const header = JSON.parse(lines[0]);
    const gzip = (text: string[]) => zlib.gzipSync(`${text.join("\n")}\n`);
    const cases: [string, Buffer, RegExp][] = [
      ["cut in the middle of the gzip stream", good.subarray(0, Math.floor(good.length * 0.7)), /is damaged/],
      ["missing its last rows", gzip(lines.slice(0, -3)), /is truncated: it ends in the rows of/],
      ["with a row that is not JSON", gzip([...lines.slice(0, -1), '{"id": 1, "amount']), /json/i],
      ["with rows beyond its tables", gzip([...lines, lines.at(-1)!]), /rows after its last table/],
      ["not gzip'd", Buffer.from(lines.join("\n")), /is damaged or not a Stockroom backup/],
      ["without a header", gzip(lines.slice(1)), /is not a Stockroom backup/],
      [
        "from a newer schema",
        gzip([JSON.stringify({ ...header, migrations: { ...header.migrations, count: header.migrations.count + 1 } })]),
        /newer version of Stockroom/,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const damaged = path.join(workDir, "damaged.gz");
      fs.writeFileSync(damaged, bytes);
      await expect(restoreDatabase(target.db, damaged, { force: true }), name).rejects.toThrow(message);
      expect(await tableContents(target.db), name).toEqual(before);
    }
  });

  // Two more PGlite instances: their start-up is slow on a busy machine.
  it.skipIf(skipWithout({ postgres: serverUrl }))(
    "moves an embedded database to PostgreSQL and back",
    { timeout: 120_000 },
    async () => {
      const embedded = await openDatabase({ kind: "pglite", dataDir: null });
      const postgres = await openEmptyDatabase(serverUrl);
      try {
        await syncPlanCatalogue(embedded.db);
        await seedDemoData(embedded.db);
        const moved = path.join(workDir, "embedded.ndjson.gz");
        await backupDatabase(embedded, moved);
        await restoreDatabase(postgres.db, moved);
        expect(await tableContents(postgres.db)).toEqual(await tableContents(embedded.db));

        // This file's main backup comes from PostgreSQL here.
        const back = await openDatabase({ kind: "pglite", dataDir: null });
        try {
          await createTypeProbe(back.db, { withRows: false });
          await restoreDatabase(back.db, file);
          expect(await tableContents(back.db)).toEqual(await tableContents(source));
        } finally {
          await back.close();
        }
      } finally {
        await postgres.close();
        await embedded.close();
      }
    },
  );
});
