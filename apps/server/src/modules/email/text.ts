import { LIMITS } from "@stockroom/shared";

/**
 * A person's name as it may appear in an email the app sends. Names are typed by other people (an owner
 * names their manager, a sign-up names itself), and mail programs turn anything that looks like an
 * address into a link, so only letters, digits, spaces, apostrophes and hyphens are kept: a name can
 * never carry a link or a message, and every link in our emails is one the app made. The result is also
 * cut to the manager-name limit, so a long name cannot push the app's own text out of view.
 */
export function plainName(name: string | null | undefined): string {
  const kept = (name ?? "")
    .normalize("NFKC")
    .replace(/[^\p{L}\p{M}\p{N}' -]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...kept].slice(0, LIMITS.managerName).join("").trim();
}
