import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, TIMINGS } from "@stockroom/shared";
import { passwordResetTokens, users } from "../../db/schema";
import { sessionCookie } from "../../test/context";
import { type Account, createAccount, mailTo as mailOutbox } from "../../test/fixtures";
import { startDemoAccount } from "../../test/demo";
import { useTestContext } from "../../test/suite";

// Issue 36 point 5: invitations that work for a hotel team.

const ORIGIN = "https://stock.example.com";
const { ctx, api } = useTestContext({ seed: false, env: { APP_ORIGIN: ORIGIN } });
let visitors = 0;

/** A POST without a session, from its own address (the link routes are limited per address). */
const visitor = (url: string, payload: object, remoteAddress = `10.36.5.${++visitors}`) =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress });

const mailTo = (email: string) => mailOutbox(ctx.database.db, email);

const linkIn = (text: string) => text.match(/https:\/\/stock\.example\.com\/reset-password\?token=\S+/)![0];
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** The newest link emailed to the address, and its token row. */
async function lastLink(email: string) {
  const mail = (await mailTo(email)).at(-1)!;
  const [row] = await ctx.database.db
    .select({ purpose: passwordResetTokens.purpose, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(users.email, email))
    .orderBy(desc(passwordResetTokens.id))
    .limit(1);
  return { mail, token: tokenOf(linkIn(mail.text)), row };
}

/** Every invitation link sent so far has expired. */
const expireInvitations = () =>
  ctx.database.db
    .update(passwordResetTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(passwordResetTokens.purpose, "invitation"));

/** A manager (Sam Staff) a demo account creates: it is handed the link, since a demo account emails no one. */
const demoManager = (demo: string, email: string) =>
  api("POST", "/api/users/create-manager", demo, { email, firstName: "Sam", lastName: "Staff", propertyId: "none" });

let managers = 0;
/** An owner (Olivia Bennett) with The Grand, and a manager of it invited by email. */
async function invited(): Promise<{ owner: Account; email: string; managerId: string; propertyId: number }> {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  await ctx.database.db.update(users).set({ firstName: "Olivia", lastName: "Bennett" }).where(eq(users.id, owner.id));
  const property = await api("POST", "/api/properties", owner.cookie, { name: "The Grand" });
  const email = `nina.${++managers}@example.com`;
  const created = await api("POST", "/api/users/create-manager", owner.cookie, {
    email,
    firstName: "Nina",
    lastName: "Nguyen",
    propertyId: property.body.id,
  });
  expect(created.body).toMatchObject({ invitationSent: true });
  return { owner, email, managerId: created.body.id, propertyId: property.body.id };
}

const within = (at: Date, expected: number) => expect(Math.abs(at.getTime() - expected)).toBeLessThan(60_000);

const LINK_MAILS = {
  invitation: { subject: "Your Stockroom account", ttlMs: TIMINGS.invitationTtlMs },
  reset: { subject: "Reset your Stockroom password", ttlMs: TIMINGS.passwordResetTtlMs },
};

/** The newest link emailed to the address is a `purpose` link: its mail's subject, its lifetime from now. */
async function expectLinkMail(email: string, purpose: keyof typeof LINK_MAILS) {
  const link = await lastLink(email);
  expect(link.mail.subject).toBe(LINK_MAILS[purpose].subject);
  expect(link.row.purpose).toBe(purpose);
  within(link.row.expiresAt, Date.now() + LINK_MAILS[purpose].ttlMs);
  return link;
}

describe("the invitation email", () => {
  it("names the owner, the property and the address to sign in with, and its link works for 7 days", async () => {
    const { email } = await invited();
    const { mail } = await expectLinkMail(email, "invitation");
    expect(mail.text).toContain(
      "Olivia Bennett has given you a Stockroom account to manage the supplies of The Grand.",
    );
    expect(mail.text).toContain(`You sign in with this email address: ${email}`);
    expect(mail.text).toContain("expires in 7 days");
  });
});

describe("a set-password link read before anything is typed", () => {
  it("says whose invitation it is, from whom and for which property", async () => {
    const { email } = await invited();
    const { token } = await lastLink(email);
    const status = await visitor("/api/auth/reset-link", { token });
    expect(status.json()).toEqual({
      status: "valid",
      purpose: "invitation",
      email,
      inviter: "Olivia Bennett",
      properties: ["The Grand"],
      canRenew: false,
    });
  });

  it("an unknown link is unknown, names no one and cannot be renewed", async () => {
    expect((await visitor("/api/auth/reset-link", { token: "made-up" })).json()).toEqual({
      status: "unknown",
      purpose: null,
      email: null,
      inviter: null,
      properties: [],
      canRenew: false,
    });
    const renewed = await visitor("/api/auth/reset-link/renew", { token: "made-up" });
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it("an empty token is refused in the error format", async () => {
    const refused = await visitor("/api/auth/reset-link", { token: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("accepting an invitation", () => {
  it("signs the manager in and lands them on their property; the link is then used", async () => {
    const { email, managerId, propertyId } = await invited();
    const { token } = await lastLink(email);
    const accepted = await visitor("/api/auth/reset-password", { token, newPassword: "NinaSets-0wn1" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.invitationAccepted,
      signedIn: true,
      propertyId,
    });
    const me = await api("GET", "/api/auth/user", sessionCookie(accepted));
    expect(me.body).toMatchObject({ id: managerId, email, role: "manager" });

    const status = (await visitor("/api/auth/reset-link", { token })).json();
    expect(status).toMatchObject({ status: "used", purpose: "invitation", email, canRenew: true });
  });

  it("a password reset link does not sign anyone in, as the spec has it", async () => {
    const { email, owner, managerId } = await invited();
    await visitor("/api/auth/reset-password", { token: (await lastLink(email)).token, newPassword: "NinaSets-0wn1" });
    await api("POST", `/api/users/${managerId}/resend-invite`, owner.cookie);
    const reset = await visitor("/api/auth/reset-password", {
      token: (await lastLink(email)).token,
      newPassword: "NinaSets-0wn2",
    });
    expect(reset.json()).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.passwordReset,
      signedIn: false,
      propertyId: null,
    });
    expect(reset.cookies.find((cookie) => cookie.name === "sid")).toBeUndefined();
  });
});

describe("the owner's Reset Password on a manager", () => {
  it("sends a pending manager a new invitation, and one who has accepted a one-hour reset link", async () => {
    const { owner, email, managerId } = await invited();
    expect((await api("POST", `/api/users/${managerId}/resend-invite`, owner.cookie)).status).toBe(200);
    await expectLinkMail(email, "invitation");

    await visitor("/api/auth/reset-password", { token: (await lastLink(email)).token, newPassword: "NinaSets-0wn1" });
    expect((await api("POST", `/api/users/${managerId}/resend-invite`, owner.cookie)).body).toEqual({
      success: true,
      email,
    });
    const { mail } = await expectLinkMail(email, "reset");
    expect(mail.text).toContain("Olivia Bennett asked Stockroom to send you a link to choose a new password.");
    expect(mail.text).not.toContain("has given you a Stockroom account");
  });
});

describe("a used or expired link offers a new one to its address", () => {
  it("an expired invitation says so, and renewing it emails a fresh 7-day invitation", async () => {
    const { email } = await invited();
    const { token } = await lastLink(email);
    await expireInvitations();
    expect((await visitor("/api/auth/reset-link", { token })).json()).toMatchObject({
      status: "expired",
      purpose: "invitation",
      email,
      canRenew: true,
    });
    const expired = await visitor("/api/auth/reset-password", { token, newPassword: "NinaSets-0wn1" });
    expect(expired.statusCode).toBe(400);

    const renewed = await visitor("/api/auth/reset-link/renew", { token });
    expect(renewed.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.newLinkSent, email });
    const fresh = await expectLinkMail(email, "invitation");
    expect(fresh.token).not.toBe(token);
    expect(fresh.mail.text).toContain("manage the supplies of The Grand");
    const accepted = await visitor("/api/auth/reset-password", { token: fresh.token, newPassword: "NinaSets-0wn1" });
    expect(accepted.json()).toMatchObject({ signedIn: true });
  });

  it("a used invitation's new link is a password reset: the manager already has a password", async () => {
    const { email } = await invited();
    const { token } = await lastLink(email);
    await visitor("/api/auth/reset-password", { token, newPassword: "NinaSets-0wn1" });
    expect((await visitor("/api/auth/reset-link/renew", { token })).statusCode).toBe(200);
    await expectLinkMail(email, "reset");
  });

  it("is limited per address asking, then per address receiving, with nothing written past either", async () => {
    const { email } = await invited();
    const { token } = await lastLink(email);
    await visitor("/api/auth/reset-password", { token, newPassword: "NinaSets-0wn1" });
    const before = (await mailTo(email)).length;
    const from = "10.36.6.1";
    for (let i = 0; i < 5; i++)
      expect((await visitor("/api/auth/reset-link/renew", { token }, from)).statusCode).toBe(200);
    const limited = await visitor("/api/auth/reset-link/renew", { token }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ACCOUNT_MESSAGES.tooManyNewLinks);
    // The address has had its five reset links of the day (MAIL_LIMITS.passwordReset), whoever asks.
    const capped = await visitor("/api/auth/reset-link/renew", { token });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(ACCOUNT_MESSAGES.tooManyNewLinks);
    expect(await mailTo(email)).toHaveLength(before + 5);
  });

  it("a demo account's manager is sent back to whoever invited them, and nothing is emailed", async () => {
    const demo = await startDemoAccount(ctx, { email: "demo.owner@example.com", firstName: "Dana" }, "10.36.7.1");
    const created = await demoManager(demo, "demo.staff@example.com");
    const token = tokenOf(created.body.invitationLink);
    await expireInvitations();
    expect((await visitor("/api/auth/reset-link", { token })).json()).toMatchObject({
      status: "expired",
      canRenew: false,
    });
    const refused = await visitor("/api/auth/reset-link/renew", { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.newLinkFromInviter);
    expect(await mailTo("demo.staff@example.com")).toEqual([]);
  });

  it("a demo account gets its manager's link back, an invitation first and a one-hour reset once accepted", async () => {
    const demo = await startDemoAccount(ctx, { email: "demo.second@example.com", firstName: "Dana" }, "10.36.7.2");
    const created = await demoManager(demo, "demo.second.staff@example.com");
    expect(created.body).toMatchObject({ invitationSent: false, invitationLinkPurpose: "invitation" });
    await visitor("/api/auth/reset-password", {
      token: tokenOf(created.body.invitationLink),
      newPassword: "Sam-Sets-0wn1",
    });
    const resent = await api("POST", `/api/users/${created.body.id}/resend-invite`, demo);
    expect(resent.body).toMatchObject({ success: true, invitationLinkPurpose: "reset" });
    expect(
      (await visitor("/api/auth/reset-link", { token: tokenOf(resent.body.invitationLink) })).json(),
    ).toMatchObject({
      status: "valid",
      purpose: "reset",
    });
    expect(await mailTo("demo.second.staff@example.com")).toEqual([]);
  });
});
