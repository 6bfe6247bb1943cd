import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MISMATCH, resetPasswordFormSchema, TIMINGS, type ResetPasswordForm } from "@stockroom/shared";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordChecklist } from "@/components/ui/password-checklist";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { fullPageLoad } from "@/lib/navigation";
import { useResetPassword } from "../api";

const RESET_FAILED = "Failed to reset password. Please try again.";

/** Where an accepted invitation lands its manager: their property's inventory, or the dashboard. */
export function landingOf(propertyId: number | null): string {
  return propertyId === null ? "/" : `/inventory?propertyId=${propertyId}`;
}

/**
 * The new password typed twice. A reset then goes home signed out after 3 seconds (the spec); an invitation has
 * signed its manager in, and opens their property (issue 36).
 */
export function ResetForm({ token, invitation }: { token: string; invitation: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    watch,
    formState: { isValid },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    // Validated as the user types: the button is enabled only once the schema accepts both fields.
    mode: "onChange",
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const [password, confirm] = watch(["newPassword", "confirmPassword"]);
  // Hinted while typing, once the confirmation has been started.
  const mismatch = confirm.length > 0 && confirm !== password;

  if (reset.isSuccess) {
    const signedIn = reset.data.signedIn;
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-700" />
        <h2 className="text-xl font-semibold text-slate-900">
          {signedIn ? "You're All Set" : "Password Reset Successful"}
        </h2>
        <p className="text-slate-600">
          {signedIn
            ? "Your password is set and you are signed in. Opening your property..."
            : "You can now sign in with your new password. Taking you home..."}
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ newPassword }) => {
    setError(null);
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ signedIn, propertyId }) =>
          signedIn
            ? setTimeout(() => fullPageLoad(landingOf(propertyId)), TIMINGS.loginRedirectMs)
            : setTimeout(() => fullPageLoad("/"), TIMINGS.resetRedirectMs),
        onError: (err) => {
          const message = serverMessage(err) ?? RESET_FAILED;
          setError(message);
          toast({ title: "Reset Failed", description: message, variant: "destructive" });
        },
      },
    );
  });

  const submit = invitation ? "Set Password" : "Reset Password";
  const submitting = invitation ? "Setting..." : "Resetting...";
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <Field label="New password" description={<PasswordChecklist password={password} />}>
        <PasswordInput autoComplete="new-password" {...register("newPassword")} />
      </Field>
      <Field label="Confirm password" error={mismatch ? PASSWORD_MISMATCH : undefined}>
        <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
      </Field>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!isValid || reset.isPending}>
        {reset.isPending ? submitting : submit}
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">Back to Home</Link>
      </Button>
    </form>
  );
}
