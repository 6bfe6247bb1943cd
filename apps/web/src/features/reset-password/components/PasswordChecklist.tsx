import type { passwordChecklist } from "@stockroom/shared";
import { CheckCircle2, Circle } from "lucide-react";
import { cn } from "@/lib/utils";

type Checklist = ReturnType<typeof passwordChecklist>;

// The special-character check is computed but not listed (accounts §5), so it has no row here.
const RULES: { key: Exclude<keyof Checklist, "special">; label: string }[] = [
  { key: "length", label: "At least 8 characters" },
  { key: "lowercase", label: "One lowercase letter" },
  { key: "uppercase", label: "One uppercase letter" },
  { key: "number", label: "One number" },
];

/** The live checklist; each row says in words whether it is met, not by colour alone. */
export function PasswordChecklist({ id, checklist }: { id: string; checklist: Checklist }) {
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1 text-sm">
      {RULES.map(({ key, label }) => {
        const met = checklist[key];
        const Icon = met ? CheckCircle2 : Circle;
        return (
          <li key={key} className={cn("flex items-center gap-2", met ? "text-emerald-800" : "text-slate-600")}>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
            <span className="sr-only">{met ? "(met)" : "(not met)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
