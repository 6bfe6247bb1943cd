import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "../../db/schema";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { hashPassword, verifyPassword } from "../../lib/password";
import { issueResetLink } from "../../modules/auth/reset-token";
import { useTestContext } from "../suite";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

const { ctx } = useTestContext();

describe("stored credentials", () => {
  it("hashes passwords with argon2id at the OWASP baseline, salted per password", async () => {
    const [first, second] = [await hashPassword("Sunrise2026"), await hashPassword("Sunrise2026")];
    expect(first).toMatch(ARGON2ID);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, "Sunrise2026")).toBe(true);
    expect(await verifyPassword(first, "sunrise2026")).toBe(false);
    expect(await verifyPassword("not a hash", "Sunrise2026")).toBe(false);
  });

  it("keeps every account's password as an argon2id hash, never the password", async () => {
    const rows = await ctx.database.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.hash).toMatch(ARGON2ID);
    const passwords = Object.values(DEMO_CREDENTIALS).map((account) => account.password);
    for (const row of rows) for (const password of passwords) expect(row.hash).not.toContain(password);
  });

  it("makes reset tokens of 32 random bytes and stores only their SHA-256", async () => {
    const { owner } = DEMO_CREDENTIALS;
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    const links = [
      await issueResetLink(ctx.database.db, { userId: user.id, origin: "https://stock.example.com", purpose: "reset" }),
      await issueResetLink(ctx.database.db, { userId: user.id, origin: "https://stock.example.com", purpose: "reset" }),
    ];
    const tokens = links.map((link) => new URL(link).searchParams.get("token")!);
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const stored = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    const digests = tokens.map((token) => crypto.createHash("sha256").update(token).digest("hex"));
    expect(stored.map((row) => row.tokenHash).sort()).toEqual([...digests].sort());
    for (const row of stored) for (const token of tokens) expect(JSON.stringify(row)).not.toContain(token);
  });
});
