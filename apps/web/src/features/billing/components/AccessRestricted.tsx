import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** Subscription settings are the paying account's (accounts §6): managers and others see this instead. */
export function AccessRestricted() {
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 pt-6">
        <ShieldAlert aria-hidden="true" className="size-10 text-red-600" />
        <h1 className="text-2xl font-bold text-slate-900">Access Restricted</h1>
        <p className="text-slate-600">Only property owners can access subscription settings.</p>
        <Button asChild>
          <Link to="/">Return to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
