import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { CardSetup } from "./CardSetup";

interface PaymentMethodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the card is saved, e.g. to reactivate a subscription that needed a working card. */
  onSaved?: () => void;
}

/**
 * The subscription settings' payment dialog: a new card replaces the default one for renewals,
 * retries and upgrades. Each opening starts a fresh setup, so an abandoned one is never reused.
 */
export function PaymentMethodDialog({ open, onOpenChange, onSaved }: PaymentMethodDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeading title="Update Payment Method" description="The new card is used for your next payments." />
        <CardSetup
          onSaved={() => {
            onOpenChange(false);
            onSaved?.();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
