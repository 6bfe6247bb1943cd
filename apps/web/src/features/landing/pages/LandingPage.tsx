import { ArrowRight, CheckCircle2, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { SignInDialog } from "@/features/auth";
import { usePageMeta } from "@/lib/usePageMeta";
import { IconCardGrid } from "../components/IconCardGrid";
import { StructuredData } from "../components/StructuredData";
import { CATEGORIES, CLAIMS, FEATURES, PROBLEMS } from "../landingContent";

const DESCRIPTION =
  "Stockroom tracks hotel supplies across every property, flags low stock and keeps ordering under the owner's control. Plans from $19 a month.";

export function LandingPage() {
  usePageMeta("Hotel Supply Inventory Management", { description: DESCRIPTION });
  return (
    <div className="grid gap-20 pb-8">
      <StructuredData />
      <section className="mx-auto max-w-3xl pt-8 text-center sm:pt-14">
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
        <CallsToAction withSignIn />
        <p className="mt-6 text-sm text-slate-600">Set up in 15 minutes. No long-term contracts. Cancel anytime.</p>
      </section>

      <section aria-labelledby="claims-heading">
        <h2 id="claims-heading" className="sr-only">
          Results
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {CLAIMS.map(({ figure, label }) => (
            <div key={label} className="flex flex-col rounded-xl bg-emerald-50 p-6 text-center">
              <dt className="text-sm text-emerald-900">{label}</dt>
              <dd className="order-first text-3xl font-bold text-emerald-900">{figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="problems-heading" className="mx-auto max-w-3xl">
        <h2 id="problems-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          Sound Familiar?
        </h2>
        <ul className="mt-8 grid gap-3">
          {PROBLEMS.map((problem) => (
            <li key={problem} className="flex items-start gap-3 rounded-lg border border-slate-200 p-4 text-slate-700">
              <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
              {problem}
            </li>
          ))}
        </ul>
      </section>

      <IconCardGrid id="features-heading" title="Everything You Need to Stay Stocked" cards={FEATURES} />
      <IconCardGrid id="categories-heading" title="Organized the Way Your Hotel Works" cards={CATEGORIES} columns={4} />

      <section
        aria-labelledby="cta-heading"
        className="rounded-2xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12"
      >
        <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
          Ready to Stop Running Out?
        </h2>
        <ul className="mt-6 flex flex-col justify-center gap-3 text-slate-100 sm:flex-row sm:gap-8">
          {["Set up in 15 minutes", "No long-term contracts", "Cancel anytime"].map((point) => (
            <li key={point} className="flex items-center justify-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-400" />
              {point}
            </li>
          ))}
        </ul>
        <CallsToAction />
      </section>
    </div>
  );
}

function CallsToAction({ withSignIn = false }: { withSignIn?: boolean }) {
  return (
    <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
      <Button asChild size="lg">
        <Link to="/demo">
          Start Free Demo
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/pricing">View Pricing</Link>
      </Button>
      {/* Named apart from the header's 'Sign In' so each control keeps a unique accessible name. */}
      {withSignIn && (
        <SignInDialog>
          <Button size="lg" variant="ghost">
            Sign In to Your Account
          </Button>
        </SignInDialog>
      )}
    </div>
  );
}
