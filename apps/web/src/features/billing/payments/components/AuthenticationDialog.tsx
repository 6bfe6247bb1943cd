import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";

/**
 * The built-in provider's stand-in for a bank's 3-D Secure window: the test card asks for authentication
 * and the customer decides the outcome. Dismissing the dialog counts as failing, like closing the bank's.
 */
export function AuthenticationDialog({
  open,
  pending,
  onAnswer,
}: {
  open: boolean;
  pending: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onAnswer(false)}>
      <DialogContent>
        <DialogHeading
          title="Confirm your payment"
          description="Your bank asks you to confirm this payment. This is a test authentication: no bank is contacted, so choose whether it succeeds or fails."
        />
        <DialogFooter>
          <Button type="button" variant="outline" disabled={pending} onClick={() => onAnswer(false)}>
            Fail authentication
          </Button>
          <Button type="button" disabled={pending} onClick={() => onAnswer(true)}>
            Complete authentication
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
