import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { count, eq, sql } from "drizzle-orm";
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { type PgliteDatabase, drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type PgliteProxy, startPgliteWorker } from "./pglite-proxy";

/**
 * The database worker behind Drizzle: the same answers and errors as PGlite in this thread, and
 * transactions that own the connection while open and always end.
 */

const samples = pgTable("samples", {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  quantity: integer().notNull().default(0),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  day: date(),
  big: bigint({ mode: "bigint" }),
  amount: numeric(),
  data: jsonb(),
  flag: boolean(),
  tags: text().array(),
});

const DDL = `create table samples (
  id serial primary key,
  code text not null constraint samples_code_unique unique,
  quantity integer not null default 0 constraint samples_quantity_check check (quantity >= 0),
  at timestamptz not null default now(),
  day date,
  big bigint,
  amount numeric,
  data jsonb,
  flag boolean,
  tags text[]
)`;

const SAMPLE = {
  code: "a",
  quantity: 3,
  at: new Date("2026-03-01T10:20:30.456Z"),
  day: "2026-03-01",
  big: 9_007_199_254_740_993n,
  amount: "12.50",
  data: { nested: [1, "two", null], flag: true },
  flag: false,
  tags: ["x", "y"],
};

let proxy: PgliteProxy;
let db: PgliteDatabase;
const statements: string[] = [];

beforeAll(async () => {
  proxy = await startPgliteWorker({ dataDir: null, migrations: null });
  db = drizzle(proxy as unknown as PGlite, { logger: { logQuery: (query) => statements.push(query) } });
  await db.execute(sql.raw(DDL));
});
afterAll(() => proxy.close());
beforeEach(() => db.execute(sql`truncate samples`));

const total = async () => (await db.select({ value: count() }).from(samples))[0].value;

describe("answers", () => {
  it("returns the values PGlite in this thread returns, through the query builder and execute", async () => {
    const local = new PGlite();
    try {
      const direct = drizzle(local);
      await direct.execute(sql.raw(DDL));
      for (const target of [db, direct])
        await target.insert(samples).values([SAMPLE, { code: "b", at: new Date("2026-01-01T00:00:00Z") }]);
      const read = (target: PgliteDatabase) => target.select().from(samples).orderBy(samples.id);
      const raw = (target: PgliteDatabase) => target.execute(sql`select *, interval '1 day' as span from samples`);

      expect(await read(db)).toEqual(await read(direct));
      expect((await raw(db)).rows).toEqual((await raw(direct)).rows);
      const [row] = await read(db);
      expect(row).toMatchObject({ ...SAMPLE, amount: "12.50" });
      expect(row.at).toBeInstanceOf(Date);
    } finally {
      await local.close();
    }
  }, 60_000);

  it("logs every statement through Drizzle's logger", async () => {
    statements.length = 0;
    await db.select().from(samples).where(eq(samples.code, "a"));
    expect(statements).toEqual([expect.stringMatching(/^select .* from "samples" where "samples"."code" = \$1$/)]);
  });
});

describe("errors", () => {
  it("keep PostgreSQL's code, constraint and detail", async () => {
    await db.insert(samples).values({ code: "a" });
    await expect(db.insert(samples).values({ code: "a" })).rejects.toMatchObject({
      cause: { code: "23505", constraint: "samples_code_unique", detail: "Key (code)=(a) already exists." },
    });
    await expect(db.insert(samples).values({ code: "b", quantity: -1 })).rejects.toMatchObject({
      cause: { code: "23514", constraint: "samples_quantity_check" },
    });
    await expect(
      db.execute(sql`do $$ begin raise exception 'retry me' using errcode = '40001'; end $$`),
    ).rejects.toMatchObject({ cause: { code: "40001", message: "retry me" } });
  });
});

describe("transactions", () => {
  it("commit, and roll back when the callback throws", async () => {
    await db.transaction(async (tx) => {
      await tx.insert(samples).values({ code: "kept" });
    });
    const failure = new Error("changed my mind");
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(samples).values({ code: "dropped" });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await db.select({ code: samples.code }).from(samples)).toEqual([{ code: "kept" }]);
  });

  it("roll back a nested transaction to its savepoint and keep the outer one", async () => {
    await db.transaction(async (tx) => {
      await tx.insert(samples).values({ code: "outer" });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(samples).values({ code: "inner" });
          inner.rollback();
        }),
      ).rejects.toThrow(/Rollback/);
    });
    expect(await db.select({ code: samples.code }).from(samples)).toEqual([{ code: "outer" }]);
  });

  it("end with ROLLBACK when a statement failed inside, so the connection stays usable", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(samples).values({ code: "lost" });
        await tx
          .insert(samples)
          .values({ code: "bad", quantity: -1 })
          .catch(() => {});
      }),
    ).rejects.toThrow();
    expect(await total()).toBe(0);
    await db.insert(samples).values({ code: "after" });
    expect(await total()).toBe(1);
  });

  it("make statements outside wait until they end, so nothing interleaves", async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.insert(samples).values({ code: "inside" });
      outside = total().then((value) => {
        order.push("outside");
        return value;
      });
      // Round trips sent after the outside statement: a worker that did not queue it would answer it first.
      for (let i = 0; i < 5; i++) await tx.execute(sql`select 1`);
      order.push("inside done");
    });
    expect(await outside).toBe(1);
    expect(order).toEqual(["inside done", "outside"]);
  });

  it("run one after another when started together, so no update is lost", async () => {
    await db.insert(samples).values({ code: "counter" });
    const increment = () =>
      db.transaction(async (tx) => {
        const [{ quantity }] = await tx
          .select({ quantity: samples.quantity })
          .from(samples)
          .where(eq(samples.code, "counter"));
        await tx
          .update(samples)
          .set({ quantity: quantity + 1 })
          .where(eq(samples.code, "counter"));
      });
    await Promise.all([increment(), increment(), increment()]);
    const [{ quantity }] = await db.select({ quantity: samples.quantity }).from(samples);
    expect(quantity).toBe(3);
  });
});

describe("the worker's life", () => {
  it("refuses statements once closed", async () => {
    const own = await startPgliteWorker({ dataDir: null, migrations: null });
    await own.query("select 1");
    await own.close();
    await expect(own.query("select 1")).rejects.toThrow("The database is closed");
    await own.close();
  }, 60_000);

  it("fails the start loudly when the database cannot be opened", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-proxy-")), "not-a-directory");
    fs.writeFileSync(file, "");
    try {
      await expect(startPgliteWorker({ dataDir: path.join(file, "pglite"), migrations: null })).rejects.toThrow(
        /^The embedded database did not start/,
      );
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  }, 60_000);

  it("fails every statement with a clear error and reports the loss once when the worker dies", async () => {
    // A stand-in that starts, then dies on the first statement.
    const dying = `const { parentPort } = require("node:worker_threads");
      parentPort.on("message", () => process.exit(3));
      parentPort.postMessage({ kind: "ready" });`;
    const onLost = vi.fn();
    const own = await startPgliteWorker(
      { dataDir: null, migrations: null },
      { onLost, spawn: () => new Worker(dying, { eval: true }) },
    );
    const lost = /^The embedded database stopped unexpectedly \(exit code 3\)$/;
    await expect(own.query("select 1")).rejects.toThrow(lost);
    await expect(own.transaction(async () => {})).rejects.toThrow(lost);
    expect(onLost).toHaveBeenCalledOnce();
    expect(onLost.mock.calls[0][0]).toBeInstanceOf(Error);
    await own.close();
  });
});
