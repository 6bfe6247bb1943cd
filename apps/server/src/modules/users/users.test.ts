import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyManagers, users } from "../../db/schema";
import { type TestContext, createTestContext, signIn } from "../../test/context";
import { type Account, client, createAccount, seededGroup } from "../../test/fixtures";
import { startSmtpServer, tokenFrom } from "../../test/smtp";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let api: ReturnType<typeof client>;
let group: Awaited<ReturnType<typeof seededGroup>>;
let stranger: Account;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
  api = client(ctx.app);
  group = await seededGroup(ctx.app, ctx.database.db);
  stranger = await createAccount(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe("managing manager accounts", () => {
  it("creates a manager assigned to a property and emails an invitation to set a password", async () => {
    const created = await api("POST", "/api/users/create-manager", group.owner.cookie, {
      email: " Nina@Example.com ",
      firstName: " Nina ",
      lastName: "Park",
      propertyId: group.maple,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: "nina@example.com",
      firstName: "Nina",
      role: "manager",
      invitationSent: true,
    });
    const assignments = await ctx.database.db
      .select()
      .from(propertyManagers)
      .where(eq(propertyManagers.managerId, created.body.id));
    expect(assignments.map((a) => a.propertyId)).toEqual([group.maple]);

    // The invitation waits in the outbox until its delivery job hands it to SMTP.
    expect(smtp.received.filter((m) => m.to.includes("nina@example.com"))).toEqual([]);
    await ctx.jobs.drain();
    const [mail] = smtp.received.filter((m) => m.to.includes("nina@example.com"));
    expect(mail.text).toContain("Olivia Bennett has given you a Stockroom account");
    const reset = await api("POST", "/api/auth/reset-password", undefined, {
      token: tokenFrom(mail),
      newPassword: "NinaPass2026",
    });
    expect(reset.status).toBe(200);
    const cookie = await signIn(ctx.app, "nina@example.com", "NinaPass2026");
    const managed = await api("GET", "/api/managed-properties", cookie);
    expect(managed.body.map((p: { id: number }) => p.id)).toEqual([group.maple]);
  });

  it("accepts 'none' for no assignment and refuses a taken email", async () => {
    const created = await api("POST", "/api/users/create-manager", group.owner.cookie, {
      email: "solo@example.com",
      firstName: "Solo",
      lastName: "Worker",
      propertyId: "none",
    });
    expect(created.status).toBe(201);
    const taken = await api("POST", "/api/users/create-manager", group.owner.cookie, {
      email: "MANAGER@example.com",
      firstName: "Dup",
      lastName: "Licate",
    });
    expect(taken.status).toBe(409);
    const missing = await api("POST", "/api/users/create-manager", group.owner.cookie, {
      email: "",
      firstName: "",
      lastName: "",
    });
    expect(missing.status).toBe(400);
  });

  it("answers 403 LIMIT_EXCEEDED and creates nobody when the property is full", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "starter" });
    const property = (await api("POST", "/api/properties", owner.cookie, { name: "Tiny Inn" })).body;
    const first = { email: "first@example.com", firstName: "First", lastName: "One", propertyId: property.id };
    expect((await api("POST", "/api/users/create-manager", owner.cookie, first)).status).toBe(201);
    const second = await api("POST", "/api/users/create-manager", owner.cookie, {
      ...first,
      email: "second@example.com",
    });
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({ error: "LIMIT_EXCEEDED", limitType: "managers", maxAllowed: 1 });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "second@example.com"))).toEqual([]);
  });

  it("edits, re-invites and deletes the owner's own manager", async () => {
    const manager = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: group.owner.id });
    const url = `/api/users/${manager.id}`;
    const edited = await api("PATCH", url, group.owner.cookie, {
      firstName: "Renamed",
      lastName: "Person",
      email: "renamed@example.com",
    });
    expect(edited.body).toMatchObject({ firstName: "Renamed", email: "renamed@example.com" });
    const resent = await api("POST", `${url}/resend-invite`, group.owner.cookie);
    expect(resent.body).toEqual({ success: true, email: "renamed@example.com" });
    await ctx.jobs.drain();
    expect(smtp.received.filter((mail) => mail.to.includes("renamed@example.com"))).toHaveLength(1);
    expect((await api("DELETE", url, group.owner.cookie)).body).toEqual({ success: true });
    expect((await api("GET", "/api/auth/user", manager.cookie)).status).toBe(401);
  });

  it("never lets anyone touch another owner's users", async () => {
    const url = `/api/users/${group.manager.id}`;
    expect(
      (await api("PATCH", url, stranger.cookie, { firstName: "X", lastName: "Y", email: "x@example.com" })).status,
    ).toBe(404);
    expect((await api("DELETE", url, stranger.cookie)).status).toBe(404);
    expect((await api("POST", `${url}/resend-invite`, stranger.cookie)).status).toBe(404);
    expect((await api("DELETE", url, group.manager.cookie)).status).toBe(403);
    expect(
      (
        await api("POST", "/api/users/create-manager", group.manager.cookie, {
          email: "a@example.com",
          firstName: "a",
          lastName: "b",
        })
      ).status,
    ).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, group.manager.id));
    expect(row.firstName).toBe("Marco");
  });
});

describe("development mailbox", () => {
  it("lists the outbox to admins outside production", async () => {
    expect((await api("GET", "/api/dev/outbox")).status).toBe(401);
    expect((await api("GET", "/api/dev/outbox", group.owner.cookie)).status).toBe(403);
    const { status, body } = await api("GET", "/api/dev/outbox", group.admin.cookie);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]).toHaveProperty("subject");
  });
});
