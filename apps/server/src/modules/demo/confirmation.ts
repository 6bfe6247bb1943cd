import crypto from "node:crypto";
import type { Database, Executor } from "../../db/client";
import type { Mailer } from "../email/mailer";
import { MAIL_LIMITS, queueWithinLimit } from "../email/limits";
import { greeting } from "../email/text";
import { type AddressHolder, findAddressHolder } from "../users/repo";
import { type DemoSignupRow, deleteDemoSignup, lockPendingDemoSignup, setDemoSignupToken } from "./repo";
import { digestToken } from "./service";

/**
 * The `demo.signup-mail` job, after the sign-up's answer: the address gets the link that starts its demo, or,
 * when it signs in to an account already, a notice to that account (and the sign-up goes, having nothing to
 * confirm). Either counts against MAIL_LIMITS.addressNotice: past it the address gets nothing more that day.
 */
export async function mailDemoSignup(
  db: Database,
  mailer: Mailer,
  { signupId, origin }: { signupId: number; origin: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const signup = await lockPendingDemoSignup(tx, signupId);
    if (!signup || signup.tokenHash !== null) return;
    const holder = await findAddressHolder(tx, signup.email);
    if (holder) await deleteDemoSignup(tx, signup.id);
    const email = holder ? signupNotice(holder, origin) : await confirmationEmail(tx, { signup, origin });
    await queueWithinLimit(tx, mailer, { email, limit: MAIL_LIMITS.addressNotice });
  });
}

async function confirmationEmail(tx: Executor, { signup, origin }: { signup: DemoSignupRow; origin: string }) {
  const token = crypto.randomBytes(32).toString("base64url");
  await setDemoSignupToken(tx, { id: signup.id, tokenHash: digestToken(token) });
  return {
    to: signup.email,
    subject: "Start your Stockroom demo",
    text: [
      greeting(signup.firstName),
      "",
      "Open this link to start your free Stockroom demo with a sample hotel:",
      `${origin}/demo/confirm?token=${token}`,
      "",
      "The link works once and expires in 24 hours. If you did not sign up, you can ignore this email: " +
        "nothing is made without it.",
    ].join("\n"),
  };
}

function signupNotice(holder: AddressHolder, origin: string) {
  return {
    to: holder.email,
    subject: "Start your Stockroom demo",
    text: [
      greeting(holder.firstName),
      "",
      "Someone asked for a Stockroom demo with this email address. It already signs in to a Stockroom account, " +
        "so no demo was made and nothing in your account has changed.",
      "",
      `If it was you, sign in here instead: ${origin}/login (forgot your password? the sign-in page can send a reset link).`,
      "If it was not you, you can ignore this email.",
    ].join("\n"),
  };
}
