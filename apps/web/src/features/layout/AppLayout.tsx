import { Outlet } from "react-router";
import { useAuth } from "@/queries/session";
import { SubscriptionGate } from "@/features/billing";
import { useDashboardStats } from "@/features/dashboard";
import { BottomNav } from "./BottomNav";
import { SidebarContent } from "./SidebarContent";
import { TopBar } from "./TopBar";

/**
 * Frame of every signed-in page: sidebar (md and up), top bar, content behind the paywall, and the mobile
 * bottom bar. The navigation stays usable behind the paywall, so the way to the billing pages is open.
 */
export function AppLayout() {
  const { user } = useAuth();
  // The unfiltered dashboard figures: the dashboard page shares this cache entry.
  const stats = useDashboardStats(null, { enabled: user !== null });
  const pendingCount = stats.data?.pendingRequests;
  if (!user) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-slate-700">
        Loading...
      </div>
    );
  }

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-emerald-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-emerald-600"
      >
        Skip to main content
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r border-slate-200 bg-white md:block">
        <SidebarContent user={user} pendingCount={pendingCount} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar user={user} pendingCount={pendingCount} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 pb-24 focus:outline-none md:px-8 md:pb-8">
          <SubscriptionGate user={user}>
            <Outlet />
          </SubscriptionGate>
        </main>
      </div>
      <BottomNav />
    </div>
  );
}
