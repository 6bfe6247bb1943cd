import type { SessionUser } from "@stockroom/shared";
import { CreditCard, LogOut, User } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { onSignOutClick } from "@/lib/signOut";
import { fullName, UserAvatar } from "./UserAvatar";
import { getUrl } from "@/lib/api/client";

export function UserMenu({ user }: { user: SessionUser }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="Open user menu">
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate">{fullName(user)}</span>
          <span className="block truncate text-xs font-normal text-slate-600">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <User aria-hidden="true" />
            Profile &amp; Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/subscription-settings">
            <CreditCard aria-hidden="true" />
            Subscription
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {/* Signs out with a POST, then loads the landing page (lib/signOut.ts). */}
          <a href={getUrl("/api/logout")} onClick={onSignOutClick}>
            <LogOut aria-hidden="true" />
            Sign Out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
