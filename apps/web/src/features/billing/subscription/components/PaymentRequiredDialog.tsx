import { lazy, Suspense, useState } from "react";
import { DialogLoading } from "@/components/DialogLoading";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { useQueryParams } from "@/lib/searchParams";
import { useAuth } from "@/queries/session";
import { isDemoMode } from "@/features/demo";
import { usePaymentStatus } from "../api";
import { graceText, paymentIssueText } from "../display";

// Rarely shown, and its card form is not needed until it is: loaded when the dialog opens.
const PaymentIssueActions = lazy(() =>
  import("./PaymentIssueActions").then((m) => ({ default: m.PaymentIssueActions })),
);

/** Session-storage key: the dialog stays dismissed for the rest of this browser session. */
export const PAYMENT_DIALOG_DISMISSED_KEY = "paymentRequiredDismissed";

/**
 * 'Payment Required' (accounts §2, §4, §8): tells an owner why payment is needed and lets them retry,
 * add a card or reactivate right there. Admins bypass payment, demo mode has nothing to pay, and managers
 * cannot pay for their owner's subscription, so none of them see it. Paying refreshes the status,
 * which closes it; dismissing hides it until the browser session ends.
 */
export function PaymentRequiredDialog() {
  const { user } = useAuth();
  const eligible = user !== null && user.role !== "admin" && user.role !== "manager" && !isDemoMode(user);
  const status = usePaymentStatus({ enabled: eligible });
  // The dunning emails link to /?payment=due: opened from one, the dialog shows even if dismissed before.
  const [params] = useQueryParams();
  const linked = params.get("payment") === "due";
  const [dismissed, setDismissed] = useState(
    () => !linked && sessionStorage.getItem(PAYMENT_DIALOG_DISMISSED_KEY) === "true",
  );
  const dismiss = () => {
    sessionStorage.setItem(PAYMENT_DIALOG_DISMISSED_KEY, "true");
    setDismissed(true);
  };
  const issue = eligible && !dismissed && status.data?.paymentValid === false ? status.data : null;

  return (
    <Dialog open={issue !== null} onOpenChange={(open) => !open && dismiss()}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        {issue && (
          // One boundary, so the text and the actions appear together.
          <Suspense fallback={<DialogLoading />}>
            <DialogHeading title="Payment Required" description={paymentIssueText(issue.reason, issue.amount)} />
            {issue.accessSuspendsAt && (
              <p className="text-sm text-slate-700">{graceText(issue.accessSuspendsAt, issue.nextRetryAt)}</p>
            )}
            <PaymentIssueActions status={issue} onDismiss={dismiss} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
