import { type Action, type SessionUser, offers } from "@stockroom/shared";
import {
  Building2,
  ClipboardCheck,
  ClipboardList,
  LayoutDashboard,
  Package,
  PackageCheck,
  Plus,
  Settings,
  ShieldCheck,
  Truck,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shown only to the roles the screens offer this action. */
  requires?: Action;
  /** Shows the pending-request count beside the label. */
  pendingBadge?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { label: "Dashboard", to: "/", icon: LayoutDashboard },
  { label: "Properties", to: "/properties", icon: Building2 },
  { label: "Inventory", to: "/inventory", icon: Package },
  { label: "Requests", to: "/requests", icon: ClipboardList, pendingBadge: true },
  { label: "Receive Items", to: "/receive-items", icon: PackageCheck },
  { label: "Daily Check", to: "/daily-inventory-check", icon: ClipboardCheck },
  { label: "Purchasing", to: "/purchasing", icon: Truck, requires: "suppliers.manage" },
  { label: "Settings", to: "/settings", icon: Settings },
  { label: "Admin", to: "/admin", icon: ShieldCheck, requires: "admin.access" },
];

/** Sidebar entries for this user; Purchasing is for the owner's roles, the Admin entry for the admin role only. */
export function navItemsFor(role: SessionUser["role"]): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.requires || offers(role, item.requires));
}

/**
 * Pages with an action bar of their own on the bottom edge, which takes the quick actions' place there rather
 * than stacking on them (decision 95).
 */
export const OWN_BOTTOM_BAR_PAGES: readonly string[] = ["/daily-inventory-check"];

/** The three quick actions of the mobile bottom bar. */
export const QUICK_ACTIONS: NavItem[] = [
  { label: "Request", to: "/requests/new", icon: Plus },
  { label: "Receive", to: "/receive-items", icon: PackageCheck },
  { label: "Count", to: "/daily-inventory-check", icon: ClipboardCheck },
];
