import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";

/**
 * Tabs as a WAI-ARIA button group (no Radix tabs package here): one tab stop, arrow keys, Home and End
 * move and select at once (automatic activation), and only the selected panel is rendered.
 */
interface TabsContextValue {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error("Tabs parts must be used inside <Tabs>");
  return context;
}

const idFor = (baseId: string, part: "tab" | "panel", value: string) => `${baseId}-${part}-${value}`;

interface TabsProps extends Omit<ComponentProps<"div">, "onChange"> {
  value: string;
  onValueChange: (value: string) => void;
}

export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, onValueChange }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const NAVIGATION_KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

/** Arrow keys, Home and End on a tab move to another tab of its list and select it. */
function moveBetweenTabs(event: KeyboardEvent<HTMLButtonElement>) {
  if (!NAVIGATION_KEYS.has(event.key)) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const current = tabs.indexOf(event.currentTarget);
  if (current === -1) return;
  event.preventDefault();
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? tabs.length - 1
        : (current + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length;
  tabs[next]?.focus();
  tabs[next]?.click();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      className={cn("inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1", className)}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<"button">, "value"> {
  value: string;
}

export function TabsTrigger({ value, className, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, "tab", value)}
      aria-selected={selected}
      aria-controls={idFor(tabs.baseId, "panel", value)}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.onValueChange(value)}
      onKeyDown={moveBetweenTabs}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<"div"> {
  value: string;
}

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, "panel", value)}
      aria-labelledby={idFor(tabs.baseId, "tab", value)}
      tabIndex={0}
      className={cn(
        "mt-4 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
        className,
      )}
      {...props}
    />
  );
}
