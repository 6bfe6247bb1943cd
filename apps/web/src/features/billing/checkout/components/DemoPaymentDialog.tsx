import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatCents, PAYMENT_MESSAGES, PLANS, type ClientPaymentDto, type PaidTier } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverMessage } from "@/lib/api";
import { invalidateAfter } from "@/lib/api/invalidation";
import { PaymentAlert } from "../../payments/components/PaymentAlert";
import { PaymentForm } from "../../payments/components/PaymentForm";
import { confirmUpgrade, createTestPayment, createUpgradePayment } from "../api";
import { toastPaymentFailed, toastPaymentSucceeded } from "./toasts";

/** A real upgrade of the signed-in account, or (signed out) a test payment that changes no account. */
type DemoPayment = ClientPaymentDto & { upgrade: boolean };

async function startPayment(tier: PaidTier): Promise<DemoPayment> {
  const target = { targetTier: tier, isYearly: false } as const;
  try {
    return { ...(await createUpgradePayment(target)), upgrade: true };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    return { ...(await createTestPayment(target)), upgrade: false };
  }
}

/** The plan demo's payment modal for `tier`; `onPaid` runs once the tier is paid for (and, signed in, applied). */
export function DemoPaymentDialog({
  tier,
  onClose,
  onPaid,
}: {
  tier: PaidTier | null;
  onClose: () => void;
  onPaid: (tier: PaidTier) => void;
}) {
  return (
    <Dialog open={tier !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        {tier && <PaymentBody tier={tier} onPaid={onPaid} />}
      </DialogContent>
    </Dialog>
  );
}

function PaymentBody({ tier, onPaid }: { tier: PaidTier; onPaid: (tier: PaidTier) => void }) {
  const queryClient = useQueryClient();
  const plan = PLANS[tier];
  const finish = useMutation({
    mutationFn: async ({ upgrade, paymentIntentId }: { upgrade: boolean; paymentIntentId?: string }) =>
      upgrade ? confirmUpgrade({ subscriptionTier: tier, isYearly: false, paymentIntentId }) : null,
    onSuccess: (applied, { paymentIntentId }) => {
      if (applied) void invalidateAfter(queryClient, "POST /api/subscription/confirm-upgrade");
      if (paymentIntentId) toastPaymentSucceeded();
      else toast({ title: "No Payment Required", description: applied?.message });
      onPaid(tier);
    },
    onError: (error) => toastPaymentFailed(serverMessage(error)),
  });
  const intent = useMutation({
    mutationFn: () => startPayment(tier),
    // Accounts §5: a charge of zero needs no card; the upgrade is applied and the dialog closes.
    onSuccess: (payment) => {
      if (!payment.clientSecret) finish.mutate({ upgrade: payment.upgrade });
    },
  });

  // Once per opening: StrictMode's second effect run must not create a second payment.
  const started = useRef(false);
  const { mutate: begin } = intent;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  const payment = intent.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Upgrade to {plan.name}</DialogTitle>
        <DialogDescription>
          {plan.name} costs {formatCents(plan.price)} per month.
          {payment && !payment.upgrade && " You are not signed in, so this is a test payment that changes no account."}
        </DialogDescription>
      </DialogHeader>
      {(intent.isPending || (payment && !payment.clientSecret)) && (
        <Spinner className="size-6" label="Preparing payment" />
      )}
      {intent.isError && <PaymentAlert message={serverMessage(intent.error) ?? PAYMENT_MESSAGES.initFailed} />}
      {payment?.clientSecret && (
        <>
          <p className="text-sm text-slate-700">
            Due now: <span className="font-semibold text-slate-900">{formatCents(payment.amountToCharge)}</span>
          </p>
          <PaymentForm
            clientSecret={payment.clientSecret}
            mode="payment"
            amount={payment.amountToCharge}
            onSucceeded={({ intentId }) => finish.mutate({ upgrade: payment.upgrade, paymentIntentId: intentId })}
            onFailed={toastPaymentFailed}
          />
        </>
      )}
    </>
  );
}
