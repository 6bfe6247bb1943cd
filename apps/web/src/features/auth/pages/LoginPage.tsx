import { zodResolver } from "@hookform/resolvers/zod";
import { LOGIN_MISSING_FIELDS, loginFormSchema, type LoginBody } from "@stockroom/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { BrandLink } from "@/components/BrandLink";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api";
import { fullPageLoad } from "@/lib/navigation";
import { useQueryParams } from "@/lib/searchParams";
import { takeSessionEnded } from "@/lib/signInReturn";
import { returnPath } from "../returnPath";
import { usePageMeta } from "@/lib/usePageMeta";
import { useLogin } from "../api";
import { PasswordInput } from "@/components/ui/password-input";

export { ForgotPasswordPage } from "./ForgotPasswordPage";

const LOGIN_FAILED_FALLBACK = "Invalid email or password. Please check your credentials and try again.";
const NETWORK_ERROR = "Unable to connect to the server. Please check your internet connection and try again.";
const SIGN_IN_TO_CONTINUE = "Please sign in to open the page you followed. You will be taken there afterwards.";
const sessionEndedText = (returning: boolean) =>
  `Your session has ended. Sign in again${returning ? " to go back to where you were" : ""}. ` +
  "If your account no longer works, ask the hotel owner who invited you.";

export function LoginPage() {
  usePageMeta("Sign In");
  // Kept on the page as well as in the toast, so the reason stays readable after the toast times out.
  const [error, setError] = useState<string | null>(null);
  const [params] = useQueryParams();
  const next = params.get("next");
  // Read once: the notice stays while the page does, and a later visit to the page does not repeat it.
  const [sessionEnded] = useState(takeSessionEnded);
  const login = useLogin();
  const { register, handleSubmit } = useForm<LoginBody>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: "", password: "" },
  });

  function fail(title: string, description: string) {
    setError(description);
    toast({ title, description, variant: "destructive" });
  }

  const onSubmit = handleSubmit(
    (credentials) => {
      setError(null);
      login.mutate(credentials, {
        onSuccess: (res) => {
          if (res.success) fullPageLoad(returnPath(next));
          else fail("Login Failed", res.message || LOGIN_FAILED_FALLBACK);
        },
        onError: (err) => {
          // An HTTP answer (401, 400, 429...) carries the reason; anything else means the server was unreachable.
          if (err instanceof ApiError) fail("Login Failed", err.body?.message || LOGIN_FAILED_FALLBACK);
          else fail("Login Error", NETWORK_ERROR);
        },
      });
    },
    // Either field missing gets the one message, shown with the server's answers rather than under a field.
    () => fail("Missing Information", LOGIN_MISSING_FIELDS),
  );

  const busy = login.isPending || login.data?.success === true;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-12">
      <BrandLink />
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-slate-900">Sign In</h1>
          <CardDescription>Enter your email and password to manage your hotel inventory.</CardDescription>
        </CardHeader>
        <CardContent>
          {(sessionEnded || next) && (
            <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {sessionEnded ? sessionEndedText(next !== null) : SIGN_IN_TO_CONTINUE}
            </p>
          )}
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
            <Field label="Email">
              <Input type="email" autoComplete="email" {...register("email")} />
            </Field>
            <Field label="Password">
              <PasswordInput autoComplete="current-password" {...register("password")} />
            </Field>
            <Link
              to="/forgot-password"
              className="justify-self-end text-sm font-medium text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
            >
              Forgot your password?
            </Link>
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? "Signing In..." : "Sign In"}
            </Button>
            {error && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            Don&apos;t have an account?{" "}
            <Link
              to="/pricing"
              className="font-medium text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
            >
              Subscribe now
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
