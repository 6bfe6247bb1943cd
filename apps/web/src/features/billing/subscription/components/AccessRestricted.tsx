import { Link } from "react-router";
import { AccessNotice } from "@/components/AccessNotice";
import { Button } from "@/components/ui/button";

/** Subscription settings are the paying account's (accounts §6): managers and others see this instead. */
export function AccessRestricted() {
  return (
    <AccessNotice
      kind="denied"
      title="Access Restricted"
      message="Only property owners can access subscription settings."
    >
      <Button asChild>
        <Link to="/">Return to Dashboard</Link>
      </Button>
    </AccessNotice>
  );
}
