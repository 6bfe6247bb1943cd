import type { PaymentHistoryEntryDto } from "@stockroom/shared";
import { Download, Receipt } from "lucide-react";
import { ListState } from "@/components/ListState";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { receiptPdfHref, usePaymentHistory } from "../api";
import { formatBillingDate, formatDollars } from "../display";

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
    <Card role="region" aria-labelledby="payment-history-title">
      <CardHeader>
        <CardTitle id="payment-history-title" className="flex items-center gap-2 text-lg">
          <Receipt aria-hidden="true" className="size-5 text-emerald-700" />
          Payment History
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ListState
          query={history}
          label="payment history"
          loading={<Skeleton className="h-12" />}
          failure="Failed to load payment history"
          empty="No payments yet."
        >
          {(rows) => (
            <ul aria-label="Payments" className="grid gap-2">
              {rows.map((payment) => (
                <li
                  key={payment.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md border border-slate-200 p-3"
                >
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
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}
