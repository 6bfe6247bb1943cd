import { isTier, PLANS } from "@stockroom/shared";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { percentUsed, type UpgradeInfo } from "../planLimits";

const LIMIT_TEXT = {
  properties: { action: "add a property", usage: "Properties" },
  managers: { action: "add another manager to this property", usage: "Managers on this property" },
} as const;

interface UpgradeDialogProps {
  /** Null: closed. */
  info: UpgradeInfo | null;
  onClose: () => void;
}

/** 'Upgrade Required' (accounts §2): how much of the plan's limit is used and which plan lifts it. */
export function UpgradeDialog({ info, onClose }: UpgradeDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={info !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {info && (
          <UpgradeBody info={info} onClose={onClose} onUpgrade={() => void navigate("/subscription-settings")} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UpgradeBody({ info, onClose, onUpgrade }: { info: UpgradeInfo; onClose: () => void; onUpgrade: () => void }) {
  const text = LIMIT_TEXT[info.limitType];
  const percent = percentUsed(info);
  const planName = isTier(info.suggestedTier) ? PLANS[info.suggestedTier].name : info.suggestedTier;
  return (
    <>
      <DialogHeading
        title="Upgrade Required"
        description={`You have reached your plan's limit. Upgrade to the ${planName} plan to ${text.action}.`}
      />
      <div className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-800">{text.usage}</span>
          <span className="text-slate-700">
            {info.currentUsage} of {info.maxAllowed} used
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Plan usage"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-amber-600" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-slate-700">{percent}% of your plan&apos;s limit used</p>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Maybe Later
        </Button>
        <Button
          onClick={() => {
            onClose();
            onUpgrade();
          }}
        >
          Upgrade Now
        </Button>
      </DialogFooter>
    </>
  );
}
