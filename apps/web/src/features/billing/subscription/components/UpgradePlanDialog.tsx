import { formatCents, PAYMENT_MESSAGES, PLANS, type PaidTier } from "@stockroom/shared";
import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { PaymentForm } from "../../payments/components/PaymentForm";
import { useUpgradePreview } from "../api";
import { useUpgradeFlow } from "../useUpgradeFlow";
import { UpgradeSummary } from "./UpgradeSummary";

interface UpgradePlanDialogProps {
  /** The higher tier to move to; null: closed. */
  tier: PaidTier | null;
  onClose: () => void;
}

/**
 * The upgrade-plan dialog (accounts §2, §4): a higher tier applies at once, so the customer first sees
 * the prorated charge, then pays with the saved card or, when that is not possible, the card form.
 */
export function UpgradePlanDialog({ tier, onClose }: UpgradePlanDialogProps) {
  return (
    <Dialog open={tier !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {tier && <UpgradeBody key={tier} tier={tier} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function UpgradeBody({ tier, onClose }: { tier: PaidTier; onClose: () => void }) {
  const plan = PLANS[tier];
  const preview = useUpgradePreview(tier);
  const flow = useUpgradeFlow(tier, onClose);
  const repriced = flow.step.kind === "preview" ? flow.step.repriced : undefined;
  const quote = repriced?.quote ?? preview.data;

  useEffect(() => {
    if (!preview.isError) return;
    toast({
      title: "Preview Failed",
      description: serverMessage(preview.error) ?? "Failed to calculate upgrade cost",
      variant: "destructive",
    });
    onClose();
  }, [preview.isError, preview.error, onClose]);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Upgrade to {plan.name}</DialogTitle>
        <DialogDescription>
          {formatCents(plan.price)}/month. The new plan applies as soon as the payment succeeds.
        </DialogDescription>
      </DialogHeader>
      {flow.step.kind === "paid" ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {PAYMENT_MESSAGES.succeededTitle}. {PAYMENT_MESSAGES.succeeded}
        </p>
      ) : flow.step.kind === "card" ? (
        <div className="grid gap-4">
          <p className="text-sm text-slate-700">
            Enter a card to pay {formatCents(flow.step.amount)} for the upgrade to {plan.name}.
          </p>
          <PaymentForm
            clientSecret={flow.step.clientSecret}
            mode="payment"
            amount={flow.step.amount}
            disabled={flow.busy}
            onSucceeded={({ intentId }) => flow.paid(intentId)}
            onFailed={(message, refusal) => {
              if (!flow.cardRefused(refusal))
                toast({ title: PAYMENT_MESSAGES.failedTitle, description: message, variant: "destructive" });
            }}
          />
        </div>
      ) : quote ? (
        <>
          <UpgradeSummary calculation={quote} changedMessage={repriced?.message} />
          <DialogActions
            onCancel={onClose}
            label="Confirm Upgrade"
            pendingLabel="Processing..."
            pending={flow.busy}
            onConfirm={() => flow.start(quote.chargeAmount)}
          />
        </>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner className="size-6" label="Calculating upgrade cost" />
        </div>
      )}
    </>
  );
}
