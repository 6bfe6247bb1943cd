import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addPeriod } from "@stockroom/shared";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { adminQuery } from "../admin-query";
import {
  type Instance,
  REPO_ROOT,
  collectOutput,
  freePorts,
  instanceDatabaseEnv,
  readIfExists,
  request,
  signIn,
  startInstance,
  stop,
  waitForHealth,
} from "./instances";
import { skipWithout } from "../skips";

/**
 * Two real server processes on one PostgreSQL database behind nginx: what a multi-instance deployment
 * relies on (a safe concurrent start, sessions in the database, scheduled jobs that run once) only
 * shows with separate processes, so this test spawns them instead of using inject. PGlite cannot be
 * shared by two processes, hence PostgreSQL only.
 */

const MIGRATIONS_JOURNAL = path.join(REPO_ROOT, "apps/server/drizzle/meta/_journal.json");
const NGINX = "/usr/sbin/nginx";
const SEEDED_BANNER = "Demo data seeded";

const serverUrl = process.env.TEST_DATABASE_URL;
const poolerUrl = process.env.TEST_DATABASE_POOLER_URL;
const { owner } = DEMO_CREDENTIALS;

const needs = { postgres: serverUrl };
describe.skipIf(skipWithout(needs))("two server instances on one PostgreSQL database behind nginx", () => {
  const databaseName = `stockroom_cluster_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  let workDir: string | undefined;
  const children: ChildProcess[] = [];
  let databaseCreated = false;
  let db: pg.Client | undefined;
  let a: Instance;
  let b: Instance;
  let proxy: string;

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) {
      throw new Error(
        `nginx is required for the cluster test when TEST_DATABASE_URL is set, but ${NGINX} is missing: ` +
          "install it with `apt-get install -y nginx` (.ci/run does this).",
      );
    }
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-cluster-"));
    await adminQuery(serverUrl!, `create database ${databaseName}`);
    databaseCreated = true;
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${databaseName}`;

    const [portA, portB, proxyPort] = await freePorts(3);
    const sessionSecret = crypto.randomBytes(32).toString("hex");
    const start = (name: string, port: number) =>
      startInstance(workDir!, name, port, { ...instanceDatabaseEnv(databaseName), SESSION_SECRET: sessionSecret });
    // Started together on an empty database, so both race to migrate and seed it.
    [a, b] = [start("A", portA), start("B", portB)];
    children.push(a.process, b.process);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);

    const nginx = startNginx(proxyPort, [a.port, b.port]);
    children.push(nginx.process);
    proxy = `http://127.0.0.1:${proxyPort}`;
    await waitForHealth({ ...nginx, url: proxy });

    db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end().catch(() => {});
    await Promise.all(children.map(stop));
    if (databaseCreated) await adminQuery(serverUrl!, `drop database if exists ${databaseName} with (force)`);
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  }, 120_000);

  it("starts both instances at once on an empty database: one migrates and seeds, the other waits", async () => {
    const journal = JSON.parse(fs.readFileSync(MIGRATIONS_JOURNAL, "utf8")) as { entries: unknown[] };
    const migrations = await db!.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(migrations.rows[0].n).toBe(journal.entries.length);
    // The banner follows listen(), so its output may arrive just after the health check's answer.
    const seeders = () => [a, b].filter((instance) => instance.output().includes(SEEDED_BANNER));
    await vi.waitFor(() => expect(seeders().length).toBeGreaterThan(0));
    expect(seeders()).toHaveLength(1);
    const accounts = await db!.query("select count(*)::int as n from users");
    expect(accounts.rows[0].n).toBe(Object.keys(DEMO_CREDENTIALS).length);
  });

  it("shares sessions: a sign-in on one instance works on the other and through nginx, and so does sign-out", async () => {
    const proxied = await signIn(proxy);
    for (const instance of [a, b]) {
      const me = await request(instance.url, "GET", "/api/auth/user", proxied);
      expect(me.status, `instance ${instance.name}`).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(owner.email);
    }

    const cookie = await signIn(a.url);
    const name = `Cluster Hotel ${crypto.randomBytes(3).toString("hex")}`;
    const created = await request(b.url, "POST", "/api/properties", cookie, { name, address: "1 Pier Road" });
    expect(created.status, await created.clone().text()).toBe(201);

    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const list = await request(proxy, "GET", "/api/properties", cookie);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { name: string }[]).map((p) => p.name)).toContain(name);
      upstreams.add(list.headers.get("x-upstream") ?? "none");
    }
    expect([...upstreams].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());

    const signOut = await request(a.url, "GET", "/api/logout", cookie);
    expect(signOut.status).toBe(302);
    expect((await request(b.url, "GET", "/api/auth/user", cookie)).status).toBe(401);
    expect((await request(proxy, "GET", "/api/auth/user", cookie)).status).toBe(401);
    // Signing out ends that session only.
    expect((await request(b.url, "GET", "/api/auth/user", proxied)).status).toBe(200);
  });

  it("runs a due downgrade and renewal once when the scheduler fires on both instances at the same time", async () => {
    const cookie = await signIn(proxy);
    const properties = (await (await request(proxy, "GET", "/api/properties", cookie)).json()) as { id: number }[];
    const scheduled = await request(proxy, "POST", "/api/subscription/update", cookie, {
      subscriptionTier: "starter",
      propertiesToKeep: [properties[0].id],
    });
    expect(await scheduled.json()).toMatchObject({ scheduled: true });

    const [before] = (
      await db!.query<{ id: string; end: Date; due: Date }>(
        "select id, current_period_end as end, scheduled_update_date as due from users where email = $1",
        [owner.email],
      )
    ).rows;
    const countRenewals = async () =>
      (
        await db!.query<{ n: number }>(
          "select count(*)::int as n from payments where user_id = $1 and kind = 'renewal'",
          [before.id],
        )
      ).rows[0].n;
    const renewalsBefore = await countRenewals();

    const at = new Date(before.due.getTime() + 1000).toISOString();
    const admin = await signIn(proxy, DEMO_CREDENTIALS.admin);
    const results = await Promise.all(
      [a, b].map(async (instance) => {
        const response = await request(instance.url, "POST", "/api/test-hooks/run-scheduled-jobs", admin, { at });
        expect(response.status, `instance ${instance.name}`).toBe(200);
        return (await response.json()) as { changesApplied: number; renewed: number; failed: number };
      }),
    );
    const total = (key: "changesApplied" | "renewed" | "failed") => results.reduce((sum, r) => sum + r[key], 0);
    expect({ changesApplied: total("changesApplied"), renewed: total("renewed"), failed: total("failed") }).toEqual({
      changesApplied: 1,
      renewed: 1,
      failed: 0,
    });

    const changeLogged = await db!.query<{ n: number }>(
      "select count(*)::int as n from activity_log where owner_id = $1 and details like 'Scheduled change to % applied'",
      [before.id],
    );
    expect(changeLogged.rows[0].n).toBe(1);
    expect(await countRenewals()).toBe(renewalsBefore + 1);
    const [after] = (
      await db!.query<{ tier: string; end: Date; due: Date | null }>(
        "select subscription_tier as tier, current_period_end as end, scheduled_update_date as due from users where id = $1",
        [before.id],
      )
    ).rows;
    expect(after.tier).toBe("starter");
    expect(after.due).toBeNull();
    expect(after.end.toISOString()).toBe(addPeriod(before.end, "monthly").toISOString());
  });

  it.skipIf(skipWithout({ pgbouncer: poolerUrl }))(
    "serves both instances through PgBouncer, with no connection of their own once started",
    async () => {
      const admin = new pg.Client({ connectionString: poolerUrl!.replace(/\/[^/]*$/, "/pgbouncer") });
      await admin.connect();
      try {
        const show = async (what: "stats" | "servers") =>
          (await admin.query<Record<string, string>>(`show ${what}`)).rows.filter((r) => r.database === databaseName);
        const queriesThrough = async () => Number((await show("stats"))[0]?.total_query_count ?? 0);
        const cookie = await signIn(a.url);
        for (const instance of [a, b]) {
          const before = await queriesThrough();
          expect((await request(instance.url, "GET", "/api/properties", cookie)).status).toBe(200);
          expect(await queriesThrough(), `instance ${instance.name}`).toBeGreaterThan(before);
        }
        // Every other connection to the database comes from PgBouncer's side: the start-up lock and handle are
        // closed. Retried, as PgBouncer opens and closes server connections between the two reads.
        await vi.waitFor(async () => {
          const backends = await db!.query<{ port: number }>(
            "select client_port as port from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          );
          const pgbouncer = new Set((await show("servers")).map((server) => Number(server.local_port)));
          expect(backends.rows.filter((backend) => !pgbouncer.has(backend.port))).toEqual([]);
        });
      } finally {
        await admin.end();
      }
    },
  );

  /** nginx in the foreground, round-robin over the instances, writing nothing outside the work directory. */
  function startNginx(port: number, upstreamPorts: number[]) {
    const prefix = fs.mkdtempSync(path.join(workDir!, "nginx-"));
    const conf = path.join(prefix, "nginx.conf");
    fs.writeFileSync(
      conf,
      `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream stockroom {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://stockroom;
      # The API compares a state-changing request's Origin with the Host it was sent to.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Lets the test see which instance answered.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
    );
    const child = spawn(NGINX, ["-p", prefix, "-c", conf, "-e", `${prefix}/error.log`, "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = collectOutput(child);
    return {
      name: "nginx",
      process: child,
      output: () => output() + readIfExists(path.join(prefix, "error.log")),
    };
  }
});
