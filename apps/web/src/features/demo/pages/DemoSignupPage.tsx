import { zodResolver } from "@hookform/resolvers/zod";
import { demoSignupBodySchema, PROPERTY_COUNT_OPTIONS, TIMINGS, type DemoSignupBody } from "@stockroom/shared";
import { useId, type ComponentProps } from "react";
import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { NameAndEmailFields } from "@/components/NameAndEmailFields";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { PasswordChecklist } from "@/components/ui/password-checklist";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError, serverMessage } from "@/lib/api";
import { fullPageLoad } from "@/lib/navigation";
import { usePageMeta } from "@/lib/usePageMeta";
import { useDemoSignup } from "../api";
import { enterDemoMode } from "../demoMode";

type DemoSignupOutput = z.output<typeof demoSignupBodySchema>;
const FIELDS = ["firstName", "lastName", "email", "password", "currentTools", "propertyCount"] as const;

export function DemoSignupPage() {
  usePageMeta("Start Your Free Demo", {
    description: "Try Stockroom free with a sample hotel: no credit card, set up in minutes.",
  });
  const id = useId();
  const signup = useDemoSignup();
  const form = useForm<DemoSignupBody, unknown, DemoSignupOutput>({
    resolver: zodResolver(demoSignupBodySchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", currentTools: "" },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: "password" }) ?? "";

  const onSubmit = handleSubmit((body) =>
    signup.mutate(body, {
      onSuccess: (outcome) => {
        if (outcome === "checkEmail") return;
        enterDemoMode({ firstName: body.firstName, lastName: body.lastName, email: body.email });
        toast({ title: "Welcome to Stockroom!", description: "Your demo account is ready. Opening your dashboard..." });
        setTimeout(() => fullPageLoad("/"), TIMINGS.demoSignupRedirectMs);
      },
      onError: (error) => {
        // The server checks the same rules; its per-field messages land on the fields as well as in the toast.
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        for (const field of FIELDS) {
          if (fields?.[field]) setError(field, { message: fields[field] });
        }
        toast({
          title: "Unable to Create Account",
          description: serverMessage(error) ?? "Failed to create demo account. Please try again.",
          variant: "destructive",
        });
      },
    }),
  );

  // Stays busy through the redirect delay, so the account cannot be submitted twice.
  const busy = signup.isPending || signup.isSuccess;
  if (signup.data === "checkEmail") return <CheckEmail email={signup.variables.email} />;

  return (
    <div className="flex justify-center">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-slate-900">Start Your Free Demo</h1>
          <CardDescription>Explore Stockroom with a sample hotel, stocked and ready to use.</CardDescription>
        </CardHeader>
        <CardContent>
          <FormProvider {...form}>
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
              <NameAndEmailFields />
              <Field
                id={`${id}-password`}
                label="Password"
                description={<PasswordChecklist password={password} />}
                error={errors.password?.message}
              >
                <PasswordInput autoComplete="new-password" {...register("password")} />
              </Field>
              <Field
                id={`${id}-tools`}
                label="What do you use to track supplies now?"
                error={errors.currentTools?.message}
              >
                <Input placeholder="e.g. spreadsheets, paper lists" {...register("currentTools")} />
              </Field>
              <Controller
                control={control}
                name="propertyCount"
                render={({ field }) => (
                  <Field id={`${id}-count`} label="Number of properties" error={errors.propertyCount?.message}>
                    <SelectField value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} />
                  </Field>
                )}
              />
              <Button type="submit" disabled={busy} className="w-full">
                {busy ? "Creating Account..." : "Create Free Demo Account"}
              </Button>
            </form>
          </FormProvider>
          <ul className="mt-6 grid gap-1 text-center text-sm text-slate-600">
            <li>Free starter plan with a sample hotel</li>
            <li>No credit card required</li>
          </ul>
          <p className="mt-4 text-center text-sm text-slate-600">
            Already have an account? <SignInLink />
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/** After a sign-up: the demo starts from the link emailed to the address (or that address's account was told). */
function CheckEmail({ email }: { email: string }) {
  return (
    <div className="flex justify-center">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-slate-900">Check Your Email</h1>
          <CardDescription>
            We sent an email to <span className="font-medium break-all text-slate-900">{email}</span>. Open the link in
            it to start your demo; it works for 24 hours.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm text-slate-600">
          <p>If this address already has a Stockroom account, the email says so and nothing new is made.</p>
          <p>
            <SignInLink />
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<typeof SelectTrigger>, "value" | "onChange"> {
  value: string | undefined;
  onChange: (value: string) => void;
}

/** The property-count select; Field passes the id and aria attributes through to the trigger. */
function SelectField({ value, onChange, ...triggerProps }: SelectFieldProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder="Select number of properties" />
      </SelectTrigger>
      <SelectContent>
        {PROPERTY_COUNT_OPTIONS.map((option) => (
          <SelectItem key={option} value={option}>
            {option === "1" ? "1 property" : `${option} properties`}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function SignInLink() {
  return (
    <Link to="/login" className="font-medium text-emerald-800 underline-offset-4 hover:underline">
      Sign in
    </Link>
  );
}
