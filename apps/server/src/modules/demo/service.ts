import crypto from "node:crypto";
import { ACCOUNT_MESSAGES, TIMINGS, type demoSignupBodySchema } from "@stockroom/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import { AppError } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { logActivity } from "../activity/repo";
import { findAddressHolder, lockAddress } from "../users/repo";
import { deleteDemoSignupsOf, findDemoSignupByToken, insertDemoAccount, insertPendingDemoSignup } from "./repo";
import { createSampleHotel } from "./sample";

type DemoSignup = z.output<typeof demoSignupBodySchema>;

export const digestToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * POST /api/demo/signup: keeps the sign-up until its address confirms it; the `demo.signup-mail` job then emails
 * the address its link, or, when the address signs in to an account already, tells that account. Every address
 * gets the same statements and answer (issue 34): whether it has an account is looked at only after the answer,
 * and no demo account holds or mails an address nobody proved.
 */
export async function startDemoSignup(db: Database, jobs: JobEngine, body: DemoSignup): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const signupId = await insertPendingDemoSignup(tx, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      currentTools: body.currentTools,
      propertyCount: body.propertyCount,
    });
    await jobs.send(tx, { name: "demo.signup-mail", data: { signupId } });
  });
}

/**
 * POST /api/demo/confirm: the emailed link makes the demo account (role and tier demo) with its own sample hotel,
 * its address proved; answers its id. Every other waiting sign-up of the address goes with its link. An address
 * that signs in to an account by now (another link was used, or a checkout paid) is refused: whoever holds the
 * link reads that address's mail.
 */
export async function confirmDemoSignup(db: Database, token: string): Promise<string> {
  const tokenHash = digestToken(token);
  const since = new Date(Date.now() - TIMINGS.demoConfirmationTtlMs);
  return db.transaction(async (tx) => {
    const found = await findDemoSignupByToken(tx, { tokenHash, since });
    if (found) await lockAddress(tx, found.email);
    const signup = found && (await findDemoSignupByToken(tx, { tokenHash, since, lock: true }));
    if (!signup) throw new AppError("BAD_REQUEST", ACCOUNT_MESSAGES.demoLinkInvalid);
    if (await findAddressHolder(tx, signup.email)) throw new AppError("CONFLICT", ACCOUNT_MESSAGES.emailTaken);
    await deleteDemoSignupsOf(tx, signup.email);
    const userId = await insertDemoAccount(tx, {
      email: signup.email,
      firstName: signup.firstName,
      lastName: signup.lastName,
      passwordHash: signup.passwordHash,
    });
    await createSampleHotel(tx, userId);
    await logActivity(tx, {
      type: "user_created",
      details: `Demo account for ${signup.email} (uses: ${signup.currentTools}; properties: ${signup.propertyCount})`,
      userId,
      ownerId: userId,
    });
    return userId;
  });
}
