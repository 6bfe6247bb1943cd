/**
 * The name of the constraint a failed statement broke, or undefined. The drivers put PostgreSQL's error
 * (with its `constraint` field) on the error itself or a few causes down, as Drizzle wraps it.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    const constraint = (at as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
  }
  return undefined;
}
