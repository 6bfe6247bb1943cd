import { PLANS, roleLabel, type SessionUser } from "@stockroom/shared";
import { Bell, Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { BrandLink } from "@/components/BrandLink";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { OfflineStatus } from "@/features/daily-check";
import { ExitDemoButton } from "@/features/demo";
import { NotificationsBell } from "@/features/notifications";
import { PendingBadge } from "./PendingBadge";
import { SidebarContent } from "./SidebarContent";
import { UserAvatar } from "./UserAvatar";

// The menu's popover machinery is not needed to draw the frame; until it arrives the avatar stands in its place.
const UserMenu = lazy(() => import("./UserMenu").then((m) => ({ default: m.UserMenu })));

interface TopBarProps {
  user: SessionUser;
  pendingCount?: number;
}

/** The header: plan (the server decides whose: a manager's owner's, none for the admin), notifications (not for the admin), role (phones: the admin's only) and user menu everywhere; below md also the menu button, brand and owners' bell. */
export function TopBar({ user, pendingCount }: TopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const planName = user.planTier ? PLANS[user.planTier].name : null;

  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-4 md:px-8">
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation menu">
            <Menu aria-hidden="true" className="size-5" />
          </Button>
        </SheetTrigger>
        <SheetContent>
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Pages of Stockroom</SheetDescription>
          <SidebarContent user={user} pendingCount={pendingCount} onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>
      <BrandLink className="md:hidden" />

      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <OfflineStatus userId={user.id} />
        <ExitDemoButton user={user} />
        {user.role === "owner" && (
          <Button asChild variant="ghost" size="icon" className="relative md:hidden">
            <Link to="/requests" aria-label={pendingCount ? `Pending requests: ${pendingCount}` : "Pending requests"}>
              <Bell aria-hidden="true" className="size-5" />
              <PendingBadge count={pendingCount} className="absolute -top-0.5 -right-0.5" />
            </Link>
          </Button>
        )}
        {user.role !== "admin" && <NotificationsBell />}
        {planName && (
          <Badge variant="secondary" className="hidden sm:inline-flex">
            {planName} Plan
          </Badge>
        )}
        {/* Phones show the role in the navigation sheet: the header must fit 360 px with the notifications button. */}
        <Badge variant="outline" className={user.role === "admin" ? undefined : "hidden sm:inline-flex"}>
          {roleLabel(user.role)}
        </Badge>
        <Suspense
          fallback={
            <span className="flex size-10 items-center justify-center">
              <UserAvatar user={user} />
            </span>
          }
        >
          <UserMenu user={user} />
        </Suspense>
      </div>
    </header>
  );
}
