import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, loginBodySchema } from "@stockroom/shared";
import { useId, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useForgotPassword } from "../api";
import { EmailField } from "./EmailField";

// Same email rule as sign-in, so both views accept and reject the same addresses.
const forgotPasswordSchema = loginBodySchema.pick({ email: true });
type ForgotPasswordBody = z.infer<typeof forgotPasswordSchema>;

/** What the heading says: the form's, or the confirmation's once a link was asked for. */
export interface ForgotPasswordHeadingProps {
  title: string;
  description: string;
  sent: boolean;
}

interface ForgotPasswordFormProps {
  /** The heading in its frame's own terms: a dialog's title, or a page's h1. */
  heading: (props: ForgotPasswordHeadingProps) => ReactNode;
  onBackToSignIn: () => void;
}

/**
 * Asks for a password reset link: the form, then a 'Check Your Email' confirmation. Shown in the sign-in dialog and
 * on /forgot-password (issue 37 point 3), each with its own heading.
 */
export function ForgotPasswordForm({ heading, onBackToSignIn }: ForgotPasswordFormProps) {
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
        {heading({
          title: "Check Your Email",
          description: `If an account exists for ${sentTo}, a password reset link is on its way.`,
          sent: true,
        })}
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
      {heading({
        title: "Reset Your Password",
        description: "Enter your email and we will send you a link to reset your password.",
        sent: false,
      })}
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
