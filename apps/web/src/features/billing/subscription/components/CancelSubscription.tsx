import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { useCancelSubscription } from "../api";

/** Cancel Subscription with its confirmation: access continues to the end of the paid period (accounts §4). */
export function CancelSubscription() {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        toast({ title: "Subscription Canceled", description: result.message });
        setConfirming(false);
      },
      onError: (error) =>
        toast({
          title: "Cancellation Failed",
          description: serverMessage(error) ?? "Failed to cancel subscription",
          variant: "destructive",
        }),
    });

  return (
    <>
      <Button variant="outline" className="justify-self-start text-red-700" onClick={() => setConfirming(true)}>
        Cancel Subscription
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel Subscription"
        description="Are you sure you want to cancel your subscription? You keep access until the end of your current billing period."
        confirmLabel="Cancel Subscription"
        pendingLabel="Canceling..."
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
