import { useId } from "react";
import { FieldError } from "@/components/FieldError";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
        <div key={key} className="grid gap-2">
          <Label htmlFor={`${id}-${key}`}>{label}</Label>
          <Input
            id={`${id}-${key}`}
            type={type}
            autoComplete={autoComplete}
            value={values[key]}
            onChange={(e) => onChange({ ...values, [key]: e.target.value })}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          />
          <FieldError id={`${id}-${key}-error`} message={errors[key]} />
        </div>
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
