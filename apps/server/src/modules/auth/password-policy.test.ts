import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, users } from "../../db/schema";
import { signIn } from "../../test/context";
import { issueResetLink } from "./reset-token";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite({ withStranger: false });

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const customer = (email: string, password: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  password,
  confirmPassword: password,
});

/** One password policy at every entry point: the message names the broken rule, and nothing is created. */
describe("the password policy on the server", () => {
  it("checkout accepts Newpass123 and names the rule a weaker password breaks", async () => {
    const start = (email: string, password: string) =>
      api("POST", "/api/create-subscription-intent", undefined, {
        planId: "starter",
        customerInfo: customer(email, password),
      });
    const weak = await start("weak-checkout@example.com", "newpass123");
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must contain an uppercase letter");
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "weak-checkout@example.com"))).toEqual([]);
    expect((await start("strong-checkout@example.com", "Newpass123")).status).toBe(200);
  });

  it("demo signup accepts Newpass123 and names the rule a weaker password breaks", async () => {
    const signup = (email: string, password: string) =>
      api("POST", "/api/demo/signup", undefined, {
        firstName: "Dee",
        lastName: "Mo",
        email,
        password,
        currentTools: "Paper",
        propertyCount: "1",
      });
    const weak = await signup("weak-demo@example.com", "Newpassword");
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toBe("Password must contain a number");
    expect((await signup("strong-demo@example.com", "Newpass123")).status).toBe(201);
  });

  it("reset accepts Newpass123, which the old hidden special-character rule refused", async () => {
    const token = tokenOf(
      await issueResetLink(ctx.database.db, { userId: group.manager.id, origin: "http://localhost", purpose: "reset" }),
    );
    const weak = await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "NEWPASS123" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must contain a lowercase letter");
    expect(
      (await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "Newpass123" })).status,
    ).toBe(200);
  });

  it("a new manager sets their password from the invitation under the same rules", async () => {
    const created = await api("POST", "/api/users/create-manager", group.owner.cookie, {
      email: "nina@example.com",
      firstName: "Nina",
      lastName: "Invited",
    });
    expect(created.status).toBe(201);
    const [mail] = await ctx.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "nina@example.com"));
    const token = tokenOf(mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0]);
    const short = await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "Nina1" });
    expect(short.body.message).toBe("Password must be at least 8 characters long");
    expect(
      (await api("POST", "/api/auth/reset-password", undefined, { token, newPassword: "Newpass123" })).status,
    ).toBe(200);
    await expect(signIn(ctx.app, "nina@example.com", "Newpass123")).resolves.toContain("sid=");
  });
});
