import { TIMINGS } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { fullPageLoad } from "@/lib/navigation";
import { usePageMeta } from "@/lib/usePageMeta";
import { useQueryParams } from "@/lib/searchParams";
import { useConfirmDemo } from "../api";
import { enterDemoMode } from "../demoMode";

const FAILED = "This demo link is invalid or has expired. Please sign up again.";

/** /demo/confirm?token=: the link a demo sign-up emailed starts the demo, then the dashboard opens (issue 34). */
export function DemoConfirmPage() {
  usePageMeta("Start Your Free Demo", { description: "Starting your Stockroom demo." });
  const [params] = useQueryParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmDemo();
  const started = useRef(false);

  useEffect(() => {
    // One attempt per page view: the link works once, and React may run effects twice in development.
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(
      { token },
      {
        onSuccess: (user) => {
          enterDemoMode({ firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email });
          toast({
            title: "Welcome to Stockroom!",
            description: "Your demo account is ready. Opening your dashboard...",
          });
          setTimeout(() => fullPageLoad("/"), TIMINGS.demoSignupRedirectMs);
        },
      },
    );
  }, [confirm, token]);

  const failure = !token ? FAILED : confirm.isError ? (serverMessage(confirm.error) ?? FAILED) : null;
  return (
    <div className="flex justify-center p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-slate-900">Start Your Free Demo</h1>
          <CardDescription role={failure ? "alert" : "status"}>
            {failure ?? (confirm.isSuccess ? "Your demo account is ready." : "Starting your demo...")}
          </CardDescription>
        </CardHeader>
        {failure && (
          <CardContent className="flex gap-4 text-sm">
            <Link to="/demo" className="font-medium text-emerald-800 underline-offset-4 hover:underline">
              Sign up again
            </Link>
            <Link to="/login" className="font-medium text-emerald-800 underline-offset-4 hover:underline">
              Sign in
            </Link>
          </CardContent>
        )}
      </Card>
    </div>
  );
}
