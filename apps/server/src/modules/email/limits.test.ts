import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { useTestContext } from "../../test/suite";
import { MAIL_LIMITS, queueWithinLimit } from "./limits";

const { ctx } = useTestContext({ seed: false });

const notice = (to: string) => ({ to, subject: "A notice", text: "Someone used your address." });
const written = async (address: string) =>
  (
    await ctx.database.db
      .select({ topic: emailOutbox.topic })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${address}`)
  ).length;

describe("per-address mail limits", () => {
  it("write at most the limit's number of one kind to an address in its window, whatever the case", async () => {
    const limit = MAIL_LIMITS.addressNotice;
    const outcomes = [];
    for (const to of ["cap@example.com", "CAP@example.com", "cap@EXAMPLE.com", "Cap@example.com"]) {
      outcomes.push(
        await ctx.database.db.transaction((tx) => queueWithinLimit(tx, ctx.mailer, { email: notice(to), limit })),
      );
    }
    expect(outcomes).toEqual([true, true, true, false]);
    expect(await written("cap@example.com")).toBe(limit.max);

    // Another kind and another address have their own count; the window slides.
    const other = await ctx.database.db.transaction((tx) =>
      queueWithinLimit(tx, ctx.mailer, { email: notice("cap@example.com"), limit: MAIL_LIMITS.passwordReset }),
    );
    expect(other).toBe(true);
    const tomorrow = new Date(Date.now() + limit.windowMs + 1000);
    const later = await ctx.database.db.transaction((tx) =>
      queueWithinLimit(tx, ctx.mailer, { email: notice("cap@example.com"), limit, now: tomorrow }),
    );
    expect(later).toBe(true);
  });

  it("hold when many transactions write to one address at once", async () => {
    const limit = MAIL_LIMITS.addressNotice;
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx.database.db.transaction((tx) =>
          queueWithinLimit(tx, ctx.mailer, { email: notice("race@example.com"), limit }),
        ),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(limit.max);
    expect(await written("race@example.com")).toBe(limit.max);
  });
});
