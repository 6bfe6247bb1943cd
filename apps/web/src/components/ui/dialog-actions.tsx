import { Button } from "./button";
import { DialogFooter } from "./dialog";

interface DialogActionsProps {
  onCancel: () => void;
  /** The main button's label. */
  label: string;
  /** What the main button says while `pending` ("Saving..."); without it, its label. */
  pendingLabel?: string;
  pending: boolean;
  /** Disabled for a reason other than pending work, e.g. a required field still empty. */
  disabled?: boolean;
  /** The main button's action; without it, the button submits the form the dialog's footer stands in. */
  onConfirm?: () => void;
  variant?: "destructive";
}

/** A dialog's footer: Cancel, then the main button, which is disabled and says so while its work is pending. */
export function DialogActions({
  onCancel,
  label,
  pendingLabel,
  pending,
  disabled = false,
  onConfirm,
  variant,
}: DialogActionsProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        variant={variant}
        disabled={disabled || pending}
        onClick={onConfirm}
      >
        {pending && pendingLabel ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}

/** The footer of a dialog that only shows or picks something: its one button closes it. */
export function DialogCloseActions({ onClose }: { onClose: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onClose}>
        Close
      </Button>
    </DialogFooter>
  );
}
