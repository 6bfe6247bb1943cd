import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { linkOrigin } from "../../config";
import { type TestContext, createTestContext, signIn } from "../context";
import { startSmtpServer } from "../smtp";

// Issue 16 point 3: without APP_ORIGIN a forged Host header made the reset email carry a genuine token
// on a link to the attacker's site. Links must come from APP_ORIGIN or the server's own listen address.
const FORGED = {
  host: "attacker.test",
  "x-forwarded-host": "attacker.test",
  "x-forwarded-proto": "https",
  "x-forwarded-for": "203.0.113.9",
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const CASES: { trustProxy: string; env: Record<string, string>; origin: string }[] = [
  { trustProxy: "false", env: { PORT: "5000" }, origin: "http://localhost:5000" },
  { trustProxy: "true", env: { PORT: "5000", HOST: "stock.internal" }, origin: "http://stock.internal:5000" },
  { trustProxy: "true", env: { APP_ORIGIN: "https://stock.example.com" }, origin: "https://stock.example.com" },
];

describe.each(CASES)("links in emails with TRUST_PROXY=$trustProxy and $env", ({ trustProxy, env, origin }) => {
  let ctx: TestContext;
  let ownerCookie: string;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url, TRUST_PROXY: trustProxy, ...env } });
    ownerCookie = await signIn(ctx.app, DEMO_CREDENTIALS.owner.email, DEMO_CREDENTIALS.owner.password);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const lastMailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).at(-1)!;

  it("the password reset link ignores a forged Host and X-Forwarded-Host", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: FORGED,
      payload: { email: DEMO_CREDENTIALS.manager.email },
      remoteAddress: "10.16.3.1",
    });
    expect(response.statusCode).toBe(200);
    // The email is written by a job after the answer (issue 16.7), and delivered by another.
    await ctx.jobs.drain();
    const mail = lastMailTo(DEMO_CREDENTIALS.manager.email);
    expect(mail.text).toContain(`${origin}/reset-password?token=`);
    expect(mail.text).not.toContain("attacker.test");
  });

  it("the manager invitation and its resend ignore a forged Host and X-Forwarded-Host", async () => {
    const email = `invite-${trustProxy}-${Object.keys(env).join("-").toLowerCase()}@example.com`;
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/users/create-manager",
      headers: { ...FORGED, cookie: ownerCookie },
      payload: { email, firstName: "Ina", lastName: "Vite", propertyId: "none" },
    });
    expect(created.statusCode).toBe(201);
    await ctx.jobs.drain();
    const invitation = lastMailTo(email);
    expect(invitation.text).toContain(`${origin}/reset-password?token=`);
    expect(invitation.text).not.toContain("attacker.test");

    const resent = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${created.json().id}/resend-invite`,
      headers: { ...FORGED, cookie: ownerCookie },
    });
    expect(resent.statusCode).toBe(200);
    await ctx.jobs.drain();
    const again = lastMailTo(email);
    expect(again).not.toBe(invitation);
    expect(again.text).toContain(`${origin}/reset-password?token=`);
    expect(again.text).not.toContain("attacker.test");
  });
});

describe("linkOrigin", () => {
  it("is APP_ORIGIN, else the listen address, with wildcard and loopback addresses as localhost", () => {
    expect(linkOrigin({ appOrigin: "https://stock.example.com/", host: "0.0.0.0", port: 5000 })).toBe(
      "https://stock.example.com",
    );
    for (const host of ["0.0.0.0", "127.0.0.1", "::", "::1"])
      expect(linkOrigin({ host, port: 5000 })).toBe("http://localhost:5000");
    expect(linkOrigin({ host: "10.0.0.7", port: 8080 })).toBe("http://10.0.0.7:8080");
    expect(linkOrigin({ host: "fd00::7", port: 8080 })).toBe("http://[fd00::7]:8080");
  });
});
