import type {
  OperationRequestBodyContent,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponseJSON,
} from "openapi-typescript-helpers";
import { apiGet, apiRequest, apiUpload } from "./index";
import type { paths } from "./schema";
import { buildUrl, type UrlParams } from "./url";

/**
 * The web app's one way to name an API call: a path template of the served document (docs/api/openapi.json, typed
 * in ./schema.d.ts), its parameters and body as the document types them, and its answer typed from it. The wire
 * itself stays lib/api.ts's (session cookie, demo paths, ApiError, bodies always read); decision 186 says why this
 * is not openapi-fetch's runtime.
 */

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type ApiPath<M extends Method> = PathsWithMethod<paths, M>;
export type GetPath = ApiPath<"get">;
type Operation<M extends Method, P extends ApiPath<M>> = NonNullable<paths[P][M]>;

/**
 * Query values as the document types them (strings: they arrive in a URL) or numbers, which a URL writes the same
 * way; null and undefined leave the parameter out.
 */
type QueryOf<O> = O extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? never
    : { [K in keyof NonNullable<Q>]?: NonNullable<Q>[K] | number | boolean | null }
  : never;
type PathParamsOf<O> = O extends { parameters: { path: infer P } }
  ? [P] extends [never]
    ? never
    : { [K in keyof P]: P[K] | number }
  : never;

/** The parameters of a call: `path` when its template has any, `query` when it takes any. */
export type Params<M extends Method, P extends ApiPath<M>> = ([PathParamsOf<Operation<M, P>>] extends [never]
  ? { path?: never }
  : { path: PathParamsOf<Operation<M, P>> }) &
  ([QueryOf<Operation<M, P>>] extends [never] ? { query?: never } : { query?: QueryOf<Operation<M, P>> });

type BodyOf<M extends Method, P extends ApiPath<M>> = OperationRequestBodyContent<Operation<M, P>>;
type BodyOption<M extends Method, P extends ApiPath<M>> = [BodyOf<M, P>] extends [never]
  ? { body?: never }
  : undefined extends BodyOf<M, P>
    ? { body?: BodyOf<M, P> }
    : { body: BodyOf<M, P> };

export type Init<M extends Method, P extends ApiPath<M>> = Params<M, P> & BodyOption<M, P>;
/** The init argument is optional exactly when nothing in it is required. */
type InitArgs<M extends Method, P extends ApiPath<M>> =
  RequiredKeysOf<Init<M, P>> extends never ? [init?: Init<M, P>] : [init: Init<M, P>];

/** The JSON a call answers with. */
export type Answer<M extends Method, P extends ApiPath<M>> = SuccessResponseJSON<Operation<M, P>>;

interface AnyInit extends UrlParams {
  body?: unknown;
}

/** The URL of a call: the template with its path parameters filled in (encoded), then the defined query values. */
export function apiUrl<M extends Method, P extends ApiPath<M>>(template: P, ...[init]: InitArgs<M, P>): string {
  return buildUrl(template, init);
}

/** The URL of a GET, for a link or a download the browser follows itself. */
export function getUrl<P extends GetPath>(template: P, ...init: InitArgs<"get", P>): string {
  return apiUrl<"get", P>(template, ...init);
}

async function json<T>(response: Response): Promise<T> {
  return (response.status === 204 ? undefined : await response.json()) as T;
}

function send(method: Method, template: string, init: AnyInit | undefined): Promise<Response> {
  const url = buildUrl(template, init);
  return apiRequest(method.toUpperCase(), url, init?.body);
}

/** Calls that answer JSON. Each resolves with the typed answer, or throws ApiError (lib/api.ts). */
export const api = {
  get: async <P extends GetPath>(
    template: P,
    ...[init]: [init?: Init<"get", P> & { signal?: AbortSignal }]
  ): Promise<Answer<"get", P>> => json(await apiGet(apiUrl<"get", P>(template, init as Init<"get", P>), init?.signal)),
  post: async <P extends ApiPath<"post">>(template: P, ...init: InitArgs<"post", P>): Promise<Answer<"post", P>> =>
    json(await send("post", template, init[0])),
  put: async <P extends ApiPath<"put">>(template: P, ...init: InitArgs<"put", P>): Promise<Answer<"put", P>> =>
    json(await send("put", template, init[0])),
  patch: async <P extends ApiPath<"patch">>(template: P, ...init: InitArgs<"patch", P>): Promise<Answer<"patch", P>> =>
    json(await send("patch", template, init[0])),
  delete: async <P extends ApiPath<"delete">>(
    template: P,
    ...init: InitArgs<"delete", P>
  ): Promise<Answer<"delete", P>> => json(await send("delete", template, init[0])),
  /** A GET whose answer is read whole by the caller: a file, or a page whose cursor is in a header. */
  getResponse: <P extends GetPath>(
    template: P,
    ...[init]: [init?: Init<"get", P> & { signal?: AbortSignal }]
  ): Promise<Response> => apiGet(buildUrl(template, init), init?.signal),
  /** A POST of a multipart form (an upload) to a path the document describes as one. */
  upload: async <P extends ApiPath<"post">>(
    template: P,
    form: FormData,
    ...[init]: [init?: Params<"post", P>]
  ): Promise<Answer<"post", P>> => json(await apiUpload(buildUrl(template, init as UrlParams | undefined), form)),
};
