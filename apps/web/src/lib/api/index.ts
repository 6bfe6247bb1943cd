import type { QueryFunction } from "@tanstack/react-query";
import { DEMO_API_PATTERN, type ApiErrorBody } from "@stockroom/shared";
import { DEMO_MODE_KEY, DEMO_USER_KEY } from "../demoModeKeys";
import { urlOfKey } from "./url";

/**
 * A non-OK answer. The message keeps the spec's `${status}: ${bodyText || statusText}` format;
 * `body` is the parsed `{ message, error?, fields? }` when the server sent one, so screens can show its message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && typeof (value as ApiErrorBody).message === "string") {
      return value as ApiErrorBody;
    }
  } catch {
    // Not JSON (e.g. a proxy's HTML error page): the status line is all we have.
  }
  return null;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text || res.statusText, parseErrorBody(text));
}

/**
 * The OK answer with its body already read from the network. Every JSON answer is `no-store`, which the browser's
 * cache does not drain, so a body a caller leaves unread (a mutation whose answer nobody needs) kept its request
 * open and its connection busy; callers read this copy, or drop it, at no cost.
 */
async function readOk(res: Response): Promise<Response> {
  await throwIfNotOk(res);
  const body = res.status === 204 || res.status === 205 ? null : await res.arrayBuffer();
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/**
 * The path to call: in demo mode (both local-storage keys set) the documented /api/demo/ variants of
 * the demo resources (core §7); every other path unchanged.
 */
export function apiPath(path: string): string {
  const demo = localStorage.getItem(DEMO_MODE_KEY) === "true" && localStorage.getItem(DEMO_USER_KEY) !== null;
  return demo ? path.replace(DEMO_API_PATTERN, "/api/demo/$1") : path;
}

/** Sends a JSON request with the session cookie; resolves with the OK response or throws ApiError. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(apiPath(path), {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  return readOk(res);
}

/** GETs with the session cookie; resolves with the OK response (for its headers too) or throws ApiError. */
export async function apiGet(path: string, signal?: AbortSignal): Promise<Response> {
  return readOk(await fetch(apiPath(path), { credentials: "include", signal }));
}

/** Sends a multipart form (a file upload); the browser writes the Content-Type with its boundary. */
export async function apiUpload(path: string, form: FormData): Promise<Response> {
  return readOk(await fetch(path, { method: "POST", body: form, credentials: "include" }));
}

/**
 * The status a request (or other record) has moved on to, when the server refused an action because someone
 * acted first (409 with the current status, e.g. "This request has already been approved"); else null.
 */
export function movedOnStatus(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return typeof error.body?.status === "string" ? error.body.status : null;
}

/** The server's own message for a client error (4xx), which is meant for users; null otherwise. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  return error.body?.message || null;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** GETs what the query key names (its path, then any parameters: lib/api/queries.ts) and reads JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(apiPath(urlOfKey(queryKey)), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) {
      // Read even when unused: an answer marked no-store is not drained by the browser's cache, so an unread
      // body keeps its request open and its connection busy (a signed-out page never went network-idle).
      await res.text();
      return null;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
