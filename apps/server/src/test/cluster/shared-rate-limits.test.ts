import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_RATE_LIMIT } from "@stockroom/shared";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { adminQuery } from "../admin-query";
import {
  FORGOT_PASSWORD_LIMIT,
  type ScenarioRequest,
  allowedThenRefused,
  forgotPasswordsInTurn,
  signInGuessesInTurn,
  tally,
} from "../rate-limits";
import { TEST_REDIS_URL, redisAvailable, uniqueKeyPrefix } from "../redis";
import {
  type Instance,
  freePorts,
  instanceDatabaseEnv,
  request,
  startInstance,
  stop,
  waitForHealth,
} from "./instances";
import { skipWithout } from "../skips";

/**
 * Issue 16.9: two server processes sharing REDIS_URL (and one PostgreSQL database) allow each limit once
 * between them, not once each: requests alternate between the instances, or are fired at both at once.
 * (`security/shared-rate-limits.test.ts` shows, in-process, that without Redis each instance counts alone.)
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const redis = await redisAvailable();
const { max } = LOGIN_RATE_LIMIT;
describe.skipIf(skipWithout({ postgres: serverUrl, redis }))("two server instances sharing Redis", () => {
  const databaseName = `stockroom_limits_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  let workDir: string | undefined;
  let databaseCreated = false;
  const children: ChildProcess[] = [];
  let instances: Instance[] = [];

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-limits-"));
    await adminQuery(serverUrl!, `create database ${databaseName}`);
    databaseCreated = true;
    const env = {
      ...instanceDatabaseEnv(databaseName),
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: uniqueKeyPrefix(),
      // Each request names its client address in X-Forwarded-For, as behind a proxy.
      TRUST_PROXY: "true",
    };
    const ports = await freePorts(2);
    instances = ports.map((port, i) => startInstance(workDir!, "AB"[i], port, env));
    children.push(...instances.map((instance) => instance.process));
    await Promise.all(instances.map(waitForHealth));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stop));
    if (databaseCreated) await adminQuery(serverUrl!, `drop database if exists ${databaseName} with (force)`);
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  }, 120_000);

  const post = (i: number, url: string, body: object, address: string) =>
    request(instances[i % 2].url, "POST", url, undefined, body, { "x-forwarded-for": address });
  const alternating = (i: number, { url, body, address }: ScenarioRequest) =>
    post(i, url, body, address).then((response) => response.status);

  it("40 parallel wrong passwords on one email, from 40 addresses, fired at both: only the limit is checked", async () => {
    const { manager } = DEMO_CREDENTIALS;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i, "/api/auth/login", { email: manager.email, password: `Wrong-${i}` }, `198.51.100.${i + 1}`),
      ),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: max, 429: 40 - max });
    for (const i of [0, 1]) {
      const right = await post(i, "/api/auth/login", manager, `198.51.100.${200 + i}`);
      expect(right.status, `instance ${"AB"[i]}`).toBe(429);
    }
  });

  it("sign-in guesses from one address on different emails, alternating instances: 10 checked, then 429", async () => {
    expect(await signInGuessesInTurn(alternating)).toEqual(allowedThenRefused(max, 401));
  });

  it("forgot-password from one address, alternating instances: 5 between them, then 429", async () => {
    expect(await forgotPasswordsInTurn(alternating)).toEqual(allowedThenRefused(FORGOT_PASSWORD_LIMIT, 200));
  });
});
