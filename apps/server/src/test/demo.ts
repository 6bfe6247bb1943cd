import { desc, sql } from "drizzle-orm";
import { emailOutbox } from "../db/schema";
import { type TestContext, sessionCookie } from "./context";

export interface DemoSignupDetails {
  firstName?: string;
  lastName?: string;
  email: string;
  password?: string;
  propertyCount?: "1" | "2-5" | "6-10" | "10+";
}

/**
 * A demo sign-up as a visitor makes one (issue 34): the sign-up, then the job that emails its link. Answers the
 * token the link carries. Each call should come from its own `remoteAddress`, so the per-address sign-up limits
 * never decide a test that is not about them.
 */
export async function mailedDemoToken(
  ctx: TestContext,
  { email, firstName = "Dana", lastName = "Demo", password = "TryItOut1", propertyCount = "1" }: DemoSignupDetails,
  remoteAddress: string,
): Promise<string> {
  const signup = await ctx.app.inject({
    method: "POST",
    url: "/api/demo/signup",
    remoteAddress,
    payload: { firstName, lastName, email, password, currentTools: "Spreadsheets", propertyCount },
  });
  if (signup.statusCode !== 201) throw new Error(`demo sign-up: ${signup.statusCode} ${signup.body}`);
  await ctx.jobs.drain();
  const [mail] = await ctx.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`)
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = mail && /\/demo\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no demo link was mailed to ${email}`);
  return token;
}

/** A demo account made from its emailed link, as `mailedDemoToken` gets it. Answers the session cookie. */
export async function startDemoAccount(
  ctx: TestContext,
  details: DemoSignupDetails,
  remoteAddress: string,
): Promise<string> {
  const token = await mailedDemoToken(ctx, details, remoteAddress);
  const confirmed = await ctx.app.inject({
    method: "POST",
    url: "/api/demo/confirm",
    remoteAddress,
    payload: { token },
  });
  return sessionCookie(confirmed);
}
