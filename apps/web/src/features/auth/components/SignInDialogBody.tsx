import { zodResolver } from "@hookform/resolvers/zod";
import { loginBodySchema, TIMINGS, type LoginBody } from "@stockroom/shared";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogHeading } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { fullPageLoad } from "@/lib/navigation";
import { useLogin } from "../api";
import { loginErrorText } from "../loginError";
import { ForgotPasswordDialogContent } from "./ForgotPasswordDialog";
import { PasswordInput } from "@/components/ui/password-input";
import { EmailField } from "./EmailField";

/** The sign-in form, or the forgot-password form it leads to. */
export function SignInDialogBody() {
  const [view, setView] = useState<"signIn" | "forgotPassword">("signIn");
  if (view === "forgotPassword") return <ForgotPasswordDialogContent onBackToSignIn={() => setView("signIn")} />;
  return <SignInForm onForgotPassword={() => setView("forgotPassword")} />;
}

function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const emailId = useId();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: (res) => {
        if (!res.success) return;
        toast({ title: "Login Successful", description: "Welcome back! Redirecting to your dashboard..." });
        setTimeout(() => fullPageLoad("/"), TIMINGS.loginRedirectMs);
      },
    }),
  );

  const serverError = login.error
    ? loginErrorText(login.error)
    : login.data && !login.data.success
      ? login.data.message || "Login failed"
      : null;
  const busy = login.isPending || login.data?.success === true;

  return (
    <>
      <DialogHeading title="Sign In" description="Sign in to manage your hotel inventory." />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <EmailField id={emailId} error={errors.email?.message} registration={register("email")} />
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register("password")} />
        </Field>
        <Button type="button" variant="link" className="h-auto justify-self-start p-0" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
        {serverError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {serverError}
          </p>
        )}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <div className="border-t border-slate-200 pt-4 text-center">
        <p className="mb-3 text-sm text-slate-600">New to Stockroom?</p>
        <DialogClose asChild>
          <Button asChild variant="outline" className="w-full">
            <Link to="/pricing">View Subscription Plans</Link>
          </Button>
        </DialogClose>
      </div>
    </>
  );
}
