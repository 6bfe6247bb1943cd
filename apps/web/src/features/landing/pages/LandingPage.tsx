import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageMeta } from "@/lib/usePageMeta";

export function LandingPage() {
  usePageMeta("Hotel Supply Inventory Management");
  return (
    <section className="mx-auto max-w-3xl py-12 text-center sm:py-20">
      <p className="mb-4 text-sm font-semibold tracking-wide text-emerald-800 uppercase">
        Inventory and ordering for hotel groups
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Stop Running Out of Hotel Essentials
      </h1>
      <p className="mt-6 text-lg text-slate-600">
        Track linens, toiletries, maintenance parts and front desk supplies across every property, catch low stock
        before guests notice, and keep every order under the owner&apos;s control.
      </p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/demo">
            Start Your Free Demo
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/pricing">View Pricing</Link>
        </Button>
      </div>
      <p className="mt-6 text-sm text-slate-600">Set up in 15 minutes. No long-term contracts. Cancel anytime.</p>
    </section>
  );
}
