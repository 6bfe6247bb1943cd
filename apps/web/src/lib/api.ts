import type { QueryFunction } from "@tanstack/react-query";
import type { ApiErrorBody } from "@stockroom/shared";

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

/** Sends a JSON request with the session cookie; resolves with the OK response or throws ApiError. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** GETs the first element of the query key (the rest only distinguishes cache entries) and reads JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
