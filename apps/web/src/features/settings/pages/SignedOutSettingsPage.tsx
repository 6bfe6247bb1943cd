import { Button } from "@/components/ui/button";
import { usePageMeta } from "@/lib/usePageMeta";
import { getUrl } from "@/lib/api/client";

/** What a signed-out visitor of /settings sees (accounts §2): a prompt to sign in. */
export function SignedOutSettingsPage() {
  usePageMeta("Settings", { noindex: true });
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Settings</h1>
      <p className="mt-3 text-slate-600">Please log in to access settings</p>
      <Button asChild className="mt-6">
        <a href={getUrl("/api/login")}>Sign In</a>
      </Button>
    </section>
  );
}
