import type { SessionUser } from "@stockroom/shared";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { signOut } from "@/lib/signOut";
import { exitDemoMode, isDemoMode } from "../demoMode";

/** Shown in the app header while in demo mode; signing out returns to the landing page. */
export function ExitDemoButton({ user }: { user: SessionUser }) {
  if (!isDemoMode(user)) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      title="Exit Demo"
      onClick={() => {
        exitDemoMode();
        void signOut();
      }}
    >
      <LogOut aria-hidden="true" />
      {/* Icon only on phones: with the brand, role and avatar the header must fit 360 px. */}
      <span className="sr-only sm:not-sr-only">Exit Demo</span>
    </Button>
  );
}
