import { ACCOUNT_MESSAGES, type ResetLinkStatus } from "@stockroom/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { usePageMeta } from "@/lib/usePageMeta";
import { useQueryParams } from "@/lib/searchParams";
import { useResetLinkStatus } from "../api";
import { LinkNoLongerWorks, noLongerWorksTitle } from "../components/LinkNoLongerWorks";
import { ResetForm } from "../components/ResetForm";

/**
 * Opened from the emailed link; the token in the query string proves who is resetting. The link is read first, so
 * an invitation says who sent it and for which property, and a used or expired one says so before any typing.
 */
export function ResetPasswordPage() {
  usePageMeta("Reset Password", { noindex: true });
  const [params] = useQueryParams();
  const token = params.get("token");
  if (!token) {
    return <LinkRefused message={ACCOUNT_MESSAGES.resetLinkMissing} to="/" action="Return to Home" />;
  }
  return <ReadLink token={token} />;
}

/** A link that cannot reset anything (none in the address, or one nobody issued): why, and where to go instead. */
function LinkRefused({ message, to, action }: { message: string; to: string; action: string }) {
  return (
    <Frame title="Reset Password">
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <Button asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </Frame>
  );
}

function ReadLink({ token }: { token: string }) {
  const link = useResetLinkStatus(token);
  if (link.isPending) {
    return (
      <Frame title="Reset Password">
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> Checking your link...
        </p>
      </Frame>
    );
  }
  // Unread (offline, or limited): the form as before, whose answer says whether the link works.
  if (link.isError) {
    return (
      <Frame title="Reset Password" description="Choose a new password for your Stockroom account.">
        <ResetForm token={token} invitation={false} />
      </Frame>
    );
  }
  return <ForStatus token={token} link={link.data} />;
}

function ForStatus({ token, link }: { token: string; link: ResetLinkStatus }) {
  if (link.status === "unknown") {
    return <LinkRefused message={ACCOUNT_MESSAGES.resetLinkInvalid} to="/login" action="Go to Sign In" />;
  }
  if (link.status !== "valid") {
    return (
      <Frame title={noLongerWorksTitle(link)}>
        <LinkNoLongerWorks token={token} link={link} />
      </Frame>
    );
  }
  if (link.purpose === "invitation") {
    return (
      <Frame title="Set Your Password" description={<InvitationDetails link={link} />}>
        <ResetForm token={token} invitation />
      </Frame>
    );
  }
  return (
    <Frame title="Reset Password" description={`Choose a new password for ${link.email}.`}>
      <ResetForm token={token} invitation={false} />
    </Frame>
  );
}

/** "Olivia Bennett invited you to manage The Grand. You will sign in as nina@example.com." */
function InvitationDetails({ link }: { link: ResetLinkStatus }) {
  const where = link.properties.length > 0 ? link.properties.join(", ") : "hotel supplies";
  return (
    <>
      {link.inviter} invited you to manage {where} on Stockroom. You will sign in as{" "}
      <span className="font-medium break-all text-slate-900">{link.email}</span>.
    </>
  );
}

function Frame({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
