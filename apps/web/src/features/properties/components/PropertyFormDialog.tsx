import type { PropertyBody, PropertyDto } from "@stockroom/shared";
import { lazy, Suspense } from "react";
import { DialogLoading } from "@/components/DialogLoading";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { PaymentInfo, UpgradeInfo } from "../planLimits";

// Loaded when the dialog first opens: the dashboard offers it but should not carry the form libraries up front.
const PropertyForm = lazy(() => import("./PropertyForm").then((m) => ({ default: m.PropertyForm })));

export interface PropertyFormDialogProps {
  /** Absent: the dialog adds a property. */
  property?: PropertyDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUpgradeRequired: (info: UpgradeInfo) => void;
  onPaymentRequired: (info: PaymentInfo, property: PropertyBody) => void;
}

/** Add ('Add New Property') or edit a property; plan-limit answers hand over to the upgrade or payment dialog. */
export function PropertyFormDialog({ open, onOpenChange, ...rest }: PropertyFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so every opening starts from the property's saved values. */}
        <Suspense fallback={<DialogLoading />}>
          <PropertyForm onClose={() => onOpenChange(false)} {...rest} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
