import type { SessionUser } from "@stockroom/shared";
import { DEMO_MODE_KEY, DEMO_USER_KEY } from "@/lib/demoModeKeys";

export interface StoredDemoUser {
  firstName: string;
  lastName: string;
  email: string;
}

export function enterDemoMode(user: StoredDemoUser): void {
  localStorage.setItem(DEMO_USER_KEY, JSON.stringify(user));
  localStorage.setItem(DEMO_MODE_KEY, "true");
}

export function exitDemoMode(): void {
  localStorage.removeItem(DEMO_USER_KEY);
  localStorage.removeItem(DEMO_MODE_KEY);
}

/** Demo mode needs both the stored flag and a signed-in demo account, so a stale flag alone changes nothing. */
export function isDemoMode(user: Pick<SessionUser, "role"> | null): boolean {
  return (
    user?.role === "demo" &&
    localStorage.getItem(DEMO_MODE_KEY) === "true" &&
    localStorage.getItem(DEMO_USER_KEY) !== null
  );
}
