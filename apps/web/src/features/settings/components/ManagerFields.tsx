import { useId } from "react";
import { TextField } from "@/components/TextField";
import type { ManagerDetails } from "../api";

export type ManagerFieldErrors = Partial<Record<keyof ManagerDetails, string>>;

const FIELDS: { key: keyof ManagerDetails; label: string; type: string; autoComplete: string }[] = [
  { key: "firstName", label: "First name", type: "text", autoComplete: "off" },
  { key: "lastName", label: "Last name", type: "text", autoComplete: "off" },
  { key: "email", label: "Email", type: "email", autoComplete: "off" },
];

interface ManagerFieldsProps {
  values: ManagerDetails;
  errors: ManagerFieldErrors;
  onChange: (values: ManagerDetails) => void;
}

/** First name, last name and email: the fields the create and edit dialogs share. */
export function ManagerFields({ values, errors, onChange }: ManagerFieldsProps) {
  const id = useId();
  return (
    <>
      {FIELDS.map(({ key, label, type, autoComplete }) => (
        <TextField
          key={key}
          id={`${id}-${key}`}
          label={label}
          type={type}
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(e) => onChange({ ...values, [key]: e.target.value })}
          error={errors[key]}
        />
      ))}
    </>
  );
}

/** Field messages of a failed zod parse, first message per field. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): ManagerFieldErrors {
  const errors: ManagerFieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof ManagerDetails;
    errors[key] ??= issue.message;
  }
  return errors;
}
