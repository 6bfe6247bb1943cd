import type { PaymentMethodDto } from "@stockroom/shared";
import { CreditCard } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { usePaymentMethods } from "../api";
import { BillingList, BillingSection } from "./BillingSection";

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
    <BillingSection
      id="billing-info"
      icon={CreditCard}
      title="Billing Information"
      action={
        <Button variant="outline" onClick={onUpdate}>
          Update Payment Method
        </Button>
      }
    >
      <BillingList
        query={methods}
        label="payment methods"
        empty="No payment method on file."
        listLabel="Saved cards"
        rowGap="gap-2"
      >
        {(method) => (
          <>
            <span className="font-medium text-slate-900">{cardLabel(method)}</span>
            <span className="flex items-center gap-2 text-sm text-slate-600">
              {expiry(method)}
              {method.isDefault && <Badge variant="secondary">Default</Badge>}
            </span>
          </>
        )}
      </BillingList>
    </BillingSection>
  );
}
