import { useQueryClient } from "@tanstack/react-query";
import { PAYMENT_MESSAGES, TIMINGS, type CompleteRegistrationBody } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { invalidateAfter } from "@/lib/api/invalidation";
import { useQueryParams } from "@/lib/searchParams";
import { usePageMeta } from "@/lib/usePageMeta";
import { useCompleteRegistration } from "../api";
import { BACK_TO_PRICING, OutcomePanel, TO_DASHBOARD } from "../components/OutcomePanel";
import { ReturnToDashboard } from "../components/ReturnToDashboard";
import { paidTierFrom } from "../plans";

/**
 * /checkout/success (accounts §2, §8): where a paid checkout lands, with the parameters of Stripe's
 * redirect. A new customer's registration is completed here; another succeeded payment gets a plain confirmation,
 * and a link without a payment says there is nothing to confirm.
 */
export function CheckoutSuccessPage() {
  usePageMeta("Checkout Complete", { noindex: true });
  const [params] = useQueryParams();
  const status = params.get("redirect_status");
  if (status && status !== "succeeded") return <UnexpectedPaymentState />;
  if (params.get("register") === "true" && status === "succeeded") return <CompleteRegistration params={params} />;
  // Success is said only of a payment the provider reported as succeeded (issue 36): a bare visit has none.
  if (status !== "succeeded" || !params.get("payment_intent")) return <NoPayment />;
  return (
    <OutcomePanel tone="success" title={PAYMENT_MESSAGES.succeededTitle} next={TO_DASHBOARD}>
      <p>{PAYMENT_MESSAGES.succeeded}</p>
    </OutcomePanel>
  );
}

/** The registration body from the query string, or null when the link lacks a part of it. */
function registrationFrom(params: URLSearchParams): CompleteRegistrationBody | null {
  const planId = paidTierFrom(params.get("plan"));
  const paymentIntent = params.get("payment_intent");
  const email = params.get("email");
  if (!planId || !paymentIntent || !email) return null;
  // Checkouts are monthly only (decision 189): the link's `yearly` is always false.
  return { paymentIntent, planId, isYearly: false, email };
}

function CompleteRegistration({ params }: { params: URLSearchParams }) {
  const queryClient = useQueryClient();
  const complete = useCompleteRegistration();
  const body = registrationFrom(params);
  const signedIn = complete.data?.autoLogin === true;

  // Once per visit: StrictMode's second effect run must not complete the registration twice.
  const started = useRef(false);
  const { mutate } = complete;
  const search = params.toString();
  useEffect(() => {
    const registration = registrationFrom(new URLSearchParams(search));
    if (started.current || !registration) return;
    started.current = true;
    mutate(registration, {
      onSuccess: (answer) => {
        if (!answer.autoLogin) return;
        void invalidateAfter(queryClient, "POST /api/complete-registration");
        toast({ title: PAYMENT_MESSAGES.succeededTitle, description: PAYMENT_MESSAGES.succeeded });
      },
    });
  }, [search, mutate, queryClient]);

  if (!body || complete.isError) {
    const message = body
      ? (serverMessage(complete.error) ?? "We could not complete your registration. Please try again.")
      : "This checkout link is incomplete.";
    return <RegistrationError message={message} />;
  }
  if (!complete.isSuccess) {
    return (
      <OutcomePanel tone="working" title="Completing Your Registration">
        <p>Confirming your payment and setting up your account...</p>
      </OutcomePanel>
    );
  }
  return (
    <OutcomePanel
      tone="success"
      title={PAYMENT_MESSAGES.succeededTitle}
      next={signedIn ? undefined : { to: "/login", label: "Log In" }}
    >
      <p>{complete.data.message}</p>
      {signedIn && <ReturnToDashboard />}
    </OutcomePanel>
  );
}

function RegistrationError({ message }: { message: string }) {
  return (
    <OutcomePanel
      tone="error"
      title="Registration Error"
      back={BACK_TO_PRICING}
      next={{ to: "/login", label: "Try Login" }}
    >
      <p>{message}</p>
    </OutcomePanel>
  );
}

/** Accounts §8: a payment in an unexpected state means the account was most likely created already. */
function UnexpectedPaymentState() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/login", { replace: true }), TIMINGS.existingAccountRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <OutcomePanel tone="working" title="Checking Your Account">
      <p>This payment is not in the expected state, so your account may already exist.</p>
      <p>Taking you to log in...</p>
    </OutcomePanel>
  );
}

/** A visit without a payment in its link: nothing was paid here, so nothing is confirmed. */
function NoPayment() {
  return (
    <OutcomePanel
      tone="error"
      title="No Payment Found"
      back={{ to: "/pricing", label: "View Plans" }}
      next={TO_DASHBOARD}
    >
      <p>This link carries no payment to confirm. If you paid, your plan shows in Subscription Settings.</p>
    </OutcomePanel>
  );
}
