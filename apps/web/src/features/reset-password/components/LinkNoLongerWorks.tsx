import { ACCOUNT_MESSAGES, type ResetLinkStatus } from "@stockroom/shared";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { serverMessage } from "@/lib/api";
import { useRenewResetLink } from "../api";

const RENEW_FAILED = "The new link could not be sent. Please try again.";

/** The headline of a link that no longer works, by what it was for and why. */
export function noLongerWorksTitle({ status, purpose }: Pick<ResetLinkStatus, "status" | "purpose">): string {
  const what = purpose === "invitation" ? "invitation" : "reset link";
  return status === "used" ? `This ${what} has already been used` : `This ${what} has expired`;
}

/**
 * A used or expired link says so before any typing, names the address it went to, and sends a new one there
 * (issue 36); the new link's arrival is claimed only once the server has written it for delivery.
 */
export function LinkNoLongerWorks({ token, link }: { token: string; link: ResetLinkStatus }) {
  const renew = useRenewResetLink();
  const acceptedInvitation = link.status === "used" && link.purpose === "invitation";
  return (
    <div className="grid gap-4">
      <p className="text-slate-700">
        {acceptedInvitation ? "Its password has been set. " : ""}It was sent to{" "}
        <span className="font-medium break-all text-slate-900">{link.email}</span>.
      </p>
      {renew.isSuccess ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900">
          {renew.data.message} Sent to {renew.data.email}.
        </p>
      ) : link.canRenew ? (
        <Button onClick={() => renew.mutate(token)} disabled={renew.isPending}>
          {renew.isPending ? "Sending..." : "Send a New Link"}
        </Button>
      ) : (
        <p className="text-slate-700">{ACCOUNT_MESSAGES.newLinkFromInviter}</p>
      )}
      {renew.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverMessage(renew.error) ?? RENEW_FAILED}
        </p>
      )}
      <Button asChild variant={acceptedInvitation ? "default" : "ghost"}>
        <Link to="/login">Go to Sign In</Link>
      </Button>
    </div>
  );
}
