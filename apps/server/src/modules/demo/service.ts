import { ACCOUNT_MESSAGES, type demoSignupBodySchema } from "@stockroom/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { conflictOnDuplicateEmail, isEmailTaken } from "../users/repo";
import { hashPassword } from "../../lib/password";
import { logActivity } from "../activity/repo";
import { insertDemoAccount } from "./repo";
import { createSampleHotel } from "./sample";

type DemoSignup = z.output<typeof demoSignupBodySchema>;

/** Creates a demo account (role and tier demo) with its own sample hotel; answers its id. */
export async function createDemoAccount(db: Database, body: DemoSignup): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (await isEmailTaken(tx, body.email)) throw new AppError("CONFLICT", ACCOUNT_MESSAGES.emailTaken);
    const userId = await insertDemoAccount(tx, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
    }).catch(conflictOnDuplicateEmail(ACCOUNT_MESSAGES.emailTaken));
    await createSampleHotel(tx, userId);
    await logActivity(tx, {
      type: "user_created",
      details: `Demo account for ${body.email} (uses: ${body.currentTools}; properties: ${body.propertyCount})`,
      userId,
      ownerId: userId,
    });
    return userId;
  });
}
