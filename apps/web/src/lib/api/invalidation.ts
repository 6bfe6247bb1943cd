import type { QueryClient } from "@tanstack/react-query";
import type { paths } from "./schema";

type MutationMethod = "post" | "put" | "patch" | "delete";

/** Every call of the document that changes something, as "METHOD /path/{param}". */
export type Mutation = {
  [P in keyof paths]: {
    [M in MutationMethod]: [NonNullable<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P & string}`;
  }[MutationMethod];
}[keyof paths];

/** A key's first element against a template: the template itself, or a URL the template matches. */
function matches(template: string, first: unknown): boolean {
  if (typeof first !== "string") return false;
  if (first === template) return true;
  const pattern = new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/?]+")}(\\?|$)`,
  );
  return pattern.test(first);
}

/**
 * Refetches what a mutation made stale, as INVALIDATES (./invalidates.ts) declares it. The table loads with the
 * first change, not with the app: the dashboard's first screen stays within its bundle budget on a phone.
 */
export async function invalidateAfter(queryClient: QueryClient, mutation: Mutation): Promise<void> {
  const { INVALIDATES } = await import("./invalidates");
  const templates = INVALIDATES[mutation];
  if (templates.length === 0) return;
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => templates.some((template) => matches(template, queryKey[0])),
  });
}
