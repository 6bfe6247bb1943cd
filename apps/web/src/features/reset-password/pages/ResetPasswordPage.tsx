import { zodResolver } from "@hookform/resolvers/zod";
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MISMATCH,
  resetPasswordFormSchema,
  TIMINGS,
  type ResetPasswordForm,
} from "@stockroom/shared";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { PasswordChecklist } from "@/components/ui/password-checklist";
import { toast } from "@/components/ui/use-toast";
import { PasswordInput } from "@/features/auth";
import { serverMessage } from "@/lib/api";
import { fullPageLoad } from "@/lib/navigation";
import { usePageMeta } from "@/lib/usePageMeta";
import { useResetPassword } from "../api";

const RESET_FAILED = "Failed to reset password. Please try again.";

/** Opened from the emailed link; the token in the query string proves who is resetting. */
export function ResetPasswordPage() {
  usePageMeta("Reset Password", { noindex: true });
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-semibold text-slate-900">Reset Password</h1>
        {token && <CardDescription>Choose a new password for your Stockroom account.</CardDescription>}
      </CardHeader>
      <CardContent>{token ? <ResetForm token={token} /> : <InvalidLink />}</CardContent>
    </Card>
  );
}

function InvalidLink() {
  return (
    <div className="grid gap-4">
      <p role="alert" className="text-slate-700">
        {ACCOUNT_MESSAGES.resetLinkMissing}
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
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
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-700" />
        <h2 className="text-xl font-semibold text-slate-900">Password Reset Successful</h2>
        <p className="text-slate-600">You can now sign in with your new password. Taking you home...</p>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ newPassword }) => {
    setError(null);
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => setTimeout(() => fullPageLoad("/"), TIMINGS.resetRedirectMs),
        onError: (err) => {
          const message = serverMessage(err) ?? RESET_FAILED;
          setError(message);
          toast({ title: "Reset Failed", description: message, variant: "destructive" });
        },
      },
    );
  });

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
        {reset.isPending ? "Resetting..." : "Reset Password"}
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">Back to Home</Link>
      </Button>
    </form>
  );
}
