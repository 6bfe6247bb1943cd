import { formatCents, MOST_POPULAR_TIER, offers, PAID_TIERS, PLANS, type PaidTier } from "@stockroom/shared";
import { useAuth } from "@/queries/session";
import { becomeCustomerPath, planChoicePath } from "@/features/billing";
import { usePageMeta } from "@/lib/usePageMeta";
import { PlanCard } from "../components/PlanCard";

const DESCRIPTION = `Stockroom plans from ${formatCents(PLANS.starter.price)} a month: pick by number of hotels and managers. No long-term contracts, cancel anytime.`;

/**
 * The plan catalogue for visitors and signed-in users alike; demo is not for sale. Visitors buy at a
 * monthly checkout (billing is monthly only, accounts §9); a demo account becomes a customer in the app, and
 * any other signed-in account takes the plan in Subscription Settings.
 */
export function PricingPage() {
  usePageMeta("Pricing", { description: DESCRIPTION });
  const { user } = useAuth();
  const buyAt = (tier: PaidTier) => {
    if (offers(user?.role, "demo.convert")) return becomeCustomerPath(tier);
    // A signed-in account changes its plan in the app; checkout is for new accounts (decision 189).
    if (user) return planChoicePath(tier);
    return `/checkout?plan=${tier}&billing=monthly`;
  };
  return (
    <div className="mx-auto max-w-6xl">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Choose Your Plan</h1>
        <p className="mt-4 text-slate-600">
          Every plan includes mobile access. No long-term contracts, cancel anytime.
        </p>
      </div>
      <ul aria-label="Plans" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PAID_TIERS.map((tier) => (
          <PlanCard key={tier} plan={PLANS[tier]} popular={tier === MOST_POPULAR_TIER} to={buyAt(tier)} />
        ))}
      </ul>
    </div>
  );
}
