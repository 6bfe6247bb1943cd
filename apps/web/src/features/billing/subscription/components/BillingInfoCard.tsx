import type { PaymentMethodDto } from "@stockroom/shared";
import { CreditCard } from "lucide-react";
import { ListState } from "@/components/ListState";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePaymentMethods } from "../api";

function cardLabel(method: PaymentMethodDto): string {
  const brand = method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
  return `${brand} ending in ${method.last4}`;
}

function expiry(method: PaymentMethodDto): string {
  return `Expires ${String(method.expMonth).padStart(2, "0")}/${method.expYear}`;
}

/** The saved cards that pay renewals, retries and upgrades, and the way to replace them. */
export function BillingInfoCard({ onUpdate }: { onUpdate: () => void }) {
  const methods = usePaymentMethods();
  return (
    <Card role="region" aria-labelledby="billing-info-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle id="billing-info-title" className="flex items-center gap-2 text-lg">
          <CreditCard aria-hidden="true" className="size-5 text-emerald-700" />
          Billing Information
        </CardTitle>
        <Button variant="outline" onClick={onUpdate}>
          Update Payment Method
        </Button>
      </CardHeader>
      <CardContent>
        <ListState
          query={methods}
          label="payment methods"
          loading={<Skeleton className="h-12" />}
          failure="Failed to load payment methods"
          empty="No payment method on file."
        >
          {(rows) => (
            <ul aria-label="Saved cards" className="grid gap-2">
              {rows.map((method) => (
                <li
                  key={method.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
                >
                  <span className="font-medium text-slate-900">{cardLabel(method)}</span>
                  <span className="flex items-center gap-2 text-sm text-slate-600">
                    {expiry(method)}
                    {method.isDefault && <Badge variant="secondary">Default</Badge>}
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
