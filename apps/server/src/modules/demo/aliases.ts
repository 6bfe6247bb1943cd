import { DEMO_API_RESOURCES } from "@stockroom/shared";

/**
 * In demo mode the client calls /api/demo/... for these resources (core §7). A demo account owns its
 * own sample data, so the aliases serve the regular, ownership-scoped handlers.
 */
const ALIASED = new RegExp(`^/api/demo/(${DEMO_API_RESOURCES.join("|")})(?=[/?]|$)`);

/** Maps an aliased demo path to the regular one; other URLs are returned unchanged. */
export function rewriteDemoUrl(url: string): string {
  return url.replace(ALIASED, "/api/$1");
}
