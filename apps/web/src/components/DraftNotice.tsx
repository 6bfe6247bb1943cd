import { Button } from "@/components/ui/button";
import { formatDayTime } from "@/lib/dates";

interface DraftNoticeProps {
  /** What the draft is of, as a sentence names it: "request". */
  what: string;
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back what was typed into a form before a reload, Back or a session that ended (decision 197). */
export function DraftNotice({ what, savedAt, onRestore, onDiscard }: DraftNoticeProps) {
  return (
    <div
      role="region"
      aria-label="Unsent draft"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex sm:items-center sm:justify-between"
    >
      <p>
        You have an unsent {what} from {formatDayTime(savedAt)}.
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore Draft
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
