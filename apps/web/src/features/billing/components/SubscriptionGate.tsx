import type { SessionUser } from "@stockroom/shared";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { usePaymentStatus } from "../api";
import { PaymentRequiredDialog } from "./PaymentRequiredDialog";

/**
 * Pages that stay open behind the paywall, so nobody is locked out of fixing it: the subscription and
 * account settings, the plans, and the legal pages the terms of payment refer to.
 */
const EXEMPT_PATHS = new Set([
  "/subscription-settings",
  "/settings",
  "/pricing",
  "/privacy-policy",
  "/terms-of-service",
  "/cookies-policy",
]);

/**
 * The paywall of the signed-in frame (accounts §2, §4): admins bypass it; for everyone else the payment
 * status decides whether the page or 'Subscription Required' is shown. If the status cannot be read the
 * page is shown: a network failure must not lock out paying customers.
 */
export function SubscriptionGate({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const applies = user.role !== "admin" && !EXEMPT_PATHS.has(pathname);
  const status = usePaymentStatus({ enabled: applies });

  if (!applies) return children;
  if (status.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Checking subscription" />
      </div>
    );
  }
  if (!status.data?.needsPaywall) return children;
  return (
    <>
      <Card className="mx-auto mt-8 max-w-md text-center">
        <CardContent className="grid justify-items-center gap-3 pt-6">
          <Lock aria-hidden="true" className="size-10 text-amber-600" />
          <h1 className="text-2xl font-bold text-slate-900">Subscription Required</h1>
          <p className="text-slate-600">Your subscription needs to be active to access this feature.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/pricing">View Pricing Plans</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/subscription-settings">Manage Subscription</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      {/* The dashboard's Payment Required dialog, over the gate that replaces the dashboard. */}
      {pathname === "/" && <PaymentRequiredDialog />}
    </>
  );
}
