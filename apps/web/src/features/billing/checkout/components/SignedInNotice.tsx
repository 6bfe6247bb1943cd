import { TIMINGS, type PaidTier } from "@stockroom/shared";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { planChoicePath } from "../../subscription/planChoice";

/**
 * Accounts §6: a signed-in visitor has an account already, and plans change in the app. The spec's way back to
 * /pricing looped (Pricing → Choose → Checkout → Pricing, issue 36): the chosen plan opens in Subscription Settings
 * instead (decision 189).
 */
export function SignedInNotice({ tier }: { tier: PaidTier }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(planChoicePath(tier), { replace: true }),
      TIMINGS.authenticatedCheckoutRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [navigate, tier]);
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold text-slate-900">You're Already Signed In</h1>
      <p role="status" className="mt-2 text-slate-700">
        Checkout is for new accounts. Taking you to your subscription...
      </p>
    </div>
  );
}
