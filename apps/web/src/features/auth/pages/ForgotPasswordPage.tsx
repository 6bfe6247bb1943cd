import { MailCheck } from "lucide-react";
import { useNavigate } from "react-router";
import { BrandLink } from "@/components/BrandLink";
import { Card, CardDescription } from "@/components/ui/card";
import { usePageMeta } from "@/lib/usePageMeta";
import { ForgotPasswordForm, type ForgotPasswordHeadingProps } from "../components/ForgotPasswordForm";

function PageForgotHeading({ title, description, sent }: ForgotPasswordHeadingProps) {
  return (
    <div className="grid gap-1.5">
      {sent && <MailCheck aria-hidden="true" className="size-10 text-emerald-700" />}
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <CardDescription>{description}</CardDescription>
    </div>
  );
}

/** /forgot-password (issue 37 point 3): the sign-in page's way to a reset link, as the sign-in dialog has. */
export function ForgotPasswordPage() {
  usePageMeta("Reset Your Password", { noindex: true });
  const navigate = useNavigate();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-12">
      <BrandLink />
      <Card className="grid w-full max-w-md gap-4 p-6">
        <ForgotPasswordForm heading={PageForgotHeading} onBackToSignIn={() => void navigate("/login")} />
      </Card>
    </main>
  );
}
