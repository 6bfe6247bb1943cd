import { Button } from "@/components/ui/button";
import { paymentButtonLabel } from "../labels";
import type { PaymentFormProps } from "./PaymentForm";

interface PaySubmitButtonProps {
  /** The payment form's props, which choose the label ("Pay $12.34", "Save Card" or the caller's own). */
  form: Pick<PaymentFormProps, "mode" | "amount" | "submitLabel">;
  busy: boolean;
  disabled?: boolean;
}

/** A card form's submit button, which says "Processing..." while the card is charged or saved. */
export function PaySubmitButton({ form, busy, disabled }: PaySubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled} className="w-full">
      {busy ? "Processing..." : paymentButtonLabel(form)}
    </Button>
  );
}
