import { CloudOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { offlineStatusText } from "./offlineQueue";
import { useOfflineQueue } from "./useOfflineQueue";

const savedAt = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });

/**
 * The top bar's word on offline counts ("Offline · 1 count waiting"); opens the list of this user's counts kept on
 * the device, where a refused one shows the server's reason and can be discarded. Renders nothing when online with
 * nothing kept.
 */
export function OfflineQueueStatus({ userId }: { userId: string }) {
  const { online, queued, discard } = useOfflineQueue(userId);
  const [open, setOpen] = useState(false);
  const refused = queued.filter((entry) => entry.refusal !== null).length;
  const text = offlineStatusText({ online, waiting: queued.length - refused, refused });
  if (text === null) return null;
  return (
    <span role="status">
      <Button
        variant="outline"
        size="sm"
        aria-label={text}
        className={refused > 0 ? "border-red-300 text-red-800" : "text-slate-800"}
        onClick={() => setOpen(true)}
      >
        <CloudOff aria-hidden="true" />
        {/* The whole text from sm; phones (360 px) keep the icon and the number of counts. */}
        <span className="hidden sm:inline">{text}</span>
        {queued.length > 0 && <span className="sm:hidden">{queued.length}</span>}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeading
            title="Counts on this device"
            description={
              online ? "Waiting counts are being sent." : "Waiting counts are sent when the connection returns."
            }
          />
          {queued.length === 0 ? (
            <p className="text-sm text-slate-700">No counts are waiting.</p>
          ) : (
            <ul className="grid gap-2">
              {queued.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-medium text-slate-900">
                    Count of {entry.body.items.length} {entry.body.items.length === 1 ? "item" : "items"}, saved{" "}
                    {savedAt(entry.queuedAt)}
                  </p>
                  {entry.refusal === null ? (
                    <p className="text-slate-700">Waiting to be sent</p>
                  ) : (
                    <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                      <p className="text-red-800">Refused: {entry.refusal}</p>
                      <Button variant="outline" size="sm" onClick={() => void discard(entry.id)}>
                        Discard
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </span>
  );
}
