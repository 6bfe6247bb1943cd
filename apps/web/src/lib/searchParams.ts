/**
 * For `setSearchParams`: the same query without `name`. Links that carry a one-time action (open this request,
 * look up this code) drop it once acted on, so a reload or Back does not act again.
 */
export function withoutParam(name: string) {
  return (previous: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams(previous);
    next.delete(name);
    return next;
  };
}
