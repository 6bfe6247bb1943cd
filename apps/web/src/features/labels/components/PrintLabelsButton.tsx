import type { Category } from "@stockroom/shared";
import { Printer } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";

const PrintLabelsDialog = lazy(() => import("./PrintLabelsDialog"));

interface PrintLabelsButtonProps {
  /** Whether the dialog is open: the page's keyboard wedge rests meanwhile. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: number | null;
  propertyName: string;
  /** The category the page shows, offered first in the dialog. */
  category?: Category;
}

/** "Print Labels": opens the label sheet dialog, whose code is only downloaded on the first press. */
export function PrintLabelsButton({ open, onOpenChange, propertyId, propertyName, category }: PrintLabelsButtonProps) {
  return (
    <>
      <Button type="button" variant="outline" disabled={propertyId === null} onClick={() => onOpenChange(true)}>
        <Printer aria-hidden="true" />
        Print Labels
      </Button>
      {open && propertyId !== null && (
        <Suspense fallback={null}>
          <PrintLabelsDialog
            propertyId={propertyId}
            propertyName={propertyName}
            category={category}
            onClose={() => onOpenChange(false)}
          />
        </Suspense>
      )}
    </>
  );
}
