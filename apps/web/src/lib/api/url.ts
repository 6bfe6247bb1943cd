/** What a URL may carry: the document's path and query values are strings, numbers and booleans. */
type UrlValue = string | number | boolean | null | undefined;

/** The parameters of a call as sent: its path template's values and its query. */
export interface UrlParams {
  path?: Record<string, UrlValue>;
  query?: Record<string, UrlValue>;
}

/** A path template with its parameters filled in (encoded), then the defined query values. */
export function buildUrl(template: string, params?: UrlParams): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.path?.[name];
    if (value === undefined || value === null) throw new Error(`${template} needs its "${name}" parameter`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params?.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The URL a query key names (lib/api/queries.ts): its template, then its parameters when it has any. */
export function urlOfKey(key: readonly unknown[]): string {
  const [template, params] = key as [string, unknown];
  const named = params && typeof params === "object" ? (params as UrlParams) : undefined;
  return buildUrl(template, named);
}
