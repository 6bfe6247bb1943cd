import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { PNG, photoForm } from "../../modules/uploads/testing";
import { adminQuery } from "../admin-query";
import { type TestS3Server, startS3Server } from "../s3";
import {
  type Instance,
  freePorts,
  instanceDatabaseEnv,
  request,
  signIn,
  startInstance,
  stop,
  waitForHealth,
} from "./instances";
import { skipWithout } from "../skips";

/**
 * Two real server processes with one bucket (issue 23): a photo uploaded through one instance is served by the
 * other, which is what object storage is for, since each instance has a disk of its own.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const { owner, manager, admin } = DEMO_CREDENTIALS;

describe.skipIf(skipWithout({ postgres: serverUrl }))("item photos in object storage on two server instances", () => {
  const databaseName = `stockroom_photos_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  let workDir: string | undefined;
  let databaseCreated = false;
  let s3: TestS3Server | undefined;
  const instances: Instance[] = [];
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-cluster-photos-"));
    s3 = await startS3Server();
    await adminQuery(serverUrl!, `create database ${databaseName}`);
    databaseCreated = true;
    const [portA, portB] = await freePorts(2);
    const env = {
      ...instanceDatabaseEnv(databaseName),
      ...s3.env,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    };
    [a, b] = [startInstance(workDir, "A", portA, env), startInstance(workDir, "B", portB, env)];
    instances.push(a, b);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stop(instance.process)));
    await s3?.close();
    if (databaseCreated) await adminQuery(serverUrl!, `drop database if exists ${databaseName} with (force)`);
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it("serves a photo uploaded through A from B, within its account only", async () => {
    const { contentType, payload } = await photoForm(PNG, "towel.png", "image/png");
    const uploaded = await fetch(`${a.url}/api/uploads`, {
      method: "POST",
      headers: { cookie: await signIn(a.url, owner), origin: a.url, "content-type": contentType },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(await s3!.keys()).toEqual([url.slice("/uploads/".length)]);

    // The owner's manager, signed in on B, reads it there: same bytes, same type, the same private caching.
    const served = await request(b.url, "GET", url, await signIn(b.url, manager));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // Another account is told nothing exists, on either instance.
    for (const instance of [a, b]) {
      const refused = await request(instance.url, "GET", url, await signIn(instance.url, admin));
      expect(refused.status, `instance ${instance.name}`).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe("Image not found");
    }
    for (const instance of [a, b]) {
      const dataDir = fs.readdirSync(workDir!).find((d) => d.startsWith(`instance-${instance.name}-`))!;
      expect(fs.existsSync(path.join(workDir!, dataDir, "uploads")), `instance ${instance.name}`).toBe(false);
    }
  });
});
