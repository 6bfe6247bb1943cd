import { MailCheck } from "lucide-react";
import { DialogDescription, DialogHeader, DialogHeading, DialogTitle } from "@/components/ui/dialog";
import { ForgotPasswordForm, type ForgotPasswordHeadingProps } from "./ForgotPasswordForm";

function DialogForgotHeading({ title, description, sent }: ForgotPasswordHeadingProps) {
  if (!sent) return <DialogHeading title={title} description={description} />;
  return (
    <DialogHeader>
      <MailCheck aria-hidden="true" className="size-10 self-center text-emerald-700 sm:self-start" />
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/** The forgot-password view shown inside the sign-in dialog: a form, then a 'Check Your Email' confirmation. */
export function ForgotPasswordDialogContent({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  return <ForgotPasswordForm heading={DialogForgotHeading} onBackToSignIn={onBackToSignIn} />;
}
