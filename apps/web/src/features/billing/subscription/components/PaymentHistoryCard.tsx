import type { PaymentHistoryEntryDto } from "@stockroom/shared";
import { Download, Receipt } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { receiptPdfHref, usePaymentHistory } from "../api";
import { formatBillingDate, formatDollars } from "../display";
import { BillingList, BillingSection } from "./BillingSection";

const STATUS: Record<
  PaymentHistoryEntryDto["status"],
  { label: string; variant: "secondary" | "destructive" | "outline" }
> = {
  succeeded: { label: "Paid", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
  requires_action: { label: "Awaiting confirmation", variant: "outline" },
  refunded: { label: "Refunded", variant: "outline" },
};

/** Every charge, failure and refund of the account, newest first: what an accounts office follows (issue 36). */
export function PaymentHistoryCard() {
  const history = usePaymentHistory();
  return (
    <BillingSection id="payment-history" icon={Receipt} title="Payment History">
      <BillingList
        query={history}
        label="payment history"
        empty="No payments yet."
        listLabel="Payments"
        rowGap="gap-x-4 gap-y-1"
      >
        {(payment) => (
          <>
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{payment.description}</span>
              <span className="block text-sm text-slate-600">
                {formatBillingDate(payment.date)}
                {payment.receipt && ` · Receipt ${payment.receipt}`}
                {payment.failureReason && ` · ${payment.failureReason}`}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900 tabular-nums">{formatDollars(payment.amount)}</span>
              <Badge variant={STATUS[payment.status].variant}>{STATUS[payment.status].label}</Badge>
              {payment.receipt && (
                <a
                  href={receiptPdfHref(payment.id)}
                  download
                  className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
                >
                  <Download aria-hidden="true" className="size-4" />
                  <span className="sr-only">Download receipt {payment.receipt} as</span> PDF
                </a>
              )}
            </span>
          </>
        )}
      </BillingList>
    </BillingSection>
  );
}
