import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { BrandLink } from "@/components/BrandLink";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api";
import { fullPageLoad } from "@/lib/navigation";
import { usePageMeta } from "@/lib/usePageMeta";
import { useLogin } from "../api";
import { PasswordInput } from "../components/PasswordInput";

const LOGIN_FAILED_FALLBACK = "Invalid email or password. Please check your credentials and try again.";
const NETWORK_ERROR = "Unable to connect to the server. Please check your internet connection and try again.";

export function LoginPage() {
  usePageMeta("Sign In");
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Kept on the page as well as in the toast, so the reason stays readable after the toast times out.
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();

  function fail(title: string, description: string) {
    setError(description);
    toast({ title, description, variant: "destructive" });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      fail("Missing Information", "Please enter both email and password");
      return;
    }
    setError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (res) => {
          if (res.success) fullPageLoad("/");
          else fail("Login Failed", res.message || LOGIN_FAILED_FALLBACK);
        },
        onError: (err) => {
          // An HTTP answer (401, 400, 429...) carries the reason; anything else means the server was unreachable.
          if (err instanceof ApiError) fail("Login Failed", err.body?.message || LOGIN_FAILED_FALLBACK);
          else fail("Login Error", NETWORK_ERROR);
        },
      },
    );
  }

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
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={emailId}>Email</Label>
              <Input
                id={emailId}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={passwordId}>Password</Label>
              <PasswordInput
                id={passwordId}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
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
