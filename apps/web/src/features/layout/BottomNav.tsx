import { NavLink, useLocation } from "react-router";
import { cn } from "@/lib/utils";
import { OWN_BOTTOM_BAR_PAGES, QUICK_ACTIONS } from "./navItems";

/** Below md: the three everyday actions within thumb reach, unless the page has its own bar there. */
export function BottomNav() {
  const { pathname } = useLocation();
  if (OWN_BOTTOM_BAR_PAGES.includes(pathname)) return null;
  return (
    <nav
      aria-label="Quick actions"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-3">
        {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "flex flex-col items-center gap-1 py-2 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-inset",
                  isActive ? "text-emerald-800" : "text-slate-700",
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
