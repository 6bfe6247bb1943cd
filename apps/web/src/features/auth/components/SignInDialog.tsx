import { lazy, Suspense, type ReactNode } from "react";
import { DialogLoading } from "@/components/DialogLoading";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";

// The form (and its validation libraries) loads when the dialog first opens, not with every public page.
const SignInDialogBody = lazy(() => import("./SignInDialogBody").then((m) => ({ default: m.SignInDialogBody })));

/** The landing and legal pages' sign-in dialog; `children` is the button that opens it. */
export function SignInDialog({ children }: { children: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {/* Lives inside the content so that closing the dialog resets it to a fresh sign-in form. */}
        <Suspense fallback={<DialogLoading />}>
          <SignInDialogBody />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
