import {
  MONTHLY_ONLY_MESSAGE,
  PLANS,
  offers,
  type CheckoutIntentDto,
  type CustomerInfo,
  type PaidTier,
} from "@stockroom/shared";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useQueryParams } from "@/lib/searchParams";
import { useAuth } from "@/queries/session";
import { becomeCustomerPath } from "../../conversion/conversion";
import { serverMessage } from "@/lib/api";
import { usePageMeta } from "@/lib/usePageMeta";
import { PaymentForm } from "../../payments/components/PaymentForm";
import { useCreateSubscriptionIntent } from "../api";
import { CustomerForm, EMPTY_CUSTOMER, type CustomerDetails } from "../components/CustomerForm";
import { OrderSummary } from "../components/OrderSummary";
import { BACK_TO_PRICING, OutcomePanel } from "../components/OutcomePanel";
import { SignedInNotice } from "../components/SignedInNotice";
import { toastPaymentFailed } from "../components/toasts";
import { checkoutSuccessUrl, paidTierFrom } from "../plans";

/**
 * /checkout?plan=&billing= (accounts §2, §4): a new customer's details, then the first payment. Unknown
 * plans go back to /pricing; signed-in visitors already have an account. Billing is monthly only (accounts §9,
 * decision 189): a yearly link says so before anything is typed, and offers the monthly checkout.
 */
export function CheckoutPage() {
  usePageMeta("Checkout", { noindex: true });
  const [params] = useQueryParams();
  const { user } = useAuth();
  const tier = paidTierFrom(params.get("plan"));
  if (!tier) return <Navigate to="/pricing" replace />;
  // A demo account pays for its plan in the app, keeping its sign-in (decisions 79–80).
  if (offers(user?.role, "demo.convert")) return <Navigate to={becomeCustomerPath(tier)} replace />;
  if (user) return <SignedInNotice tier={tier} />;
  if (params.get("billing") === "yearly") return <MonthlyOnly tier={tier} />;
  return <CheckoutFlow tier={tier} />;
}

type PendingPayment = CheckoutIntentDto & { email: string; name: string };

function CheckoutFlow({ tier }: { tier: PaidTier }) {
  const navigate = useNavigate();
  const createIntent = useCreateSubscriptionIntent();
  // What the customer typed, so going back to edit starts from it.
  const [entered, setEntered] = useState<CustomerInfo>(EMPTY_CUSTOMER);
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  const plan = PLANS[tier];

  const onContinue = ({ companyName, ...details }: CustomerDetails, typed: CustomerInfo) => {
    setEntered(typed);
    const customerInfo = companyName ? { ...details, companyName } : details;
    createIntent.mutate(
      { planId: tier, isYearly: false, customerInfo },
      {
        onSuccess: (intent) =>
          setPayment({ ...intent, email: details.email, name: `${details.firstName} ${details.lastName}` }),
        onError: (error) =>
          toast({
            title: "Setup Error",
            description: serverMessage(error) ?? "Failed to start the payment. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  const onPaid = ({ intentId }: { intentId: string }) => {
    if (!payment) return;
    const url = checkoutSuccessUrl({
      paymentIntentId: intentId,
      clientSecret: payment.clientSecret,
      tier,
      email: payment.email,
    });
    void navigate(url, { replace: true });
  };

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>
        <p className="mt-2 text-slate-600">
          Subscribe to Stockroom {plan.name}. No long-term contracts, cancel anytime.
        </p>
      </div>
      <div className="grid gap-8 md:grid-cols-[2fr_3fr]">
        <OrderSummary plan={plan} total={payment?.amount ?? plan.price} />
        {payment ? (
          <section aria-labelledby="payment-title" className="grid content-start gap-4">
            <h2 id="payment-title" className="text-lg font-semibold text-slate-900">
              Payment
            </h2>
            <div className="flex items-start justify-between gap-4 rounded-md bg-slate-50 p-3 text-sm">
              <p className="text-slate-700">
                <span className="font-medium text-slate-900">{payment.name}</span>
                <br />
                {payment.email}
              </p>
              <Button variant="outline" size="sm" onClick={() => setPayment(null)}>
                Edit details
              </Button>
            </div>
            <PaymentForm
              clientSecret={payment.clientSecret}
              mode="payment"
              amount={payment.amount}
              onSucceeded={onPaid}
              onFailed={toastPaymentFailed}
            />
          </section>
        ) : (
          <CustomerForm defaultValues={entered} pending={createIntent.isPending} onContinue={onContinue} />
        )}
      </div>
    </div>
  );
}

/** A link asked for yearly billing, which is not offered: say so, and offer the same plan monthly. */
function MonthlyOnly({ tier }: { tier: PaidTier }) {
  return (
    <OutcomePanel
      tone="error"
      title="Monthly Billing Only"
      back={BACK_TO_PRICING}
      next={{ to: `/checkout?plan=${tier}&billing=monthly`, label: "Continue with Monthly Billing" }}
    >
      <p>{MONTHLY_ONLY_MESSAGE}. You can cancel anytime.</p>
    </OutcomePanel>
  );
}
