import { toast } from "@/components/ui/use-toast";

/** A card form failure that has no message for the customer (network, server error). */
export function toastUnexpectedPaymentError(): void {
  toast({ title: "Payment Error", description: "An unexpected error occurred", variant: "destructive" });
}
