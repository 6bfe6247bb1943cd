import { PAYMENT_MESSAGES } from "@stockroom/shared";
import { toast } from "@/components/ui/use-toast";

/** Accounts §8 payment toasts shared by the checkout pages and the plan demo. */
export function toastPaymentSucceeded(): void {
  toast({ title: PAYMENT_MESSAGES.succeededTitle, description: PAYMENT_MESSAGES.succeeded });
}

export function toastPaymentFailed(message?: string | null): void {
  toast({
    title: PAYMENT_MESSAGES.failedTitle,
    description: message || PAYMENT_MESSAGES.failed,
    variant: "destructive",
  });
}
