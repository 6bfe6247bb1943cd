import crypto from "node:crypto";
import { type ResetLinkPurpose, TIMINGS } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { insertResetToken } from "./repo";

/** Only a token's SHA-256 is stored; the token itself is only ever in the email. */
export function digest(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

const TTL_MS: Record<ResetLinkPurpose, number> = {
  reset: TIMINGS.passwordResetTtlMs,
  invitation: TIMINGS.invitationTtlMs,
};

/** Makes a single-use set-password link: a reset is valid for one hour, an invitation for seven days. */
export async function issueResetLink(
  db: Executor,
  { userId, origin, purpose }: { userId: string; origin: string; purpose: ResetLinkPurpose },
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await insertResetToken(db, {
    userId,
    tokenHash: digest(token),
    purpose,
    expiresAt: new Date(Date.now() + TTL_MS[purpose]),
  });
  return `${origin}/reset-password?token=${token}`;
}
