/** How the bank's authentication step (3-D Secure) ended: the payment went through, or why not. */
export type AuthenticationOutcome = { succeeded: true } | { succeeded: false; error: string };
