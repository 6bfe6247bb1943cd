import { PLANS, type SessionUser } from "@stockroom/shared";
import { CreditCard } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SettingsSection } from "../components/SettingsSection";

/**
 * The plan whose limits apply now, as the server names it (a manager's owner's; none for the admin), and
 * the way to change it.
 */
export function SubscriptionSection({ user }: { user: SessionUser }) {
  const planName = user.planTier ? PLANS[user.planTier].name : null;
  return (
    <SettingsSection id="subscription" icon={CreditCard} title="Subscription & Billing">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {planName && (
          <p className="flex items-center gap-2 text-slate-700">
            Current plan: <Badge variant="secondary">{planName}</Badge>
          </p>
        )}
        <Button asChild variant="outline">
          <Link to="/subscription-settings">Manage Subscription</Link>
        </Button>
      </div>
    </SettingsSection>
  );
}
