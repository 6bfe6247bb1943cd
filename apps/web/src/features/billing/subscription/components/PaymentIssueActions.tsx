import type { PaymentStatusDto } from "@stockroom/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { PaymentAuthentication } from "../../payments/components/PaymentAuthentication";
import { useReactivateAction, useRetryAction } from "../useBillingActions";
import { CardSetup } from "./CardSetup";

/**
 * A payment due with no failed charge to retry (set by hand) is paid as a new period: "Pay Now" rather than
 * "Reactivate", which undoes a cancellation (decision 192).
 */
const paysNow = (status: PaymentStatusDto) =>
  status.subscriptionStatus !== "canceled" && status.subscriptionStatus !== "inactive";

function reactivateLabel(status: PaymentStatusDto, pending: boolean): string {
  if (paysNow(status)) return pending ? "Processing..." : "Pay Now";
  return pending ? "Reactivating..." : "Reactivate";
}

/** What restores access once a new card is saved, if anything can from here. */
function nextStep(status: PaymentStatusDto): string {
  if (status.invoiceId !== null) return " Retry the payment to restore access.";
  if (status.canReactivate && paysNow(status)) return " Pay now to restore access.";
  if (status.canReactivate) return " Reactivate your subscription to restore access.";
  return "";
}

/**
 * The Payment Required dialog's actions: retry the failed invoice, save a new card inline (then retry or
 * reactivate with it), reactivate a canceled subscription, or dismiss for this session. Retry and
 * reactivate show the bank's authentication step when their charge asks for one.
 */
export function PaymentIssueActions({ status, onDismiss }: { status: PaymentStatusDto; onDismiss: () => void }) {
  const [addingCard, setAddingCard] = useState(false);
  const [cardSaved, setCardSaved] = useState(false);
  const retry = useRetryAction();
  const reactivate = useReactivateAction(() => setAddingCard(true));
  const busy = retry.pending || reactivate.pending;
  const { invoiceId } = status;

  return (
    <>
      {addingCard && (
        <CardSetup
          onSaved={() => {
            setAddingCard(false);
            setCardSaved(true);
          }}
        />
      )}
      {cardSaved && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          Your new payment method is saved.{nextStep(status)}
        </p>
      )}
      {retry.authentication && (
        <PaymentAuthentication clientSecret={retry.authentication} onDone={retry.authenticated} />
      )}
      {reactivate.authentication && (
        <PaymentAuthentication clientSecret={reactivate.authentication} onDone={reactivate.authenticated} />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
        {!addingCard && (
          <Button variant="outline" onClick={() => setAddingCard(true)}>
            Update Payment Method
          </Button>
        )}
        {status.canReactivate && (
          <Button disabled={busy} onClick={reactivate.run}>
            {reactivateLabel(status, reactivate.pending)}
          </Button>
        )}
        {invoiceId !== null && (
          <Button disabled={busy} onClick={() => retry.run(invoiceId)}>
            {retry.pending ? "Processing..." : "Retry Payment"}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
