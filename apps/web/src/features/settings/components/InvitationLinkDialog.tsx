import type { ResetLinkPurpose } from "@stockroom/shared";
import { Copy } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";

/** A set-password link handed to a demo account, and whose it is. */
export interface InvitationLink {
  name: string;
  email: string;
  link: string;
  /** An invitation (7 days) or, for a manager who has set a password, a reset link (1 hour). */
  purpose: ResetLinkPurpose;
}

const WHAT_THE_LINK_DOES: Record<ResetLinkPurpose, (name: string) => string> = {
  invitation: (name) => `to set ${name}'s password. It works once and expires in 7 days.`,
  reset: (name) => `to choose a new password for ${name}. It works once and expires in 1 hour.`,
};

/** What a demo account sees instead of an invitation email (demo accounts email no one but themselves). */
export const DEMO_NO_EMAIL_NOTE = "Demo accounts don't send email.";

/**
 * Shows a demo account the link its manager would have been emailed, with a copy button. The link is
 * in a read-only field, so it can also be selected and copied by hand where the clipboard is refused.
 */
export function InvitationLinkDialog({
  invitation,
  onClose,
}: {
  invitation: InvitationLink | null;
  onClose: () => void;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link Copied", description: "The set-password link is on your clipboard." });
    } catch {
      field.current?.select();
      toast({ title: "Copy the Link", description: "Your browser refused the clipboard: the link is selected." });
    }
  }

  return (
    <Dialog open={invitation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {invitation && (
          <>
            <DialogHeading
              title="Invitation Link"
              description={`${DEMO_NO_EMAIL_NOTE} No email was sent to ${invitation.email}. Open this link, or pass it on, ${WHAT_THE_LINK_DOES[invitation.purpose](invitation.name)}`}
            />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-link`}>Set-password link</Label>
              <div className="flex gap-2">
                <Input
                  ref={field}
                  id={`${id}-link`}
                  readOnly
                  value={invitation.link}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button type="button" variant="outline" onClick={() => void copy(invitation.link)}>
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
              </div>
            </div>
            <DialogFooter>
              <Button type="button" onClick={onClose}>
                Done
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
