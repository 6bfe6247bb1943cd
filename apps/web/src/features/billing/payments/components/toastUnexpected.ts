import { PAYMENT_MESSAGES } from "@stockroom/shared";
import { toast } from "@/components/ui/use-toast";

/** A card form failure that has no message for the customer (network, server error). */
export function toastUnexpectedPaymentError(): void {
  toast({ title: PAYMENT_MESSAGES.unexpectedTitle, description: PAYMENT_MESSAGES.unexpected, variant: "destructive" });
}
