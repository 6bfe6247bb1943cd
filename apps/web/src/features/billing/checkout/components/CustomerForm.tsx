import { zodResolver } from "@hookform/resolvers/zod";
import { customerInfoSchema, type CustomerInfo } from "@stockroom/shared";
import { useId } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { NameAndEmailFields } from "@/components/NameAndEmailFields";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PasswordChecklist } from "@/components/ui/password-checklist";
import { toast } from "@/components/ui/use-toast";
import { PasswordInput } from "@/components/ui/password-input";

export type CustomerDetails = z.output<typeof customerInfoSchema>;
export const EMPTY_CUSTOMER: CustomerInfo = {
  firstName: "",
  lastName: "",
  email: "",
  companyName: "",
  password: "",
  confirmPassword: "",
};
const REQUIRED = ["firstName", "lastName", "email", "password", "confirmPassword"] as const;

function liveMessage(values: Partial<CustomerInfo>, field: "password" | "confirmPassword"): string | undefined {
  const result = customerInfoSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** Says why a submission that got past the disabled button (e.g. a script) cannot continue (accounts §8). */
function warnIncomplete(values: Partial<CustomerInfo>) {
  const password = liveMessage(values, "password");
  const confirm = liveMessage(values, "confirmPassword");
  if (REQUIRED.some((field) => !values[field]?.trim())) {
    toast({ title: "Missing Information", description: "Please fill in all required fields.", variant: "destructive" });
  } else if (password) {
    toast({ title: "Password Too Short", description: password, variant: "destructive" });
  } else if (confirm) {
    toast({ title: "Password Mismatch", description: confirm, variant: "destructive" });
  }
}

/**
 * The checkout's customer details (accounts §5): Continue stays disabled until every required field is
 * filled, the password meets the shared policy and is confirmed; its checklist ticks as the customer types.
 */
export function CustomerForm({
  defaultValues,
  pending,
  onContinue,
}: {
  defaultValues: CustomerInfo;
  pending: boolean;
  onContinue: (details: CustomerDetails, entered: CustomerInfo) => void;
}) {
  const id = useId();
  const form = useForm<CustomerInfo, unknown, CustomerDetails>({
    resolver: zodResolver(customerInfoSchema),
    mode: "onTouched",
    defaultValues,
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const values = useWatch({ control });
  const passwordMessage = liveMessage(values, "password");
  const confirmMessage = liveMessage(values, "confirmPassword");
  const filled = REQUIRED.every((field) => values[field]?.trim());
  const canContinue = filled && !passwordMessage && !confirmMessage;
  const shown = (field: "password" | "confirmPassword", message: string | undefined) =>
    touchedFields[field] || isSubmitted ? message : undefined;

  const onSubmit = handleSubmit(
    (details) => onContinue(details, getValues()),
    () => warnIncomplete(getValues()),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={`${id}-title`}
        className="grid gap-4"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Your details
        </h2>
        <NameAndEmailFields />
        <Field id={`${id}-company`} label="Company name (optional)" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register("companyName")} />
        </Field>
        <Field
          id={`${id}-password`}
          label="Password"
          description={<PasswordChecklist password={values.password ?? ""} />}
          error={shown("password", passwordMessage)}
        >
          <PasswordInput autoComplete="new-password" {...register("password")} />
        </Field>
        <Field id={`${id}-confirm`} label="Confirm password" error={shown("confirmPassword", confirmMessage)}>
          <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
        <Button type="submit" disabled={!canContinue || pending} className="w-full">
          {pending ? "Preparing Payment..." : "Continue"}
        </Button>
      </form>
    </FormProvider>
  );
}
