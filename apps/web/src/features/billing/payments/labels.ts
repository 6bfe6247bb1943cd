import { formatCents } from "@stockroom/shared";

/** The card form's submit text: an explicit label, "Save Card" for a setup, else "Pay $12.34" (or "Pay Now"). */
export function paymentButtonLabel({
  mode,
  amount,
  submitLabel,
}: {
  mode: "payment" | "setup";
  amount?: number;
  submitLabel?: string;
}): string {
  if (submitLabel) return submitLabel;
  if (mode === "setup") return "Save Card";
  return amount === undefined ? "Pay Now" : `Pay ${formatCents(amount)}`;
}
