import { passwordChecklist } from "@stockroom/shared";
import { CheckCircle2, Circle } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The password policy as a live checklist, one line per shared rule. Each line says in words whether it
 * is met, not by colour alone; link it to the password input with aria-describedby.
 */
export function PasswordChecklist({ id, password }: { id?: string; password: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1 text-sm">
      {passwordChecklist(password).map(({ rule, met }) => {
        const Icon = met ? CheckCircle2 : Circle;
        return (
          <li key={rule.id} className={cn("flex items-center gap-2", met ? "text-emerald-800" : "text-slate-600")}>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {rule.label}
            <span className="sr-only">{met ? "(met)" : "(not met)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
