import { NEXT_CURSOR_HEADER } from "@stockroom/shared";
import { SESSION_COOKIE } from "../../plugins/session";

/** The document's `info.description`: what the reference at /api/docs opens with (Markdown). */
export const INTRODUCTION = `The API behind the Stockroom web app, on the app's own origin: every operation is under \`/api\`, \
item photos under \`/uploads\`.

## Signing in

1. \`POST /api/auth/login\` with \`{ "email": "…", "password": "…" }\`. The answer sets the session cookie \
\`${SESSION_COOKIE}\` (HttpOnly, SameSite=Lax, Secure in production) and gives the session a new id.
2. Send that cookie with every other call; a browser does so by itself. An operation that asks for no security \
needs no session; every other one answers **401** without a valid one.
3. The session lasts seven days from its last use. \`POST /api/logout\` ends it; a password reset ends every \
other session of the account.

## Writes from a browser

POST, PUT, PATCH and DELETE are refused with **403** (\`CROSS_ORIGIN\`) when they carry an \`Origin\` header other \
than the app's own origin, or \`Sec-Fetch-Site: cross-site\`. Call them from pages of the app itself, or from a \
client that sends neither header (a script or a server). There is no CSRF token to send.

## Roles and the paywall

Owners, managers, demo accounts and admins may do different things: a role that may not use an operation gets \
**403**. Another account's row, or a property a manager is not assigned to, answers **404**, as a missing one \
does. While the account's subscription needs payment, every operation except signing in and out, the user's own \
settings and the subscription and payment ones answers **402** with \`paywall: true\` and the \`reason\`.

## Errors

Every error answers one JSON body:

\`\`\`json
{ "message": "Please enter a valid email", "error": "VALIDATION_ERROR", "fields": { "email": "Please enter a valid email" } }
\`\`\`

\`message\` is written for the user and may be shown as it is; \`error\` is a machine code (\`VALIDATION_ERROR\`, \
\`BAD_REQUEST\`, \`UNAUTHORIZED\`, \`PAYMENT_REQUIRED\`, \`FORBIDDEN\`, \`LIMIT_EXCEEDED\`, \`CROSS_ORIGIN\`, \
\`NOT_FOUND\`, \`CONFLICT\`, \`PAYLOAD_TOO_LARGE\`, \`RATE_LIMITED\`); \`fields\` comes with invalid input (400) and \
names each invalid field by its path. Some errors carry more, such as a plan limit's \`currentUsage\` and \
\`maxAllowed\`. An unexpected failure answers **500** with \`message\` alone.

## Rate limits

Sign-in, password reset, demo sign-up, checkout and card payments are limited per client address; manager \
invitations, label and purchase order PDFs and item imports per account. Past a limit the answer is **429** \
with a \`Retry-After\` header, in seconds.

## Lists

A list answers one page. When there is more, the \`${NEXT_CURSOR_HEADER}\` header carries the cursor of the next \
page, to send back as \`?cursor=\`.
`;
