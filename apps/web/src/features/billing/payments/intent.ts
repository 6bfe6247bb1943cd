/**
 * The intent id inside a client secret (`pi_123_secret_abc` → `pi_123`), as with Stripe's secrets; the
 * server confirms purchases by this id.
 */
export function intentIdFromSecret(clientSecret: string): string {
  const end = clientSecret.indexOf("_secret_");
  return end === -1 ? clientSecret : clientSecret.slice(0, end);
}
