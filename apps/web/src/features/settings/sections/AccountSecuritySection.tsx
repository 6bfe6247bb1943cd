import { ACCOUNT_MESSAGES, roleLabel, type SessionUser } from "@stockroom/shared";
import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useForgotPassword } from "@/features/auth";
import { SettingsSection } from "../components/SettingsSection";

/** The user's own password reset goes through the emailed link, like a forgotten password. */
export function AccountSecuritySection({ user }: { user: SessionUser }) {
  const forgotPassword = useForgotPassword();
  const sendLink = () =>
    forgotPassword.mutate(user.email, {
      onSuccess: () => toast({ title: "Reset Link Sent", description: ACCOUNT_MESSAGES.resetLinkSent }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to send password reset email. Please try again.",
          variant: "destructive",
        }),
    });

  return (
    <SettingsSection id="security" icon={ShieldCheck} title="Account & Security">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="flex items-center gap-2 text-slate-700">
          Role: <Badge variant="outline">{roleLabel(user.role)}</Badge>
        </p>
        <div className="flex flex-col items-end gap-1">
          <Button variant="outline" disabled={forgotPassword.isPending} onClick={sendLink}>
            {forgotPassword.isPending ? "Sending..." : "Reset Password"}
          </Button>
          <p className="text-xs text-slate-600">We will email a reset link to {user.email}.</p>
        </div>
      </div>
    </SettingsSection>
  );
}
