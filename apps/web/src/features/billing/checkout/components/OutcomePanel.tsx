import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

type Tone = "success" | "error" | "working";

/** A way on from a result screen. */
export interface OutcomeLink {
  to: string;
  label: string;
}

export const BACK_TO_PRICING: OutcomeLink = { to: "/pricing", label: "Back to Pricing" };
export const TO_DASHBOARD: OutcomeLink = { to: "/", label: "Go to Dashboard" };

/** A link drawn as a button: outlined for the way back, filled for the way forward. */
export function LinkButton({ link, variant }: { link: OutcomeLink; variant?: "outline" }) {
  return (
    <Button asChild variant={variant}>
      <Link to={link.to}>{link.label}</Link>
    </Button>
  );
}

/**
 * The result screens of checkout and upgrades: one heading, what happened, and where to go next: the way back
 * (outlined) before the way forward.
 */
export function OutcomePanel({
  tone,
  title,
  children,
  back,
  next,
}: {
  tone: Tone;
  title: string;
  children: ReactNode;
  back?: OutcomeLink;
  next?: OutcomeLink;
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
        {(back || next) && (
          <div className="flex flex-wrap justify-center gap-3">
            {back && <LinkButton link={back} variant="outline" />}
            {next && <LinkButton link={next} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
