import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";
import { DialogActions } from "./dialog-actions";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown while `pending`; a confirmation that sends nothing needs none. */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** A destructive confirmation on the plain dialog (there is no alert-dialog package): Cancel comes first, so it takes the focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogActions
          onCancel={() => onOpenChange(false)}
          label={confirmLabel}
          pendingLabel={pendingLabel}
          pending={pending}
          onConfirm={onConfirm}
          variant="destructive"
        />
      </DialogContent>
    </Dialog>
  );
}
