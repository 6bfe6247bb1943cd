import { lazy, Suspense } from "react";
import { useSessionExpired } from "@/lib/sessionExpiry";
import { useAuth } from "@/queries/session";

// Loaded only when a session ends while the app is open: nothing of it is in the first download.
const SignInAgainDialog = lazy(() => import("./SignInAgainDialog").then((m) => ({ default: m.SignInAgainDialog })));

/** Asks to sign in again over the page, once the signed-in user's session has ended on the server (issue 37). */
export function SignInAgain() {
  const expired = useSessionExpired();
  const { user } = useAuth();
  if (!expired || !user) return null;
  return (
    <Suspense fallback={null}>
      <SignInAgainDialog email={user.email} />
    </Suspense>
  );
}
