import { ScanLine } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";

const CameraScanDialog = lazy(() => import("./CameraScanDialog"));

interface ScanButtonProps {
  /** Whether the camera dialog is open: the page's keyboard wedge rests meanwhile. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => void;
  disabled?: boolean;
}

/** "Scan": opens the camera dialog, whose code is only downloaded on the first press. */
export function ScanButton({ open, onOpenChange, onCode, disabled }: ScanButtonProps) {
  return (
    <>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => onOpenChange(true)}>
        <ScanLine aria-hidden="true" />
        Scan
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CameraScanDialog onCode={onCode} onClose={() => onOpenChange(false)} />
        </Suspense>
      )}
    </>
  );
}
