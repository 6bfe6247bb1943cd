import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

type Tone = "success" | "error" | "working";

/** The result screens of checkout and upgrades: one heading, what happened, and where to go next. */
export function OutcomePanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: Tone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="grid justify-items-center gap-4 pt-8">
        {tone === "success" && <CircleCheck aria-hidden="true" className="size-12 text-emerald-700" />}
        {tone === "error" && <CircleAlert aria-hidden="true" className="size-12 text-red-700" />}
        {tone === "working" && <Spinner className="size-10" label="Working" />}
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div role={tone === "error" ? "alert" : "status"} className="grid gap-2 text-slate-700">
          {children}
        </div>
        {actions && <div className="flex flex-wrap justify-center gap-3">{actions}</div>}
      </CardContent>
    </Card>
  );
}
