import { TIMINGS, unmetPasswordRule } from "@stockroom/shared";
import { CheckCircle2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
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
        Invalid reset link. Please request a new password reset.
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const mismatch = confirm.length > 0 && confirm !== password;
  const canSubmit = !unmetPasswordRule(password) && password === confirm && !reset.isPending;

  if (reset.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-700" />
        <h2 className="text-xl font-semibold text-slate-900">Password Reset Successful</h2>
        <p className="text-slate-600">You can now sign in with your new password. Taking you home...</p>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => setTimeout(() => fullPageLoad("/"), TIMINGS.resetRedirectMs),
        onError: (err) => {
          const message = serverMessage(err) ?? RESET_FAILED;
          setError(message);
          toast({ title: "Reset Failed", description: message, variant: "destructive" });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-new`}>New password</Label>
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          aria-describedby={`${id}-rules`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordChecklist id={`${id}-rules`} password={password} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>Confirm password</Label>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          aria-invalid={mismatch ? true : undefined}
          aria-describedby={mismatch ? `${id}-mismatch` : undefined}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {mismatch && (
          <p id={`${id}-mismatch`} className="text-sm text-red-700">
            Passwords do not match
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!canSubmit}>
        {reset.isPending ? "Resetting..." : "Reset Password"}
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">Back to Home</Link>
      </Button>
    </form>
  );
}
