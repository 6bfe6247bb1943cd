import { Upload } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";

const ImportItemsDialog = lazy(() => import("./ImportItemsDialog"));

interface ImportItemsButtonProps {
  /** Whether the dialog is open: the page's keyboard wedge rests meanwhile. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: number | null;
  propertyName: string;
}

/** "Import Items": opens the import dialog, whose code is only downloaded on the first press. */
export function ImportItemsButton({ open, onOpenChange, propertyId, propertyName }: ImportItemsButtonProps) {
  return (
    <>
      <Button type="button" variant="outline" disabled={propertyId === null} onClick={() => onOpenChange(true)}>
        <Upload aria-hidden="true" />
        Import Items
      </Button>
      {open && propertyId !== null && (
        <Suspense fallback={null}>
          <ImportItemsDialog propertyId={propertyId} propertyName={propertyName} onClose={() => onOpenChange(false)} />
        </Suspense>
      )}
    </>
  );
}
