import { zodResolver } from "@hookform/resolvers/zod";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import { loginBodySchema, type LoginBody } from "@stockroom/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toastSuccess } from "@/lib/notify";
import { fullPageLoad } from "@/lib/navigation";
import { leaveEndedSession } from "@/lib/queryClient";
import { USER_QUERY_KEY } from "@/lib/queryKeys";
import { clearSessionExpired } from "@/lib/sessionExpiry";
import { takeSessionEnded } from "@/lib/signInReturn";
import { userQuery } from "@/queries/session";
import { useLogin } from "../api";
import { loginErrorText } from "../loginError";

/**
 * Signing in again over the page whose session ended (issue 37 point 2, decision 203): the page and what was
 * typed in it stay, and after signing in the user carries on (sends the form again). Closing the dialog goes to
 * the sign-in page instead, which brings the user back to this page, where a kept draft is offered. Signing in
 * as someone else loads the app afresh: the page on screen is the other user's.
 */
export function SignInAgainDialog({ email }: { email: string }) {
  const client = useQueryClient();
  const login = useLogin();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { email, password: "" } });
  const previousId = client.getQueryData<{ id: string } | null>(USER_QUERY_KEY)?.id;

  const carryOn = async () => {
    setBusy(true);
    const now = await client.fetchQuery({ ...userQuery, staleTime: 0 });
    if (now?.id !== previousId) return fullPageLoad("/");
    clearSessionExpired();
    // Signed in again here: the sign-in page has no ended session to speak of any more.
    takeSessionEnded();
    // Everything the page shows is read again under the new session; the form keeps its input.
    await client.invalidateQueries({ predicate: (query) => query.queryHash !== hashKey(USER_QUERY_KEY) });
    toastSuccess("Signed in again. You can carry on where you were.");
  };
  const onSubmit = handleSubmit((body) =>
    login.mutate(body, { onSuccess: (res) => void (res.success && carryOn().finally(() => setBusy(false))) }),
  );

  const serverError = login.error
    ? loginErrorText(login.error)
    : login.data && !login.data.success
      ? login.data.message || "Login failed"
      : null;

  return (
    <Dialog open onOpenChange={(open) => !open && leaveEndedSession(client)}>
      <DialogContent>
        <DialogHeading
          title="Sign in again"
          description="Your session has ended. Sign in again to carry on where you were: what you typed on this page is kept."
        />
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="username" {...register("email")} />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <PasswordInput
              autoComplete="current-password"
              // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the email is known: the password is what is asked
              autoFocus
              {...register("password")}
            />
          </Field>
          {serverError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {serverError}
            </p>
          )}
          <Button type="submit" disabled={login.isPending || busy} className="w-full">
            {login.isPending || busy ? "Signing in..." : "Sign In"}
          </Button>
          <Button type="button" variant="outline" className="w-full" onClick={() => leaveEndedSession(client)}>
            Go to the sign-in page
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
