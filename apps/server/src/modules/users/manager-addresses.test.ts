import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@stockroom/shared";
import { emailOutbox, users } from "../../db/schema";
import { createAccount } from "../../test/fixtures";
import { useTestContext } from "../../test/suite";

/**
 * Issue 34: create-manager answers an address of another account (an owner, someone else's manager or
 * invitation) exactly as a new address: the caller gets a pending invitation in their list, and the address's
 * account is told by email instead of being invited. Before, it answered 409 "An account with this email
 * already exists", which told any owner who had an account. The owner's own managers stay theirs to know.
 */

let statements: string[] = [];
const { ctx, api } = useTestContext({ seed: false, onQuery: (text) => statements.push(text) });

const create = (cookie: string, email: string) =>
  api("POST", "/api/users/create-manager", cookie, { email, firstName: "Max", lastName: "Mustermann" });

async function mailsTo(address: string) {
  await ctx.jobs.drain();
  return ctx.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address}`)
    .orderBy(desc(emailOutbox.id));
}

describe("create-manager for an address of another account", () => {
  it("answers as for a new address, lists a pending invitation, and tells the account instead of inviting it", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const other = await createAccount(ctx.app, ctx.database.db);

    statements = [];
    const taken = await create(owner.cookie, other.email.toUpperCase());
    const takenStatements = statements.map((text) => text.replace(/\$\d+/g, "?"));
    statements = [];
    const fresh = await create(owner.cookie, "brand-new@example.com");
    const freshStatements = statements.map((text) => text.replace(/\$\d+/g, "?"));

    expect([taken.status, fresh.status]).toEqual([201, 201]);
    const shape = (body: Record<string, unknown>) => ({ ...body, id: "", email: "", createdAt: "" });
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(taken.body).toMatchObject({ email: other.email, role: "manager", invitationSent: true });
    expect(takenStatements).toEqual(freshStatements);

    const listed = (await api("GET", "/api/users", owner.cookie)).body as { id: string }[];
    expect(listed.map((m) => m.id)).toEqual(expect.arrayContaining([taken.body.id, fresh.body.id]));

    const [notice] = await mailsTo(other.email);
    expect(notice.text).toContain("tried to add this email address as a manager");
    expect(notice.text).not.toContain("token=");
    const [invitation] = await mailsTo("brand-new@example.com");
    expect(invitation.text).toContain("/reset-password?token=");

    // The other account is untouched and still signs in; resend-invite tells it again, within the limits.
    const [otherRow] = await ctx.database.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow.role).toBe("owner");
    const resent = await api("POST", `/api/users/${taken.body.id}/resend-invite`, owner.cookie);
    expect(resent.body).toEqual({ success: true, email: other.email });
    expect(await mailsTo(other.email)).toHaveLength(2);
  });

  it("answers another owner's invitation to the address as a new address too, and both stay", async () => {
    const first = await createAccount(ctx.app, ctx.database.db);
    const second = await createAccount(ctx.app, ctx.database.db);
    expect((await create(first.cookie, "shared-invitee@example.com")).status).toBe(201);
    expect((await create(second.cookie, "shared-invitee@example.com")).status).toBe(201);
    const rows = await ctx.database.db
      .select({ createdBy: users.createdBy })
      .from(users)
      .where(eq(users.email, "shared-invitee@example.com"));
    expect(rows.map((r) => r.createdBy).sort()).toEqual([first.id, second.id].sort());
  });

  it("refuses the owner's own manager's address, and an edit onto it, with 409", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const mine = await create(owner.cookie, "mine@example.com");
    const again = await create(owner.cookie, "MINE@example.com");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.emailTaken);
    const other = await create(owner.cookie, "other-mine@example.com");
    const edit = await api("PATCH", `/api/users/${other.body.id}`, owner.cookie, {
      email: "mine@example.com",
      firstName: "Max",
      lastName: "Mustermann",
    });
    expect(edit.status).toBe(409);
    expect(mine.status).toBe(201);
    // An edit onto another account's address is answered like any other edit.
    const stranger = await createAccount(ctx.app, ctx.database.db);
    const onto = await api("PATCH", `/api/users/${other.body.id}`, owner.cookie, {
      email: stranger.email,
      firstName: "Max",
      lastName: "Mustermann",
    });
    expect(onto.status).toBe(200);
  });

  it("makes one manager of one address when the owner sends it twice at once", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const answers = await Promise.all([0, 1, 2].map(() => create(owner.cookie, "twice-at-once@example.com")));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, "twice-at-once@example.com"), eq(users.createdBy, owner.id)));
    expect(rows).toHaveLength(1);
  });
});

describe("an address past its daily cap of invitations", () => {
  it("says no invitation was sent, and resend-invite answers 429 and changes nothing", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const address = "capped@example.com";
    // Ten invitations to the address today, from anyone: the cap's backstop behind the routes' own limits.
    await ctx.database.db.insert(emailOutbox).values(
      Array.from({ length: 10 }, () => ({
        toAddress: address,
        subject: "Your Stockroom account",
        textBody: "earlier invitation",
        topic: "invitation",
      })),
    );
    const created = await create(owner.cookie, address);
    expect(created.status).toBe(201);
    // Before, the answer said invitationSent: true although nothing was written.
    expect(created.body).toMatchObject({ email: address, invitationSent: false });
    const tokens = async () =>
      (await ctx.database.db.execute(sql`select count(*)::int as n from password_reset_tokens`)) as {
        rows: { n: number }[];
      };
    const before = (await tokens()).rows[0].n;
    const resent = await api("POST", `/api/users/${created.body.id}/resend-invite`, owner.cookie);
    expect(resent.status).toBe(429);
    expect(resent.body.message).toBe(ACCOUNT_MESSAGES.tooManyInvitations);
    expect((await tokens()).rows[0].n).toBe(before);
    expect(await mailsTo(address)).toHaveLength(10);
  });
});
