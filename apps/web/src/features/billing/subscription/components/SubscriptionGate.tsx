import { PAYWALL_MESSAGES, type SessionUser, paywallExempt, paywallView } from "@stockroom/shared";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { AccessNotice } from "@/components/AccessNotice";
import { Button } from "@/components/ui/button";
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
 * The paywall of the signed-in frame (accounts §2, §4), by the rule the API enforces: admins and demo
 * accounts bypass it; for everyone else the payment status (a manager's is their owner's) decides whether
 * the page or 'Subscription Required' is shown. Only owners can pay, so only they are offered the plans,
 * the subscription and the Payment Required dialog; a manager is told whom to ask. If the status cannot
 * be read the page is shown: a network failure must not lock out paying customers (the API still refuses).
 */
export function SubscriptionGate({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const applies = !paywallExempt(user.role) && !EXEMPT_PATHS.has(pathname);
  const status = usePaymentStatus({ enabled: applies });

  if (!applies) return children;
  if (status.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Checking subscription" />
      </div>
    );
  }
  const view = paywallView(user.role, status.data);
  if (view === "open") return children;
  if (view === "manager") {
    return (
      <AccessNotice
        kind="locked"
        title="Subscription Required"
        message={
          status.data?.ownerName ? PAYWALL_MESSAGES.managerContact(status.data.ownerName) : PAYWALL_MESSAGES.manager
        }
      />
    );
  }
  return (
    <>
      <AccessNotice kind="locked" title="Subscription Required" message={PAYWALL_MESSAGES.owner}>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/pricing">View Pricing Plans</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/subscription-settings">Manage Subscription</Link>
          </Button>
        </div>
      </AccessNotice>
      {/* The dashboard's Payment Required dialog, over the gate that replaces the dashboard. */}
      {pathname === "/" && <PaymentRequiredDialog />}
    </>
  );
}
