import { roleLabel, type SessionUser } from "@stockroom/shared";
import { LogOut } from "lucide-react";
import { NavLink } from "react-router";
import { BrandLink } from "@/components/BrandLink";
import { Button } from "@/components/ui/button";
import { onSignOutClick } from "@/lib/signOut";
import { cn } from "@/lib/utils";
import { navItemsFor } from "./navItems";
import { PendingBadge } from "./PendingBadge";
import { fullName, UserAvatar } from "./UserAvatar";
import { getUrl } from "@/lib/api/client";

interface SidebarContentProps {
  user: SessionUser;
  pendingCount?: number;
  /** Called when a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** Brand, main navigation and the signed-in user: the desktop sidebar and the mobile drawer show the same. */
export function SidebarContent({ user, pendingCount, onNavigate }: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center border-b border-slate-200 px-6">
        <BrandLink />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {navItemsFor(user.role).map(({ label, to, icon: Icon, pendingBadge }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === "/"}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
                    isActive
                      ? "bg-emerald-50 text-emerald-900"
                      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                <span className="flex-1">{label}</span>
                {pendingBadge && <PendingBadge count={pendingCount} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-4">
        <div className="mb-3 flex items-center gap-3">
          <UserAvatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-900">{fullName(user)}</p>
            <p className="text-xs text-slate-600">{roleLabel(user.role)}</p>
          </div>
        </div>
        <Button asChild variant="outline" size="sm" className="w-full">
          <a href={getUrl("/api/logout")} onClick={onSignOutClick}>
            <LogOut aria-hidden="true" />
            Logout
          </a>
        </Button>
      </div>
    </div>
  );
}
