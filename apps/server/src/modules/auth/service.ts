import { ACCOUNT_MESSAGES, MESSAGES } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { verifyAgainstDummy, verifyPassword } from "../../lib/password";
import { findCredentialsByEmail } from "../users/repo";

/**
 * Checks an email and password and returns the account id. Unknown emails, accounts without a
 * password and wrong passwords fail alike, in about the same time.
 */
export async function authenticate(db: Database, { email, password }: { email: string; password: string }) {
  const account = await findCredentialsByEmail(db, email);
  if (!account?.passwordHash) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(account.passwordHash, password))) throw invalidCredentials();
  // An account whose checkout was never paid exists only to hold the checkout; it opens once paid.
  if (account.subscriptionStatus === "incomplete" && account.totalAmountPaid === 0) {
    throw new AppError("FORBIDDEN", ACCOUNT_MESSAGES.checkoutIncomplete, { success: false });
  }
  return account.id;
}

function invalidCredentials(): AppError {
  return new AppError("UNAUTHORIZED", MESSAGES.invalidCredentials, { success: false });
}
