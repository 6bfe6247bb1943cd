import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatCents, PAYMENT_MESSAGES } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { PaymentForm } from "@/features/billing";
import { ApiError, serverMessage } from "@/lib/api";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import type { PaymentRequest } from "./AdditionalPropertyPaymentDialog";

function toastPaymentFailed(message: string | null) {
  toast({
    title: PAYMENT_MESSAGES.failedTitle,
    description: message ?? "Failed to process payment",
    variant: "destructive",
  });
}

/** The additional-property dialog's content (its own chunk: it brings the card form). */
export function AdditionalPropertyPayment({
  request: { info, property },
  onClose,
}: {
  request: PaymentRequest;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const intent = useMutation({
    mutationFn: () =>
      api.post("/api/additional-property/payment-intent", {
        body: { additionalProperties: info.additionalProperties },
      }),
  });
  const confirm = useMutation({
    // Demo accounts have no payment to name: the body then carries the property only.
    mutationFn: (paymentIntentId: string | undefined) =>
      api.post("/api/additional-property/confirm-payment", { body: { paymentIntentId, propertyData: property } }),
    onSuccess: () => {
      toast({ title: PAYMENT_MESSAGES.succeededTitle, description: PAYMENT_MESSAGES.succeeded });
      void invalidateAfter(queryClient, "POST /api/additional-property/confirm-payment");
      onClose();
    },
    onError: (error) =>
      error instanceof ApiError
        ? toastPaymentFailed(serverMessage(error))
        : toast({
            title: PAYMENT_MESSAGES.unexpectedTitle,
            description: PAYMENT_MESSAGES.unexpected,
            variant: "destructive",
          }),
  });

  // Once per opening: StrictMode's second effect run must not create a second intent.
  const started = useRef(false);
  const createIntent = intent.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createIntent();
  }, [createIntent]);

  const answer = intent.data;
  return (
    <>
      <DialogHeading
        title="Additional Property"
        description={info.reason || "Your plan needs an additional property to add this one."}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
        <dt className="font-medium text-slate-700">Property</dt>
        <dd className="text-slate-900">{property.name}</dd>
        {property.address && (
          <>
            <dt className="font-medium text-slate-700">Address</dt>
            <dd className="text-slate-900">{property.address}</dd>
          </>
        )}
        <dt className="font-medium text-slate-700">Additional properties</dt>
        <dd className="text-slate-900">{info.additionalProperties}</dd>
        <dt className="font-medium text-slate-700">Additional cost</dt>
        <dd className="font-semibold text-slate-900">{formatCents(info.additionalCost)} per month</dd>
      </dl>
      {intent.isPending && <Spinner className="size-6" label="Preparing payment" />}
      {intent.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {PAYMENT_MESSAGES.initFailed}
        </p>
      )}
      {answer && !answer.demo && (
        <PaymentForm
          clientSecret={answer.clientSecret}
          mode="payment"
          amount={answer.amount}
          onSucceeded={({ intentId }) => confirm.mutate(intentId)}
          onFailed={toastPaymentFailed}
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        {answer?.demo && (
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate(undefined)}>
            {confirm.isPending ? "Processing..." : "Complete"}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
