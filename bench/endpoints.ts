/** The calls `npm run bench` measures, the bench owner's session, and the real server's recorded answers. */
import { NEXT_CURSOR_HEADER } from "@stockroom/shared";
import { BENCH_OWNER } from "../apps/server/src/db/bench-data";

export interface Endpoint {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  read: boolean;
}

export interface Session {
  origin: string;
  cookie: string;
  /** The session id inside the signed cookie (what the fair ceiling looks up). */
  sid: string;
}

/** Signs in as the bench owner (or `account`); behind a TLS proxy in production, hence X-Forwarded-Proto. */
export async function signIn(
  origin: string,
  account: { email: string; password: string } = BENCH_OWNER,
  forwardedFor?: string,
): Promise<Session> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      "x-forwarded-proto": "https",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const sid = cookies.find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("Sign-in set no session cookie");
  const signed = decodeURIComponent(sid.slice("sid=".length));
  return { origin, cookie: cookies.join("; "), sid: signed.slice(0, signed.lastIndexOf(".")) };
}

export async function getJson<T>(session: Session, url: string): Promise<T> {
  const res = await fetch(`${session.origin}${url}`, { headers: { cookie: session.cookie } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

export const ENDPOINT_NAMES = [
  "GET /api/inventory/all",
  "GET /api/dashboard/stats",
  "GET /api/low-stock",
  "GET /api/requests",
  "GET /api/analytics",
  "POST /api/requests",
] as const;

/** The measured calls; the POST asks for two items of the first property, as a manager's order would. */
export async function endpointsFor(session: Session): Promise<Endpoint[]> {
  const [property] = await getJson<{ id: number }[]>(session, "/api/properties?items=false&limit=1");
  const items = await getJson<{ id: number }[]>(session, `/api/properties/${property.id}/inventory?limit=2`);
  const body = JSON.stringify({ items: items.map((i) => ({ itemId: i.id, quantity: 3 })), reason: "Benchmark" });
  return ENDPOINT_NAMES.map((name) => {
    const [method, path] = name.split(" ") as ["GET" | "POST", string];
    return { name, method, path, read: method === "GET", ...(method === "POST" ? { body } : {}) };
  });
}

export type Recording = Record<string, { status: number; headers: Record<string, string>; body: string }>;

/** The real server's answers (uncompressed, as autocannon asks for them), for both ceilings to replay. */
export async function record(session: Session, endpoints: Endpoint[]): Promise<Recording> {
  const answers: Recording = {};
  for (const e of endpoints) {
    const res = await fetch(`${session.origin}${e.path}`, {
      method: e.method,
      body: e.body,
      headers: {
        cookie: session.cookie,
        origin: session.origin,
        "content-type": "application/json",
        "accept-encoding": "identity",
      },
    });
    const body = Buffer.from(await res.arrayBuffer());
    const headers: Record<string, string> = { "content-type": res.headers.get("content-type") ?? "application/json" };
    const cursor = res.headers.get(NEXT_CURSOR_HEADER);
    if (cursor) headers[NEXT_CURSOR_HEADER.toLowerCase()] = cursor;
    answers[`${e.method} ${e.path}`] = { status: res.status, headers, body: body.toString("base64") };
  }
  return answers;
}
