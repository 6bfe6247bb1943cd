import { TIMINGS } from "@stockroom/shared";
import { useEffect } from "react";
import { getUrl } from "@/lib/api/client";
import { fullPageLoad } from "@/lib/navigation";

/** Core §2: a signed-out visitor is told so, then sent to sign in by the server's /api/login. */
export function UnauthorizedRedirect() {
  useEffect(() => {
    const timer = setTimeout(() => fullPageLoad(getUrl("/api/login")), TIMINGS.unauthenticatedRedirectMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-2 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Unauthorized</h1>
      <p role="status" className="text-slate-700">
        You are signed out. Redirecting to sign in...
      </p>
    </main>
  );
}
