import { sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, type demoSignupBodySchema } from "@stockroom/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { conflictOnDuplicateEmail } from "../users/repo";
import { hashPassword } from "../../lib/password";
import { logActivity } from "../activity/repo";
import { createSampleHotel } from "./sample";

type DemoSignup = z.output<typeof demoSignupBodySchema>;

/** Creates a demo account (role and tier demo) with its own sample hotel; answers its id. */
export async function createDemoAccount(db: Database, body: DemoSignup): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email}`);
    if (taken) throw new AppError("CONFLICT", ACCOUNT_MESSAGES.emailTaken);
    const [user] = await tx
      .insert(users)
      .values({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
        role: "demo",
        subscriptionTier: "demo",
        subscriptionStatus: "active",
      })
      .returning({ id: users.id })
      .catch(conflictOnDuplicateEmail(ACCOUNT_MESSAGES.emailTaken));
    await createSampleHotel(tx, user.id);
    await logActivity(tx, {
      type: "user_created",
      details: `Demo account for ${body.email} (uses: ${body.currentTools}; properties: ${body.propertyCount})`,
      userId: user.id,
      ownerId: user.id,
    });
    return user.id;
  });
}
