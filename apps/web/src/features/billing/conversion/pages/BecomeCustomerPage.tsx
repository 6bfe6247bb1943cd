import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEMO_DATA_CHOICES,
  DEMO_DATA_TEXTS,
  demoConversionBodySchema,
  formatCents,
  MOST_POPULAR_TIER,
  PAID_TIERS,
  PLANS,
  TIMINGS,
  type CheckoutIntentDto,
  type DemoConversionBody,
  type DemoConversionDto,
  type PaidTier,
  offers,
  PAYMENT_MESSAGES,
} from "@stockroom/shared";
import { CircleCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm, type UseFormRegister, type UseFormRegisterReturn } from "react-hook-form";
import { Navigate } from "react-router";
import { PageHeading } from "@/components/PageHeading";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useQueryParams } from "@/lib/searchParams";
import { useAuth } from "@/queries/session";
import { serverMessage } from "@/lib/api";
import { fullPageLoad } from "@/lib/navigation";
import { usePageMeta } from "@/lib/usePageMeta";
import { useConfirmConversion, useStartConversion } from "../api";
import { exitDemoMode } from "@/features/demo";
import { PaymentForm } from "../../payments/components/PaymentForm";

const paymentFailed = (description: string) =>
  toast({ title: PAYMENT_MESSAGES.failedTitle, description, variant: "destructive" });

/**
 * /become-customer (decisions 79–80): a demo account chooses a plan and what happens to its demo data,
 * pays the first month with a card, and continues as an owner on that plan with the same sign-in.
 */
export function BecomeCustomerPage() {
  usePageMeta("Become a Customer", { noindex: true });
  const { user } = useAuth();
  const [params] = useQueryParams();
  const [converted, setConverted] = useState<DemoConversionDto | null>(null);
  // The account is an owner once converted: the success stays on screen until the dashboard opens.
  if (converted) return <Converted answer={converted} />;
  if (!user) return null;
  if (!offers(user.role, "demo.convert")) return <Navigate to="/subscription-settings" replace />;
  const requested = PAID_TIERS.find((tier) => tier === params.get("plan"));
  return <ConversionFlow initialTier={requested ?? MOST_POPULAR_TIER} email={user.email} onConverted={setConverted} />;
}

interface FlowProps {
  initialTier: PaidTier;
  email: string;
  onConverted: (answer: DemoConversionDto) => void;
}

function ConversionFlow({ initialTier, email, onConverted }: FlowProps) {
  const [intent, setIntent] = useState<CheckoutIntentDto | null>(null);
  const start = useStartConversion();
  const confirm = useConfirmConversion();
  // The choices outlive the form while the card is asked for, so Change Plan or Data Choice finds them again.
  const { register, handleSubmit, watch } = useForm<DemoConversionBody>({
    resolver: zodResolver(demoConversionBodySchema),
    defaultValues: { tier: initialTier, data: "keep" },
  });
  const [tier, data] = watch(["tier", "data"]);
  const plan = PLANS[tier];

  const submit = handleSubmit((choice) =>
    start.mutate(choice, {
      onSuccess: setIntent,
      onError: (error) =>
        toast({
          title: "Error",
          description: serverMessage(error) ?? "Failed to start the payment. Please try again.",
          variant: "destructive",
        }),
    }),
  );

  const paid = (intentId: string) =>
    confirm.mutate(intentId, {
      onSuccess: (answer) => {
        exitDemoMode();
        onConverted(answer);
      },
      onError: (error) => paymentFailed(serverMessage(error) ?? PAYMENT_MESSAGES.notCompleted),
    });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title="Become a Customer"
        description={`Choose a plan and pay the first month. You keep signing in as ${email}.`}
      />
      {intent ? (
        <Card>
          <CardHeader>
            <CardTitle>Pay for {plan.name}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-sm text-slate-700">
              {formatCents(intent.amount)} today for your first month of {plan.name}, then {formatCents(plan.price)}{" "}
              every month. Cancel anytime.
            </p>
            <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              <span className="font-medium text-slate-900">{DEMO_DATA_TEXTS[data].label}: </span>
              {DEMO_DATA_TEXTS[data].description}
            </p>
            <PaymentForm
              clientSecret={intent.clientSecret}
              mode="payment"
              amount={intent.amount}
              disabled={confirm.isPending}
              onSucceeded={({ intentId }) => paid(intentId)}
              onFailed={paymentFailed}
            />
            <Button variant="outline" className="justify-self-start" onClick={() => setIntent(null)}>
              Change Plan or Data Choice
            </Button>
          </CardContent>
        </Card>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="grid gap-6">
          <PlanChoice register={register} />
          <DataChoice register={register} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">
              {plan.name}: {formatCents(plan.price)} today, then monthly.
            </p>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? "Preparing Payment..." : "Continue to Payment"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** One option of a radio group registered on the form, with its label and a line describing it. */
function ChoiceOption(props: {
  id: string;
  value: string;
  registration: UseFormRegisterReturn;
  label: string;
  description: string;
}) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-200 bg-white p-3">
      <input
        id={props.id}
        type="radio"
        value={props.value}
        {...props.registration}
        aria-describedby={`${props.id}-description`}
        className="mt-1 size-4 shrink-0 accent-emerald-700"
      />
      <div>
        <label htmlFor={props.id} className="text-sm font-medium text-slate-900">
          {props.label}
        </label>
        <p id={`${props.id}-description`} className="text-sm text-slate-600">
          {props.description}
        </p>
      </div>
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function PlanChoice({ register }: { register: UseFormRegister<DemoConversionBody> }) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">Plan</legend>
      {PAID_TIERS.map((choice) => {
        const plan = PLANS[choice];
        return (
          <ChoiceOption
            key={choice}
            id={`${id}-${choice}`}
            value={choice}
            registration={register("tier")}
            label={`${plan.name} (${formatCents(plan.price)}/month)`}
            description={`${plural(plan.maxProperties, "property", "properties")}, ${plural(plan.managersPerProperty, "manager", "managers")} per property`}
          />
        );
      })}
    </fieldset>
  );
}

function DataChoice({ register }: { register: UseFormRegister<DemoConversionBody> }) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold text-slate-900">Your demo data</legend>
      {DEMO_DATA_CHOICES.map((choice) => (
        <ChoiceOption
          key={choice}
          id={`${id}-${choice}`}
          value={choice}
          registration={register("data")}
          label={DEMO_DATA_TEXTS[choice].label}
          description={DEMO_DATA_TEXTS[choice].description}
        />
      ))}
    </fieldset>
  );
}

/** The payment went through: a full page load starts the app afresh as the owner, out of demo mode. */
function Converted({ answer }: { answer: DemoConversionDto }) {
  useEffect(() => {
    const timer = setTimeout(() => fullPageLoad("/"), TIMINGS.paymentSuccessCloseMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="mx-auto max-w-xl">
      <PageHeading title={PAYMENT_MESSAGES.succeededTitle} />
      <div role="status" className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{answer.message} Opening your dashboard...</p>
      </div>
      <Button className="mt-4" onClick={() => fullPageLoad("/")}>
        Go to Dashboard
      </Button>
    </div>
  );
}
