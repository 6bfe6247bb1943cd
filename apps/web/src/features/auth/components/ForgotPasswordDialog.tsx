import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, loginBodySchema } from "@stockroom/shared";
import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogHeading, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useForgotPassword } from "../api";
import { EmailField } from "./EmailField";

// Same email rule as sign-in, so both views accept and reject the same addresses.
const forgotPasswordSchema = loginBodySchema.pick({ email: true });
type ForgotPasswordBody = z.infer<typeof forgotPasswordSchema>;

/** The forgot-password view shown inside the sign-in dialog: a form, then a 'Check Your Email' confirmation. */
export function ForgotPasswordDialogContent({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const emailId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(({ email }) =>
    forgotPassword.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        toast({
          title: "Reset Link Sent",
          description: ACCOUNT_MESSAGES.resetLinkSent,
        });
      },
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to send password reset email. Please try again.",
          variant: "destructive",
        }),
    }),
  );

  if (sentTo) {
    return (
      <>
        <DialogHeader>
          <MailCheck aria-hidden="true" className="size-10 self-center text-emerald-700 sm:self-start" />
          <DialogTitle>Check Your Email</DialogTitle>
          <DialogDescription>If an account exists for {sentTo}, a password reset link is on its way.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Button type="button" onClick={onBackToSignIn}>
            Back to Sign In
          </Button>
          <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
            Send Another Link
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <DialogHeading
        title="Reset Your Password"
        description="Enter your email and we will send you a link to reset your password."
      />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <EmailField id={emailId} error={errors.email?.message} registration={register("email")} />
        <Button type="submit" disabled={forgotPassword.isPending}>
          {forgotPassword.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
        <Button type="button" variant="ghost" onClick={onBackToSignIn}>
          Back to Sign In
        </Button>
      </form>
    </>
  );
}
