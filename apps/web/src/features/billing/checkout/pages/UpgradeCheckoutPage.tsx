import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  formatCents,
  MONTHLY_ONLY_MESSAGE,
  PAYMENT_MESSAGES,
  PERIOD_UNIT,
  periodPrice,
  PLANS,
  type BillingPeriod,
  type PaidTier,
} from "@stockroom/shared";
import { useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useQueryParams } from "@/lib/searchParams";
import { useAuth } from "@/queries/session";
import { ApiError, serverMessage } from "@/lib/api";
import { invalidateAfter } from "@/lib/api/invalidation";
import { USER_QUERY_KEY } from "@/lib/queryKeys";
import { usePageMeta } from "@/lib/usePageMeta";
import { type Repriced, repricedOf } from "../../subscription/useUpgradeFlow";
import { PaymentForm } from "../../payments/components/PaymentForm";
import { confirmUpgrade, createUpgradePayment } from "../api";
import { BACK_TO_PRICING, LinkButton, OutcomePanel, TO_DASHBOARD } from "../components/OutcomePanel";
import { ReturnToDashboard } from "../components/ReturnToDashboard";
import { toastPaymentFailed, toastPaymentSucceeded } from "../components/toasts";
import { paidTierFrom } from "../plans";

/**
 * /upgrade-checkout?tier=&yearly= (accounts §2): pays a signed-in owner's upgrade, prorated by the
 * server, then applies it. Unknown tiers go to /pricing, signed-out visitors to /login; a yearly link is told
 * billing is monthly only (decision 189).
 */
export function UpgradeCheckoutPage() {
  usePageMeta("Upgrade Checkout", { noindex: true });
  const [params] = useQueryParams();
  const { user, isLoading } = useAuth();
  const tier = paidTierFrom(params.get("tier"));
  if (!tier) return <Navigate to="/pricing" replace />;
  if (!isLoading && !user) return <Navigate to="/login" replace />;
  if (!user) return <Preparing />;
  if (params.get("yearly") === "true") return <MonthlyOnlyUpgrade tier={tier} />;
  return <UpgradeFlow tier={tier} period={user.billingPeriod} />;
}

function Preparing() {
  return (
    <OutcomePanel tone="working" title="Preparing Your Upgrade">
      <p>Calculating what is due for the rest of your billing period...</p>
    </OutcomePanel>
  );
}

/** The new price of a refused confirmation, when a stale price was what the server refused. */
const staleRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? repricedOf(error.body) : null;

type AppliedUpgrade = Awaited<ReturnType<typeof confirmUpgrade>>;
type UpgradeStart = { clientSecret: string; amount: number } | { applied: AppliedUpgrade };

/**
 * The upgrade keeps the account's billing period: monthly, or yearly for an account that pays yearly from before
 * yearly billing was withdrawn (decision 189), which the server prices on its yearly prices.
 */
function UpgradeFlow({ tier, period }: { tier: PaidTier; period: BillingPeriod }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plan = PLANS[tier];

  // Nothing due (the credit covers it) means the upgrade is applied at once, without a card.
  const start = useMutation({
    mutationFn: async (): Promise<UpgradeStart> => {
      const payment = await createUpgradePayment({ targetTier: tier, isYearly: false });
      if (payment.clientSecret) return { clientSecret: payment.clientSecret, amount: payment.amountToCharge };
      return { applied: await confirmUpgrade({ subscriptionTier: tier, isYearly: false }) };
    },
    onSuccess: (started) => {
      if ("applied" in started) void invalidateAfter(queryClient, "POST /api/subscription/confirm-upgrade");
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) return;
      // The session has ended: the app shows its signed-out pages, /login among them.
      queryClient.setQueryData(USER_QUERY_KEY, null);
      void navigate("/login", { replace: true });
    },
  });
  // A price that no longer held was refused before any charge (or refunded): a fresh payment is opened
  // at the price now, and the page says why the amount changed.
  const [repriced, setRepriced] = useState<Repriced | null>(null);
  const reprice = (refusal: Repriced) => {
    setRepriced(refusal);
    start.mutate();
  };
  const confirm = useMutation({
    mutationFn: (paymentIntentId: string) =>
      confirmUpgrade({ subscriptionTier: tier, isYearly: false, paymentIntentId }),
    onSuccess: toastPaymentSucceeded,
    onError: (error) => {
      const refusal = staleRefusal(error);
      if (refusal) return reprice(refusal);
      toast({
        title: "Payment Processed",
        description:
          "Your payment succeeded, but your subscription update is still pending. Please refresh in a moment.",
      });
    },
    // The account may have changed whatever the answer.
    onSettled: () => invalidateAfter(queryClient, "POST /api/subscription/confirm-upgrade"),
  });

  // Once per visit: StrictMode's second effect run must not open a second payment.
  const started = useRef(false);
  const { mutate: begin } = start;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  if (start.isError) {
    return (
      <OutcomePanel tone="error" title="Upgrade Not Available" back={BACK_TO_PRICING}>
        <p>{serverMessage(start.error) ?? PAYMENT_MESSAGES.initFailed}</p>
      </OutcomePanel>
    );
  }
  if (!start.isSuccess) return <Preparing />;
  if ("applied" in start.data) {
    return (
      <OutcomePanel tone="success" title="No Payment Required">
        <p>{start.data.applied.message}</p>
        <ReturnToDashboard />
      </OutcomePanel>
    );
  }
  if (confirm.isSuccess) {
    return (
      <OutcomePanel tone="success" title={PAYMENT_MESSAGES.succeededTitle}>
        <p>{PAYMENT_MESSAGES.succeeded}</p>
        <p>{confirm.data.message}</p>
        <ReturnToDashboard />
      </OutcomePanel>
    );
  }
  if (confirm.isError && !staleRefusal(confirm.error)) {
    return (
      <OutcomePanel tone="success" title="Payment Processed" next={TO_DASHBOARD}>
        <p>Your payment succeeded, but your subscription update is still pending. Please refresh in a moment.</p>
      </OutcomePanel>
    );
  }
  const { clientSecret, amount } = start.data;
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Upgrade to {plan.name}</h1>
      <div className="grid gap-8 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Upgrade Summary</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm text-slate-700">
            <p>
              Your plan changes to {plan.name} as soon as the payment succeeds. The amount below covers the rest of your
              current billing period, after a credit for your current plan.
            </p>
            <p>
              From your next renewal: {formatCents(periodPrice(tier, period))} per {PERIOD_UNIT[period]}.
            </p>
            <dl className="flex items-center justify-between border-t border-slate-200 pt-3">
              <dt className="font-medium text-slate-800">Due now</dt>
              <dd className="text-xl font-bold text-slate-900">{formatCents(amount)}</dd>
            </dl>
          </CardContent>
        </Card>
        <section aria-label="Payment" className="grid content-start gap-4">
          {repriced && (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {repriced.message}
            </p>
          )}
          <PaymentForm
            key={clientSecret}
            clientSecret={clientSecret}
            mode="payment"
            amount={amount}
            onSucceeded={({ intentId }) => confirm.mutate(intentId)}
            onFailed={(message, refusal) => {
              const stale = repricedOf(refusal);
              if (stale) reprice(stale);
              else toastPaymentFailed(message);
            }}
          />
          <LinkButton link={BACK_TO_PRICING} variant="outline" />
        </section>
      </div>
    </div>
  );
}

/** A link asked for a yearly upgrade, which is not offered: say so, and offer the same upgrade as it is billed. */
function MonthlyOnlyUpgrade({ tier }: { tier: PaidTier }) {
  return (
    <OutcomePanel
      tone="error"
      title="Monthly Billing Only"
      back={BACK_TO_PRICING}
      next={{ to: `/upgrade-checkout?tier=${tier}&yearly=false`, label: "Continue with My Billing Period" }}
    >
      <p>{MONTHLY_ONLY_MESSAGE}.</p>
    </OutcomePanel>
  );
}
