import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { type DatabaseHandle, openDatabase, selectRaw } from "../../db/client";
import { syncPlanCatalogue } from "../../db/plans";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { seedDemoData } from "../../db/seed";
import { installJobEngine } from "../../db/start";
import { JobEngine } from "../../jobs/engine";
import { issueResetLink } from "../../modules/auth/reset-token";
import { createPaymentServices } from "../../modules/billing";
import { type Invalidation, SessionCache } from "../../plugins/session-cache";
import { listenForInvalidations } from "../../plugins/session-cache-listener";
import { adminQuery } from "../admin-query";
import { signIn } from "../context";
import { instanceDatabaseEnv } from "./instances";
import { skipWithout } from "../skips";

/**
 * Two instances with SESSION_CACHE_TTL_MS on one PostgreSQL database, each with its own pool and its own
 * LISTEN connection. They run in this process so the test can count B's statements and wait for the
 * very notification B acts on, instead of sleeping.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const { owner, manager, admin } = DEMO_CREDENTIALS;

interface Instance {
  app: FastifyInstance;
  jobs: JobEngine;
  cache: SessionCache;
  database: DatabaseHandle;
  statements: string[];
}

describe.skipIf(skipWithout({ postgres: serverUrl }))("the session cache on two instances", () => {
  const databaseName = `stockroom_session_cache_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const databaseUrl = new URL(serverUrl ?? "postgres://unused");
  databaseUrl.pathname = `/${databaseName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-session-cache-"));
  const sessionSecret = crypto.randomBytes(32).toString("hex");
  let a: Instance;
  let b: Instance;

  /** Through PgBouncer when the run started one, listening on the direct server, as the server's start-up does. */
  async function start(): Promise<Instance> {
    const statements: string[] = [];
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      ...instanceDatabaseEnv(databaseName),
      SESSION_CACHE_TTL_MS: "5000",
    });
    const database = await openDatabase({
      kind: "postgres",
      url: config.databaseUrl!,
      migrateUrl: config.databaseDirectUrl,
      namedStatements: config.databaseNamedStatements,
      onQuery: (text) => statements.push(text),
    });
    await installJobEngine(database);
    const jobs = await JobEngine.start({ target: database.jobTarget });
    const app = await buildApp({
      config,
      db: database.db,
      sessionSecret,
      payments: createPaymentServices(config),
      jobs,
    });
    await app.ready();
    return { app, jobs, cache: app.sessionCache!, database, statements };
  }

  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${databaseName}`);
    a = await start();
    await syncPlanCatalogue(a.database.db);
    await seedDemoData(a.database.db);
    b = await start();
    b.cache.events.on("invalidated", (what: Invalidation) => {
      dropped.push(what);
      for (const check of waiting) check();
    });
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.app.close();
      await instance?.jobs.stop();
      await instance?.database.close();
    }
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (on: Instance, method: "GET" | "PUT" | "POST" | "DELETE", url: string, cookie?: string, body?: object) =>
    on.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: body });
  const sidOf = (cookie: string) => decodeURIComponent(cookie.slice("sid=".length)).split(".")[0];
  const idOf = async (email: string) =>
    (await selectRaw<{ id: string }>(a.database.db, sql`select id from users where email = ${email}`))[0].id;

  /** Everything B dropped, in order, and the tests waiting for some of it. */
  const dropped: Invalidation[] = [];
  const waiting = new Set<() => void>();

  /** Resolves once B has dropped what `matches` describes, among the drops after `since`. */
  const heard = (matches: (what: Invalidation) => boolean, since: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!dropped.slice(since).some(matches)) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  const aboutSession = (sid: string) => (what: Invalidation) =>
    typeof what === "object" && "session" in what && what.session === sid;
  const aboutUser = (id: string) => (what: Invalidation) =>
    typeof what === "object" && "user" in what && what.user === id;

  /**
   * Signs in on A and waits until B has heard of the new session row: a read B started before that
   * notification is not kept, so priming B earlier could leave nothing in its cache.
   */
  async function signInOnA(account: { email: string; password: string }) {
    const since = dropped.length;
    const cookie = await signIn(a.app, account.email, account.password);
    await heard(aboutSession(sidOf(cookie)), since);
    return cookie;
  }

  /** B reads the session once from the database, then from memory: the cache really answers. */
  async function primeOnB(cookie: string, url = "/api/auth/user") {
    expect((await send(b, "GET", url, cookie)).statusCode).toBe(200);
    b.statements.length = 0;
    expect((await send(b, "GET", url, cookie)).statusCode).toBe(200);
    expect(b.statements.filter((s) => s.includes('from "sessions"'))).toEqual([]);
  }

  /** The admin makes a user an owner on Starter with this subscription status, through instance `on`. */
  async function makeStarterOwner(on: Instance, adminCookie: string, user: { id: string; status: string }) {
    const changed = await send(on, "PUT", `/api/admin/users/${user.id}/subscription`, adminCookie, {
      subscriptionTier: "starter",
      subscriptionStatus: user.status,
      role: "owner",
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }

  it("serves B's repeated reads from memory, and B refuses a session signed out on A once notified", async () => {
    const cookie = await signInOnA(owner);
    await primeOnB(cookie);
    const notified = heard(aboutSession(sidOf(cookie)), dropped.length);
    expect((await send(a, "GET", "/api/logout", cookie)).statusCode).toBe(302);
    await notified;
    expect((await send(b, "GET", "/api/auth/user", cookie)).statusCode).toBe(401);
  });

  it("lets B see a role changed on A", async () => {
    const [managerCookie, adminCookie] = [await signInOnA(manager), await signInOnA(admin)];
    const managerId = await idOf(manager.email);
    await primeOnB(managerCookie);
    const notified = heard(aboutUser(managerId), dropped.length);
    await makeStarterOwner(a, adminCookie, { id: managerId, status: "active" });
    await notified;
    expect((await send(b, "GET", "/api/auth/user", managerCookie)).json()).toMatchObject({ role: "owner" });
  });

  it("holds B's managers to their owner's subscription as soon as A changes it", async () => {
    const adminCookie = await signInOnA(admin);
    const ownerId = await idOf(owner.email);
    // A manager of the demo owner, made on A, read through B's cache.
    const made = await send(a, "POST", "/api/users/create-manager", await signInOnA(owner), {
      email: "cached.manager@example.com",
      firstName: "Cached",
      lastName: "Manager",
    });
    expect(made.statusCode, made.body).toBe(201);
    const managerId = await idOf("cached.manager@example.com");
    const passwordSet = heard(aboutUser(managerId), dropped.length);
    await a.database.db.execute(
      sql`update users set password_hash = (select password_hash from users where email = ${owner.email}) where id = ${managerId}`,
    );
    await passwordSet;
    const managerCookie = await signInOnA({ email: "cached.manager@example.com", password: owner.password });
    await primeOnB(managerCookie, "/api/requests");

    const notified = heard(aboutUser(ownerId), dropped.length);
    await makeStarterOwner(a, adminCookie, { id: ownerId, status: "past_due" });
    await notified;
    expect((await send(b, "GET", "/api/requests", managerCookie)).statusCode).toBe(402);

    const deleted = heard(aboutUser(managerId), dropped.length);
    expect((await send(a, "DELETE", `/api/admin/users/${managerId}`, adminCookie)).statusCode).toBe(200);
    await deleted;
    expect((await send(b, "GET", "/api/auth/user", managerCookie)).statusCode).toBe(401);
  });

  it("forgets on B, before answering, every read a state-changing request on B may have changed", async () => {
    const [ownerCookie, adminCookie] = [await signInOnA(owner), await signInOnA(admin)];
    const ownerId = await idOf(owner.email);
    await primeOnB(ownerCookie);
    await makeStarterOwner(b, adminCookie, { id: ownerId, status: "active" });
    // No wait for the notification: B emptied its own cache before it answered.
    expect(b.cache.size).toBe(0);
    expect((await send(b, "GET", "/api/auth/user", ownerCookie)).json()).toMatchObject({
      subscriptionStatus: "active",
    });
  });

  it("ends on B the sessions a password reset on A ends", async () => {
    const adminId = await idOf(admin.email);
    const cookie = await signInOnA(admin);
    await primeOnB(cookie);
    const token = new URL(
      await issueResetLink(a.database.db, { userId: adminId, origin: "http://localhost", purpose: "reset" }),
    ).searchParams.get("token");
    const notified = heard(aboutSession(sidOf(cookie)), dropped.length);
    const reset = await send(a, "POST", "/api/auth/reset-password", undefined, {
      token,
      newPassword: "Another-Passw0rd",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await notified;
    expect((await send(b, "GET", "/api/auth/user", cookie)).statusCode).toBe(401);
  });

  it("turns B's cache off while its listening connection is lost, and on again once it listens", async () => {
    const cache = new SessionCache(5000);
    const turned = (on: boolean) =>
      new Promise<void>((resolve) => {
        const listener = (value: boolean) => {
          if (value !== on) return;
          cache.events.off("enabled", listener);
          resolve();
        };
        cache.events.on("enabled", listener);
      });
    const listener = listenForInvalidations({ url: databaseUrl.toString(), cache, log: b.app.log, retryMs: 0 });
    await listener.started;
    try {
      const [off, onAgain] = [turned(false), turned(true)];
      await adminQuery(
        databaseUrl.toString(),
        "select pg_terminate_backend(pid) from pg_stat_activity " +
          "where query = 'listen stockroom_session_cache' and datname = current_database()",
      );
      await off;
      await onAgain;
      const notified = new Promise<Invalidation>((resolve) => cache.events.once("invalidated", resolve));
      await adminQuery(databaseUrl.toString(), `select pg_notify('stockroom_session_cache', 'u:someone')`);
      expect(await notified).toEqual({ user: "someone" });
    } finally {
      await listener.close();
    }
  });
});
