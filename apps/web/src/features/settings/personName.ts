import type { PersonSummary } from "@stockroom/shared";

/** First and last name, or the email when the account has no name yet. */
export function personName(person: Pick<PersonSummary, "firstName" | "lastName" | "email">): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;
}
