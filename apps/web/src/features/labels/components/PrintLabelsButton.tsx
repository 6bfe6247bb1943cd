import type { Category } from "@stockroom/shared";
import { Printer } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";

const PrintLabelsDialog = lazy(() => import("./PrintLabelsDialog"));

interface PrintLabelsButtonProps {
  propertyId: number | null;
  propertyName: string;
  /** The category the page shows, offered first in the dialog. */
  category?: Category;
}

/** "Print Labels": opens the label sheet dialog, whose code is only downloaded on the first press. */
export function PrintLabelsButton({ propertyId, propertyName, category }: PrintLabelsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" disabled={propertyId === null} onClick={() => setOpen(true)}>
        <Printer aria-hidden="true" />
        Print Labels
      </Button>
      {open && propertyId !== null && (
        <Suspense fallback={null}>
          <PrintLabelsDialog
            propertyId={propertyId}
            propertyName={propertyName}
            category={category}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
