import { LOGIN_RATE_LIMIT } from "@stockroom/shared";

/** Forgot-password requests allowed per address and minute. */
export const FORGOT_PASSWORD_LIMIT = 5;

/** How many responses had each status. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** `allowed` answers of `status`, then as many refusals (429). */
export function allowedThenRefused(allowed: number, status: number): number[] {
  return [...Array<number>(allowed).fill(status), ...Array<number>(allowed).fill(429)];
}

/** A POST of a scenario and the client address it comes from. */
export interface ScenarioRequest {
  url: string;
  body: object;
  address: string;
}

/** Sends the i-th request of a scenario; answers the status. */
type SendFrom = (i: number, request: ScenarioRequest) => Promise<number>;

/**
 * Sign-in guesses on twice the limit of different emails from one address, one after another: the
 * scenario both the in-process and the two-process shared-limit tests run (the sender picks the instance).
 */
export function signInGuessesInTurn(send: SendFrom): Promise<number[]> {
  return inTurn(2 * LOGIN_RATE_LIMIT.max, (i) =>
    send(i, {
      url: "/api/auth/login",
      body: { email: `guess-${i}@example.com`, password: "Wrong-1" },
      address: "203.0.113.7",
    }),
  );
}

/** Twice the forgot-password limit from one address, one after another, as signInGuessesInTurn. */
export function forgotPasswordsInTurn(send: SendFrom): Promise<number[]> {
  return inTurn(2 * FORGOT_PASSWORD_LIMIT, (i) =>
    send(i, { url: "/api/auth/forgot-password", body: { email: `x${i}@example.com` }, address: "203.0.113.8" }),
  );
}

async function inTurn(count: number, send: (i: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await send(i));
  return statuses;
}
