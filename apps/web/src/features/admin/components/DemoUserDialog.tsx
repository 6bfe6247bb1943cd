import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import type { DemoUserCreated } from "../api";

/** The new demo account's credentials: the server answers the password only this once. */
export function DemoUserDialog({ created, onClose }: { created: DemoUserCreated | null; onClose: () => void }) {
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeading
          title="Demo User Created"
          description="Share these sign-in details now; the password is not shown again."
        />
        {created && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md bg-slate-50 p-4 text-sm">
            <dt className="font-medium text-slate-700">Email</dt>
            <dd className="font-mono break-all text-slate-900">{created.credentials.email}</dd>
            <dt className="font-medium text-slate-700">Password</dt>
            <dd className="font-mono break-all text-slate-900">{created.credentials.password}</dd>
          </dl>
        )}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
