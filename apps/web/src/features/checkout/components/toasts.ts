import { toast } from "@/components/ui/use-toast";

/** Accounts §8 payment toasts shared by the checkout pages and the plan demo. */
export function toastPaymentSucceeded(): void {
  toast({ title: "Payment Successful", description: "Your payment has been processed successfully." });
}

export function toastPaymentFailed(message?: string | null): void {
  toast({
    title: "Payment Failed",
    description: message || "Unable to process payment. Please try again.",
    variant: "destructive",
  });
}
