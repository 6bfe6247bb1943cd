import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

interface NameAndEmail {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A new account's first and last name side by side, then its email, with the browser's autofill hints: the
 * fields the checkout and the demo signup share, registered on the form (a FormProvider around them).
 */
export function NameAndEmailFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<NameAndEmail>();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </Field>
    </>
  );
}
