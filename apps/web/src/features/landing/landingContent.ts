import {
  BarChart3,
  Bell,
  Building2,
  ClipboardCheck,
  ConciergeBell,
  Smartphone,
  Sparkles,
  Wrench,
  BedDouble,
  type LucideIcon,
} from "lucide-react";

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const FEATURES: IconCard[] = [
  {
    icon: Bell,
    title: "Low Stock Alerts",
    text: "See every item at or below its minimum before a housekeeper opens an empty shelf.",
  },
  {
    icon: ClipboardCheck,
    title: "Owner-Approved Ordering",
    text: "Managers request supplies; only the owner decides what is ordered and in what quantity.",
  },
  {
    icon: Building2,
    title: "Every Property in One Place",
    text: "Stock, requests and managers for each hotel, side by side, with access limited to assigned properties.",
  },
  {
    icon: Smartphone,
    title: "Built for the Floor",
    text: "Daily counts and receiving from a phone, with a bottom bar for Request, Receive and Count.",
  },
  {
    icon: BarChart3,
    title: "Usage You Can Act On",
    text: "Know which items run out fastest and which properties keep their shelves stocked.",
  },
];

export const PROBLEMS: string[] = [
  "Guests calling the front desk because a room has no towels or toilet paper",
  "Rush orders at retail prices because nobody noticed the stock running low",
  "Supply lists kept in spreadsheets, group chats and sticky notes",
  "Managers ordering without approval, and invoices nobody can match to a request",
  "No idea what each property actually uses from one month to the next",
];

export const CATEGORIES: IconCard[] = [
  {
    icon: BedDouble,
    title: "Room Supplies",
    text: "Linens, towels, toiletries and everything housekeeping restocks daily.",
  },
  {
    icon: Wrench,
    title: "Maintenance Items",
    text: "Light bulbs, batteries, filters and the tools your team reaches for.",
  },
  { icon: ConciergeBell, title: "Front Desk", text: "Keycards, notepads, pens and registration supplies." },
  { icon: Sparkles, title: "Guest Amenities", text: "Coffee, cups, snacks and the small touches guests remember." },
];

/** The marketing claims of accounts §1, worded as the spec states them. */
export const CLAIMS = [
  { figure: "85%", label: "less time on ordering" },
  { figure: "$2,400", label: "average monthly savings per property" },
  { figure: "15 minutes", label: "to set up" },
];
