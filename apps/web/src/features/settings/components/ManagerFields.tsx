import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ManagerDetails } from "../api";

const FIELDS: { key: keyof ManagerDetails; label: string; type: string }[] = [
  { key: "firstName", label: "First name", type: "text" },
  { key: "lastName", label: "Last name", type: "text" },
  { key: "email", label: "Email", type: "email" },
];

/**
 * First name, last name and email: the fields the create and edit dialogs share, registered on the dialog's
 * form (a FormProvider around them).
 */
export function ManagerFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ManagerDetails>();
  return (
    <>
      {FIELDS.map(({ key, label, type }) => (
        <Field key={key} label={label} error={errors[key]?.message}>
          <Input type={type} autoComplete="off" {...register(key)} />
        </Field>
      ))}
    </>
  );
}
